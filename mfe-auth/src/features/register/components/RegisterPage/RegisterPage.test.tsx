import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useSession } from '@donation-network/portal-session';
import { lightTheme } from '@donation-network/shared-ui';
import { loadDraft } from '../../api/registration-api';
import { WIZARD_LOADING_LABEL } from '../../wizard/RegistrationWizard';
import { RegisterPage } from './RegisterPage';

jest.mock('../../api/registration-api');

const page = (
  <ThemeProvider theme={lightTheme}>
    <MemoryRouter initialEntries={['/register']}>
      <RegisterPage />
    </MemoryRouter>
  </ThemeProvider>
);

let root: Root | null = null;
let container: HTMLElement;

/** The server's HTML (rendered with the session store's initial state, as on the shell's server), then hydrated. */
async function hydrateServerHtml() {
  const onRecoverableError = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError });
  });
  return onRecoverableError;
}

beforeEach(() => {
  useSession.getState().reset();
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  useSession.getState().reset();
});

it('has the account types in the server HTML, not a wait for the session', () => {
  expect(container).toHaveTextContent('Register with Donation Network');
  expect(container).not.toHaveTextContent(WIZARD_LOADING_LABEL);
});

it('hydrates for a signed-out visitor without a mismatch and reads no draft', async () => {
  useSession.setState({ loading: false, user: null });
  const onRecoverableError = await hydrateServerHtml();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
  expect(loadDraft).not.toHaveBeenCalled();
});

it('hydrates without a mismatch while a session is still being resolved, then waits for it', async () => {
  const onRecoverableError = await hydrateServerHtml();
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent(WIZARD_LOADING_LABEL);
});
