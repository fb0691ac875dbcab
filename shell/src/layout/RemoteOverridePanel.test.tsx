import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '@donation-network/shared-ui';
import { REMOTE_OVERRIDE_STORAGE_KEY } from '../federation/remote-override-request';
import { saveRemoteOverrides } from '../federation/remote-overrides';
import { REMOTE_KEYS, type RemoteKey } from '../federation/remote-table';
import { RemoteOverridePanel, type RemoteOverridePanelProps } from './RemoteOverridePanel';

const deployed = Object.fromEntries(REMOTE_KEYS.map((key) => [key, `https://cdn.example.org/${key}/mf-manifest.json`])) as Record<
  RemoteKey,
  string
>;
const LOCAL = 'http://localhost:4004/mf-manifest.json';
const ALLOWED = ['http://localhost:*'];

function renderPanel(props: Partial<RemoteOverridePanelProps> = {}) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(
    <PortalThemeProvider>
      <RemoteOverridePanel
        deployed={deployed}
        active={[]}
        expiresAt={null}
        allowedOrigins={ALLOWED}
        onSave={(fields) => saveRemoteOverrides(fields, { remoteOverrideOrigins: ALLOWED }, { storage: window.localStorage })}
        onSaved={onSaved}
        onClose={onClose}
        {...props}
      />
    </PortalThemeProvider>,
  );
  return { onSaved, onClose, dialog: screen.getByRole('dialog', { name: 'Remote overrides' }) };
}

beforeEach(() => window.localStorage.clear());

it("lists every remote's deployed build and the override this browser loads instead", () => {
  const { dialog } = renderPanel({ active: [{ key: 'directories', url: LOCAL }] });
  expect(dialog).toHaveTextContent('Allowed origins: http://localhost:*.');
  for (const key of REMOTE_KEYS) {
    const field = within(dialog).getByRole('textbox', { name: key });
    expect(field).toHaveAccessibleDescription(`Deployed: ${deployed[key]}`);
    expect(field).toHaveValue(key === 'directories' ? LOCAL : '');
  }
});

it('saves an override typed in, then reloads; nothing is asked again', async () => {
  const { dialog, onSaved } = renderPanel();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'marketing' }), 'http://localhost:4001/mf-manifest.json');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and reload' }));
  expect(onSaved).toHaveBeenCalledTimes(1);
  expect(JSON.parse(window.localStorage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)!)).toEqual({
    marketing: 'http://localhost:4001/mf-manifest.json',
  });
});

it('refuses an origin off the allowlist beside its field, and keeps what was typed and stored', async () => {
  window.localStorage.setItem(REMOTE_OVERRIDE_STORAGE_KEY, JSON.stringify({ directories: LOCAL }));
  const { dialog, onSaved } = renderPanel({ active: [{ key: 'directories', url: LOCAL }] });
  const auth = within(dialog).getByRole('textbox', { name: 'auth' });
  await userEvent.type(auth, 'https://evil.example/mf-manifest.json');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and reload' }));
  expect(onSaved).not.toHaveBeenCalled();
  expect(auth).toHaveAttribute('aria-invalid', 'true');
  expect(auth).toHaveAccessibleDescription(
    expect.stringContaining("https://evil.example is not on this site's list of allowed override origins"),
  );
  expect(auth).toHaveValue('https://evil.example/mf-manifest.json');
  expect(JSON.parse(window.localStorage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)!)).toEqual({ directories: LOCAL });
});

it('resets every override at once', async () => {
  window.localStorage.setItem(REMOTE_OVERRIDE_STORAGE_KEY, JSON.stringify({ directories: LOCAL }));
  const { dialog, onSaved } = renderPanel({ active: [{ key: 'directories', url: LOCAL }] });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset all' }));
  expect(onSaved).toHaveBeenCalledTimes(1);
  expect(window.localStorage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
});

it('says the feature is off where the site allows no origin, with nothing to fill in', () => {
  const { dialog } = renderPanel({ allowedOrigins: [] });
  expect(dialog).toHaveTextContent('Remote overrides are off on this site (REMOTE_OVERRIDE_ORIGINS is not set).');
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Save and reload' })).not.toBeInTheDocument();
});
