// For the shell server's tests: its production server started on a release laid out as the shell's build
// writes it, in a temporary folder, with a stand-in for the server bundle (dist/server/server.js).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShellServer } from './page-server.mjs';

export const SHELL_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Donation Network</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

/**
 * @param {{ serverBundle: string, files?: Record<string, string | Buffer>, config?: () => object }} release  the server bundle's
 *   source, any other files by their path in the release (index.html is SHELL_TEMPLATE unless given), and the runtime configuration
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
const RUNTIME_CONFIG = () => ({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon', remotes: {} });

export async function startShellOnRelease({ serverBundle, files = {}, config = RUNTIME_CONFIG }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-release-'));
  for (const [file, content] of Object.entries({ 'index.html': SHELL_TEMPLATE, ...files, 'server/server.js': serverBundle })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const shell = await startShellServer({
    dir,
    port: 0,
    host: '127.0.0.1',
    config,
    serverEntries: {},
    publicOrigin: 'https://portal.example',
    log: () => {},
    accessLogWrite: null,
  });
  return {
    port: shell.server.address().port,
    stop: async () => {
      await shell.shutdown();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
