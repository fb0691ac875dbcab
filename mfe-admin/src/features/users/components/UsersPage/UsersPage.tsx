import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '@donation-network/portal-session';
import { userSearchError } from '@donation-network/shared-rules';
import { Badge, Button, FilterText, TableCell, TableRow, notify, formatDate } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { USERS_PAGE_SIZE, fetchUsers, setUserAdmin, type AdminUser } from '../../api/users';
import { label } from '../../../../lib/format';
import { AdminPage } from '../../../../components/AdminPage/AdminPage';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { AdminListView, AdminTable, useAdminList } from '../../../../components/AdminList/AdminList';

export const USERS_HEADING = 'Users and roles';

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-bottom: 16px;

  > :first-child {
    flex: 1 1 240px;
  }
`;

const FieldError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const nameOf = (user: AdminUser) => user.fullName.trim() || user.email;

function Users() {
  const { user: me } = useCurrentUser();
  const [draft, setDraft] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const list = useAdminList({
    name: 'users',
    initialFilters: { search: '' },
    pageSize: USERS_PAGE_SIZE,
    read: ({ search }, page, signal) => fetchUsers(search, page, signal),
  });
  const { search } = list.filters;
  // admin rights changed on this screen since the page was loaded
  const [adminRights, setAdminRights] = useState<Record<string, boolean>>({});
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = (user: AdminUser) => adminRights[user.id] ?? user.isAdmin;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const error = userSearchError(draft);
    setSearchError(error);
    if (error) return;
    list.filterBy({ search: draft.trim() });
  };

  const confirm = async () => {
    if (!confirming) return;
    const makeAdmin = !isAdmin(confirming);
    setBusy(true);
    try {
      await setUserAdmin(confirming.id, makeAdmin);
      setAdminRights((current) => ({ ...current, [confirming.id]: makeAdmin }));
      notify({
        title: makeAdmin ? 'Admin rights granted' : 'Admin rights removed',
        description: nameOf(confirming),
        variant: 'success',
      });
      setConfirming(null);
    } catch (error) {
      notify({ title: "Couldn't change admin rights", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const granting = confirming ? !isAdmin(confirming) : false;

  return (
    <>
      <SearchForm role="search" aria-label="Search users" onSubmit={submitSearch} noValidate>
        <FilterText
          label="Name or e-mail"
          type="search"
          value={draft}
          onValueChange={setDraft}
          aria-invalid={searchError ? true : undefined}
          aria-describedby={searchError ? 'user-search-error' : undefined}
        />
        <Button type="submit">Search</Button>
        {searchError && (
          <FieldError id="user-search-error" role="alert">
            {searchError}
          </FieldError>
        )}
      </SearchForm>
      <AdminListView
        list={list}
        noun={{ one: 'user', other: 'users' }}
        emptyText={search ? `No users match "${search}".` : 'No users yet.'}
      >
        {(users) => (
          <AdminTable label="Users" minWidth="720px" headers={['Name', 'E-mail', 'Account type', 'Joined']} actionsHeader="Admin rights">
            {users.map((user) => {
              const self = user.id === me?.id;
              return (
                <TableRow key={user.id}>
                  <TableCell>
                    {user.fullName.trim() || '—'} {isAdmin(user) && <Badge variant="success">Admin</Badge>}
                    {self && <Muted>You</Muted>}
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{label(user.userType)}</TableCell>
                  <TableCell>{formatDate(user.createdAt)}</TableCell>
                  <TableCell>
                    {isAdmin(user) ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setConfirming(user)}
                        disabled={self}
                        title={self ? 'You cannot remove your own admin rights' : undefined}
                        aria-label={`Remove admin rights from ${nameOf(user)}`}
                      >
                        Remove admin
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setConfirming(user)}
                        aria-label={`Make ${nameOf(user)} an admin`}
                      >
                        Make admin
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </AdminTable>
        )}
      </AdminListView>
      <ConfirmDialog
        open={confirming !== null}
        title={granting ? 'Make this user an admin?' : 'Remove admin rights?'}
        confirmLabel={granting ? 'Make admin' : 'Remove admin'}
        destructive={!granting}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        {confirming &&
          (granting
            ? `${nameOf(confirming)} will be able to manage users, content and verifications.`
            : `${nameOf(confirming)} will lose access to the admin console.`)}
      </ConfirmDialog>
    </>
  );
}

/** /admin/users: search accounts by name or e-mail and grant or remove admin rights. */
export function UsersPage() {
  return (
    <AdminPage title={USERS_HEADING} subtitle="Find accounts by name or e-mail and manage who is an administrator.">
      <Users />
    </AdminPage>
  );
}
