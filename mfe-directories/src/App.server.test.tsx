/** @jest-environment node */
import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from './App';

afterEach(() => setSupabaseClient(null));

// The server renders as a signed-out visitor whose session is not known yet: the signed-in pages wait
// for the browser, which knows the session, and read nothing on the server.
it.each(['/founder/dashboard', '/investor/dashboard', '/founder/profile', '/investor/profile'])(
  '%s renders the session check on the server, without a read',
  async (path) => {
    const calls = fakeSupabase({ data: null, error: null });
    const { html, queryState } = await renderOnServer(<App />, { path });
    expect(html).toContain('Checking your session');
    expect(calls).toEqual([]);
    expect(queryState.queries).toEqual([]);
  },
);
