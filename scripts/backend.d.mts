// Types for TypeScript callers (e2e) of scripts/backend.mjs.
export interface BackendHandle {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  /** the sb_publishable_ key (anon role) */
  anonKey: string;
  /** demo mode: demo accounts, their data and mock payments (public.demo_mode()) */
  demoMode: boolean;
  /** lite's private loopback URL behind the gateway (tests only: it bypasses every gateway rule) */
  liteUrl: string;
  /** the public functions the gateway counts as reads (stable or immutable at start) */
  readOnlyFunctions: string[];
  /** pid of the current lite process (changes when the gateway restarts it) */
  readonly litePid: number | undefined;
  stop(): Promise<void>;
}

export interface DemoAccount {
  role: 'admin' | 'partner' | 'donor' | 'recipient' | 'founder' | 'investor';
  email: string;
  fullName: string;
}

export const DEMO_PASSWORD: string;
export const DEMO_ACCOUNTS: DemoAccount[];

export function startBackend(options?: {
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  quiet?: boolean;
  /** default: DEMO_MODE=1 in the environment */
  demoMode?: boolean;
  /** multiplies every gateway rate limit (tests and e2e sign up many users from one IP) */
  rateLimitScale?: number;
  /** gateway settings file, default supabase/gateway.toml */
  gatewayConfig?: string;
  /** a new PGlite data dir starts as a copy of a cached migrated and seeded one; default false */
  fromTemplate?: boolean;
  /** run supabase/seed/*.sql; default true. false needs demoMode false (the demo data lives in the seeds) */
  seed?: boolean;
}): Promise<BackendHandle>;

export function freePort(): Promise<number>;
