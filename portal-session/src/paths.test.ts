import { dashboardPath, postLoginPath } from './paths';

describe('dashboardPath', () => {
  it('sends admins (isAdmin) to /admin/dashboard whatever their role', () => {
    expect(dashboardPath({ isAdmin: true, role: 'partner' })).toBe('/admin/dashboard');
    expect(dashboardPath({ isAdmin: true, role: 'admin' })).toBe('/admin/dashboard');
  });

  it.each(['donor', 'recipient', 'founder', 'investor', 'partner'] as const)('sends %s to /%s/dashboard', (role) => {
    expect(dashboardPath({ isAdmin: false, role })).toBe(`/${role}/dashboard`);
  });
});

describe('postLoginPath', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['donor', '/donor/dashboard'],
    ['recipient', '/recipient/blood-services'],
    ['partner', '/partner/dashboard'],
    ['founder', '/founder/dashboard'],
    ['investor', '/investor/dashboard'],
    ['hospital', '/'],
    ['', '/'],
    ['toString', '/'],
  ])('%p goes to %s', (role, path) => {
    expect(postLoginPath(role)).toBe(path);
  });
});
