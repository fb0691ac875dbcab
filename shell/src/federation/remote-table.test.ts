import { examplePath, remotes } from '@donation-network/portal-manifest';
import { PREFETCH_KEYS, REMOTE_CONTAINERS, REMOTE_KEYS, ROUTE_OWNERSHIP, remoteForPath, type RemoteKey } from './remote-table';

const cases: Array<[string, RemoteKey | null]> = [
  // marketing
  ['/', 'marketing'],
  ['/about', 'marketing'],
  ['/pricing', 'marketing'],
  ['/plans', 'marketing'],
  ['/contact', 'marketing'],
  ['/how-it-works', 'marketing'],
  ['/faqs', 'marketing'],
  ['/partnerships', 'marketing'],
  ['/donation-process', 'marketing'],
  ['/additional-services', 'marketing'],
  // auth: exact pages and /register/:type
  ['/register', 'auth'],
  ['/register/donor', 'auth'],
  ['/login', 'auth'],
  ['/reset-password', 'auth'],
  // admin: the console and the content editor
  ['/admin/dashboard', 'admin'],
  ['/admin/users', 'admin'],
  ['/admin/partners', 'admin'],
  ['/admin/content', 'admin'],
  ['/admin/content/about', 'admin'],
  // donor
  ['/donor/dashboard', 'donor'],
  ['/donor/profile', 'donor'],
  // recipient
  ['/recipient', 'recipient'],
  ['/recipient/dashboard', 'recipient'],
  ['/recipient/blood-services', 'recipient'],
  // directories: lists, one-segment detail pages, dashboards
  ['/founders', 'directories'],
  ['/founders/abc', 'directories'],
  ['/investors', 'directories'],
  ['/investors/abc', 'directories'],
  ['/founder/dashboard', 'directories'],
  ['/investor/dashboard', 'directories'],
  // the partner dashboard; the legal and partner programme pages are public pages
  ['/partner', 'partner'],
  ['/partner/dashboard', 'partner'],
  ['/legal', 'marketing'],
  ['/terms', 'marketing'],
  ['/privacy', 'marketing'],
  ['/cookies', 'marketing'],
  ['/data-protection', 'marketing'],
  ['/partners/corporate', 'marketing'],
  ['/partners/healthcare', 'marketing'],
  // the directories' profile forms and the recipient portal's own pages
  ['/founder/profile', 'directories'],
  ['/investor/profile', 'directories'],
  ['/recipient/profile', 'recipient'],
  ['/recipient/appointments', 'recipient'],
  ['/recipient/notifications', 'recipient'],
  // nobody serves these yet: the shell shows its own not-found page
  ['/admin/content/about/extra', null],
  ['/register/donor/extra', null],
  ['/donor/profile/extra', null],
  ['/recipient/profile/extra', null],
  ['/partner/settings', null],
  ['/nope', null],
  ['/admin/other', null],
  ['/admin', null],
  ['/founders/a/b', null],
  ['/investors/a/b', null],
  ['/about/team', null],
];

describe('remoteForPath', () => {
  it.each(cases)('%s -> %s', (pathname, expected) => {
    expect(remoteForPath(pathname)).toBe(expected);
  });

  it('tolerates a trailing slash and letter case the way the router does', () => {
    expect(remoteForPath('/about/')).toBe('marketing');
    expect(remoteForPath('/founders/abc/')).toBe('directories');
    expect(remoteForPath('/About')).toBe('marketing');
  });

  it('sends an example of every route in portal-manifest to the remote that lists it', () => {
    for (const remote of remotes) {
      for (const route of remote.routes) expect([route, remoteForPath(examplePath(route))]).toEqual([route, remote.key]);
    }
  });
});

describe('remote table', () => {
  it('is portal-manifest: its keys, container names and routes', () => {
    expect(REMOTE_KEYS).toEqual(remotes.map((remote) => remote.key));
    for (const remote of remotes) {
      expect(REMOTE_CONTAINERS[remote.key]).toBe(remote.federationName);
      expect(ROUTE_OWNERSHIP[remote.key]).toEqual(remote.routes);
    }
  });

  it('prefetches marketing and auth', () => {
    expect(PREFETCH_KEYS).toEqual(['marketing', 'auth']);
  });
});
