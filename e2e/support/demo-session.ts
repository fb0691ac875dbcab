import { expect, type Page } from '@playwright/test';

/** The demo accounts (seeded in demo mode), their password, and the page each lands on after signing in. */
export const DEMO_ROLES = {
  Admin: { email: 'admin@demo.donation.network', landing: '/admin/dashboard' },
  Partner: { email: 'partner@demo.donation.network', landing: '/partner/dashboard' },
  Donor: { email: 'donor@demo.donation.network', landing: '/donor/dashboard' },
  Recipient: { email: 'recipient@demo.donation.network', landing: '/recipient/blood-services' },
  Founder: { email: 'founder@demo.donation.network', landing: '/founder/dashboard' },
  Investor: { email: 'investor@demo.donation.network', landing: '/investor/dashboard' },
} as const;
export const DEMO_PASSWORD = 'DemoPass123!';
export type DemoRole = keyof typeof DEMO_ROLES;

/** supabase-js's storage key for a project URL (its default: the host's first label). */
const storageKeyFor = (supabaseUrl: string) => `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

const configs = new Map<string, Promise<{ supabaseUrl: string; supabaseAnonKey: string }>>();
/** The API URL and publishable key the portal at `baseUrl` gives browsers (its /config.json), read once. */
function portalConfigOf(baseUrl: string) {
  if (!configs.has(baseUrl))
    configs.set(
      baseUrl,
      fetch(`${baseUrl}/config.json`).then((response) => response.json()),
    );
  return configs.get(baseUrl)!;
}

/**
 * Signs `page` in as a demo account through the Auth API and opens the role's landing page (or `landing`),
 * as a returning visitor whose browser keeps the session. The login screen's own flow is tested in
 * demo-login.spec.ts; other tests only need the session, which this gives them without the login page.
 */
export async function signInAsDemo(page: Page, baseUrl: string, role: DemoRole, landing: string = DEMO_ROLES[role].landing): Promise<void> {
  await signInAs(page, baseUrl, { email: DEMO_ROLES[role].email, password: DEMO_PASSWORD }, landing);
}

/** signInAsDemo for any account (one a test signed up through the API), then opens `landing`. */
export async function signInAs(page: Page, baseUrl: string, account: { email: string; password: string }, landing: string): Promise<void> {
  const { supabaseUrl, supabaseAnonKey } = await portalConfigOf(baseUrl);
  const response = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`sign-in as ${account.email} failed: ${response.status} ${JSON.stringify(session)}`);
  // Stored once per tab, before the page's own scripts run: a later sign-out in the test stays signed out on reload.
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-session-seeded', '1');
    },
    [storageKeyFor(supabaseUrl), JSON.stringify(session)],
  );
  await page.goto(`${baseUrl}${landing}`);
  await expect(page).toHaveURL(`${baseUrl}${landing}`);
}

/** Client-side navigation (the router's own history), so the page is not loaded again. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page is no wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
