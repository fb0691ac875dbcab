import type { Session } from '@supabase/supabase-js';
import { useSession } from '@donation-network/portal-session';
import { prefetchLandingOnSignIn } from './landing-prefetch';
import { preloadRemoteApps } from './remote-loader';

jest.mock('./remote-loader', () => ({ preloadRemoteApps: jest.fn() }));

const preloadMock = jest.mocked(preloadRemoteApps);
const sessionOf = (userType: unknown) =>
  ({ access_token: 't', user: { id: 'u1', user_metadata: { user_type: userType } } }) as unknown as Session;

let unsubscribe: () => void;
beforeEach(() => {
  preloadMock.mockReset().mockResolvedValue(undefined);
  useSession.getState().reset();
  unsubscribe = prefetchLandingOnSignIn();
});
afterEach(() => unsubscribe());

it.each([
  ['donor', 'donor'],
  ['partner', 'partner'],
  ['recipient', 'recipient'],
  ['founder', 'directories'],
])("a %s's sign-in downloads the remote of their landing page (%s) before the profile is read", (role, remote) => {
  useSession.setState({ session: sessionOf(role), lastEvent: 'SIGNED_IN', loading: true });
  expect(preloadMock).toHaveBeenCalledWith([remote]);
});

it('a token refresh of a signed-in session or a restored session on page load downloads nothing', () => {
  useSession.setState({ session: sessionOf('donor'), lastEvent: 'INITIAL_SESSION' });
  useSession.setState({ session: sessionOf('donor'), lastEvent: 'TOKEN_REFRESHED' });
  expect(preloadMock).not.toHaveBeenCalled();
});

it('a session without a known role downloads nothing', () => {
  useSession.setState({ session: sessionOf(undefined), lastEvent: 'SIGNED_IN' });
  expect(preloadMock).not.toHaveBeenCalled();
});
