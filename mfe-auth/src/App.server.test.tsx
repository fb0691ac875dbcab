/** @jest-environment node */
import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from './App';

let calls: unknown[][];
beforeEach(() => {
  calls = fakeSupabase({ data: null, error: null });
});
afterEach(() => setSupabaseClient(null));

// The server renders for a signed-out visitor and never reaches window, document or storage (there are none).
it('renders the /login form on the server, reading nothing', async () => {
  const { html, page } = await renderOnServer(<App />, { path: '/login' });
  expect(html).toContain('Choose your role and sign in to your account');
  expect(html).toContain('aria-label="Login"');
  expect(html).toContain('type="password"');
  expect(page.title).toBe('Login | Donation Network');
  expect(calls).toEqual([]);
});

it('renders the /register account types on the server (not a wait for a session), reading nothing', async () => {
  const { html, page } = await renderOnServer(<App />, { path: '/register' });
  expect(html).toContain('Register with Donation Network');
  expect(html).toContain('data-user-type="donor"');
  expect(html).not.toContain('Loading your registration');
  expect(page.title).toBe('Register | Donation Network');
  expect(calls).toEqual([]);
});
