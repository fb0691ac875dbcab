import { useState } from 'react';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@donation-network/shared-rules';
import { Button, DetailList, Dialog, TableCell, TableRow, notify, formatDateTime } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { MESSAGES_PAGE_SIZE, fetchContactMessages, setContactMessageStatus, type ContactMessage } from '../../api/contact-messages';
import { AdminPage } from '../../../../components/AdminPage/AdminPage';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';
import { AdminListView, AdminTable } from '../../../../components/AdminList/AdminList';
import { StatusFilterBar, useStatusList } from '../../../../components/StatusFilter/StatusFilter';

export const CONTACT_MESSAGES_HEADING = 'Contact messages';

const Body = styled.p`
  margin: 16px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Subject = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface MessageDialogProps {
  message: ContactMessage;
  status: ContactMessageStatus;
  onStatus: (next: ContactMessageStatus) => Promise<void>;
  onClose: () => void;
}

function MessageDialog({ message, status, onStatus, onClose }: MessageDialogProps) {
  const [busy, setBusy] = useState(false);
  const change = async (next: ContactMessageStatus) => {
    setBusy(true);
    try {
      await onStatus(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={message.subject}
      maxWidth="640px"
      footer={
        <>
          {status === 'read' && (
            <Button variant="ghost" onClick={() => void change('new')} disabled={busy}>
              Mark as unread
            </Button>
          )}
          {status === 'archived' ? (
            <Button variant="outline" onClick={() => void change('read')} disabled={busy}>
              Restore to inbox
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void change('archived')} disabled={busy}>
              Archive
            </Button>
          )}
          <Button onClick={onClose}>Done</Button>
        </>
      }
    >
      <DetailList>
        <dt>From</dt>
        <dd>
          {message.name} (<a href={`mailto:${message.email}`}>{message.email}</a>)
        </dd>
        {message.service && (
          <>
            <dt>Service</dt>
            <dd>{message.service}</dd>
          </>
        )}
        <dt>Received</dt>
        <dd>{formatDateTime(message.receivedAt)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={status} />
        </dd>
      </DetailList>
      <Body>{message.message}</Body>
    </Dialog>
  );
}

function ContactMessages() {
  const list = useStatusList('contact-messages', CONTACT_MESSAGE_STATUSES, MESSAGES_PAGE_SIZE, fetchContactMessages);
  const filter = list.filters.status;
  // statuses changed on this screen since the page was loaded
  const [statuses, setStatuses] = useState<Record<string, ContactMessageStatus>>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const statusOf = (message: ContactMessage) => statuses[message.id] ?? message.status;
  const opened = list.result.data?.items.find((message) => message.id === openId) ?? null;

  const changeStatus = async (message: ContactMessage, next: ContactMessageStatus) => {
    try {
      await setContactMessageStatus(message.id, next);
      setStatuses((current) => ({ ...current, [message.id]: next }));
    } catch (error) {
      notify({ title: "Couldn't update the message", description: friendlyErrorMessage(error), variant: 'destructive' });
    }
  };

  const open = (message: ContactMessage) => {
    setOpenId(message.id);
    if (statusOf(message) === 'new') void changeStatus(message, 'read');
  };

  return (
    <>
      <StatusFilterBar label="Show" list={list} />
      <AdminListView
        list={list}
        noun={{ one: 'message', other: 'messages' }}
        emptyText={filter === 'new' ? 'No new messages.' : 'No messages found.'}
      >
        {(messages) => (
          <AdminTable label="Contact messages" minWidth="640px" headers={['From', 'Subject', 'Received', 'Status']} actionsHeader="Actions">
            {messages.map((message) => (
              <TableRow key={message.id}>
                <TableCell>
                  {message.name}
                  <Muted>{message.email}</Muted>
                </TableCell>
                <TableCell>
                  <Subject $unread={statusOf(message) === 'new'}>{message.subject}</Subject>
                  {message.service && <Muted>{message.service}</Muted>}
                </TableCell>
                <TableCell>{formatDateTime(message.receivedAt)}</TableCell>
                <TableCell>
                  <StatusBadge status={statusOf(message)} />
                </TableCell>
                <TableCell>
                  <Button size="sm" variant="outline" onClick={() => open(message)} aria-label={`Open message: ${message.subject}`}>
                    Open
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </AdminTable>
        )}
      </AdminListView>
      {opened && (
        <MessageDialog
          message={opened}
          status={statusOf(opened)}
          onStatus={(next) => changeStatus(opened, next)}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}

/** /admin/messages: the contact form's messages, new → read (when opened) → archived. */
export function ContactMessagesPage() {
  return (
    <AdminPage title={CONTACT_MESSAGES_HEADING} subtitle="Read and archive the messages sent through the contact form.">
      <ContactMessages />
    </AdminPage>
  );
}
