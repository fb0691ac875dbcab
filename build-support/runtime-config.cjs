// Builds the shell's /config.json from environment variables, with defaults that
// point at the local servers `npm start` runs. CommonJS so webpack-dev-server can load it too.
const fs = require('node:fs');
const path = require('node:path');
const { remoteManifestUrls, supabase } = require('@donation-network/portal-manifest');
const { remoteOverrideOrigins } = require('@donation-network/shell/server/override-origins.cjs');

/** The local backend's publishable key (scripts/backend.mjs writes it on first start). */
function localPublishableKey() {
  try {
    return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.data', 'secrets.json'), 'utf8')).publishableKey || '';
  } catch {
    return '';
  }
}

/** Each remote's manifest URL comes from its variable in portal-manifest (REMOTE_<NAME>_URL), else the local server. */
function runtimeConfig(env = process.env) {
  const remotes = remoteManifestUrls(env);
  return {
    supabaseUrl: env[supabase.env] || `http://127.0.0.1:${supabase.port}`,
    supabaseAnonKey: env.SUPABASE_ANON_KEY || localPublishableKey(),
    // demo mode (one-click demo logins, social-login fallback to the demo admin): DEMO_MODE=1;
    // `npm start` sets it (on unless DEMO_MODE=0), and the backend it starts follows the same switch
    demoMode: /^(1|true|yes|on)$/i.test(env.DEMO_MODE || ''),
    remotes,
    // origins a browser may load a remote override from (the shell's remote-overrides.ts); off unless set
    ...remoteOverrideOrigins(env),
  };
}

module.exports = { runtimeConfig };
