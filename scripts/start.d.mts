// Types for the e2e suite, which drives scripts/start.mjs directly.
export interface ReleaseServer {
  key: string;
  port: number;
  close(): Promise<void>;
  redeploy(dir: string): Promise<void>;
  restart(): Promise<void>;
}

export interface PortalHandle {
  /** `shell`, each remote's key from portal-manifest, and `supabase`. */
  ports: Record<string, number>;
  config(): { supabaseUrl: string; supabaseAnonKey: string; demoMode: boolean; remotes: Record<string, string> };
  servers: Record<string, ReleaseServer>;
  stop(): Promise<void>;
}

export const ROOT: string;
export const PACKAGES: Record<string, string>;
export function run(command: string, args: string[], options?: object): Promise<void>;
export function buildMissing(options?: { force?: boolean }): Promise<void>;
export function startPortal(options?: {
  ports?: Partial<PortalHandle['ports']>;
  dataDir?: string;
  dev?: boolean;
  quiet?: boolean;
  /** default: on unless DEMO_MODE=0 (with SUPABASE_URL: only when DEMO_MODE=1) */
  demoMode?: boolean;
  /** multiplies the gateway's rate limits; default 1 (the real limits) */
  rateLimitScale?: number;
  /** a new data dir starts as a copy of a cached migrated and seeded one; default false */
  fromTemplate?: boolean;
}): Promise<PortalHandle>;
