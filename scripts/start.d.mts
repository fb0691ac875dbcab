// Types for the e2e suite, which drives scripts/start.mjs directly.
export interface ReleaseServer {
  key: string;
  port: number;
  close(): Promise<void>;
  /** starts it again, on `dir` when given (from then on) */
  restart(dir?: string): Promise<void>;
}

export interface PortalHandle {
  /** `shell`, each remote's key from portal-manifest, and `supabase`. */
  ports: Record<string, number>;
  config(): {
    supabaseUrl: string;
    supabaseAnonKey: string;
    demoMode: boolean;
    remotes: Record<string, string>;
    remoteOverrideOrigins?: string[];
  };
  servers: Record<string, ReleaseServer>;
  /** the remotes' versioned releases and live.json, the pointer the shell's server reads */
  releasesDir: string;
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
  /** versioned releases and their pointer (scripts/release/); default releases/ (RELEASES_DIR) */
  releasesDir?: string;
  /** origins browsers may load remote overrides from (`http://localhost:*`: any port); default REMOTE_OVERRIDE_ORIGINS */
  overrideOrigins?: string[];
}): Promise<PortalHandle>;
