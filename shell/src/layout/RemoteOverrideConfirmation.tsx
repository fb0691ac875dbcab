import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { Button, Dialog, PortalThemeProvider } from '@donation-network/shared-ui';
import type { RemoteOverride } from '../federation/remote-overrides';

const Overrides = styled.ul`
  margin: 12px 0;
  padding-left: 1.2em;
`;

const Url = styled.code`
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
`;

export interface RemoteOverrideConfirmationProps {
  overrides: readonly RemoteOverride[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a link's remote override is installed: it runs another build's code in this
 * browser, with this person's session, until they reset it. Cancel (also Escape, the backdrop and ×) is
 * the first control focused, so pressing Enter by habit installs nothing.
 */
export function RemoteOverrideConfirmation({ overrides, onConfirm, onCancel }: RemoteOverrideConfirmationProps) {
  return (
    <Dialog
      open
      onClose={onCancel}
      title={overrides.length === 1 ? 'Load another build of a remote?' : 'Load other builds of remotes?'}
      description="A link asks this browser to run code from another build instead of the deployed portal."
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      <Overrides>
        {overrides.map(({ key, url }) => (
          <li key={key}>
            <strong>{key}</strong> from <Url>{url}</Url>
          </li>
        ))}
      </Overrides>
      <Note>Confirm only if you asked for this build: its code runs with your session in this browser until you reset overrides.</Note>
    </Dialog>
  );
}

/**
 * Asks in a dialog of its own, beside the app (which has not started yet), whether to install `overrides`;
 * resolves with the answer once the dialog is gone.
 */
export function confirmRemoteOverrides(overrides: readonly RemoteOverride[]): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const answer = (confirmed: boolean) => {
      root.unmount();
      host.remove();
      resolve(confirmed);
    };
    root.render(
      <PortalThemeProvider>
        <RemoteOverrideConfirmation overrides={overrides} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
      </PortalThemeProvider>,
    );
  });
}
