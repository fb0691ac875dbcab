import type { Role } from '@donation-network/portal-session';

/** Shared password of the seeded demo accounts (scripts/backend.mjs seeds one per role). */
export const DEMO_PASSWORD = 'DemoPass123!';

const DEMO_DOMAIN = 'demo.donation.network';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

/** The demo account of a role: {role}@demo.donation.network with the shared demo password. */
export function demoAccountFor(role: Role): DemoAccount {
  return { role, email: `${role}@${DEMO_DOMAIN}`, password: DEMO_PASSWORD };
}
