import { REMOTE_CONTAINERS, REMOTE_KEYS, ROUTE_OWNERSHIP, remoteForPath, type RemoteKey } from './remote-table';

const cases: Array<[string, RemoteKey | null]> = [
  // marketing: exact pages, including the admin content editor
  ['/', 'marketing'],
  ['/about', 'marketing'],
  ['/how-it-works', 'marketing'],
  ['/faqs', 'marketing'],
  ['/partnerships', 'marketing'],
  ['/donation-process', 'marketing'],
  ['/additional-services', 'marketing'],
  ['/pricing', 'marketing'],
  ['/plans', 'marketing'],
  ['/contact', 'marketing'],
  ['/admin/content', 'marketing'],
  // auth: exact pages and the /register/* and /donor/* splats
  ['/register', 'auth'],
  ['/register/donor', 'auth'],
  ['/login', 'auth'],
  ['/reset-password', 'auth'],
  ['/donor/x', 'auth'],
  ['/donor/dashboard', 'auth'],
  ['/admin/dashboard', 'auth'],
  // recipient: everything below /recipient
  ['/recipient/anything', 'recipient'],
  ['/recipient/blood-services/deep/path', 'recipient'],
  // directories: lists, one-segment detail pages and the account splats
  ['/founders', 'directories'],
  ['/founders/abc', 'directories'],
  ['/investors', 'directories'],
  ['/investors/abc', 'directories'],
  ['/founder/dashboard', 'directories'],
  ['/investor/profile', 'directories'],
  // partner-legal
  ['/partners/corporate', 'partnerLegal'],
  ['/partners/healthcare', 'partnerLegal'],
  ['/partner/dashboard', 'partnerLegal'],
  ['/legal', 'partnerLegal'],
  ['/terms', 'partnerLegal'],
  ['/privacy', 'partnerLegal'],
  ['/cookies', 'partnerLegal'],
  ['/data-protection', 'partnerLegal'],
  // nobody
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

  it('tolerates a trailing slash the way the router does', () => {
    expect(remoteForPath('/about/')).toBe('marketing');
    expect(remoteForPath('/founders/abc/')).toBe('directories');
  });
});

describe('remote table', () => {
  it('knows the five remotes, each with a container name and at least one route', () => {
    expect(REMOTE_KEYS).toEqual(['marketing', 'auth', 'recipient', 'directories', 'partnerLegal']);
    for (const key of REMOTE_KEYS) {
      expect(REMOTE_CONTAINERS[key]).toBe(key);
      expect(ROUTE_OWNERSHIP[key].length).toBeGreaterThan(0);
    }
  });

  it('gives no pattern to two remotes', () => {
    const all = REMOTE_KEYS.flatMap((key) => ROUTE_OWNERSHIP[key]);
    expect(new Set(all).size).toBe(all.length);
  });
});
