// Types for TypeScript callers (e2e) of scripts/backend.mjs.
export interface BackendHandle {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  /** the sb_publishable_ key (anon role) */
  anonKey: string;
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
}): Promise<BackendHandle>;

