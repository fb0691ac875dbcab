// Builds the shell's /config.json from environment variables, with defaults that
// point at the local servers `npm start` runs. CommonJS so webpack-dev-server can load it too.
const fs = require('node:fs');
const path = require('node:path');
const ports = require('./ports.json');

/** The local backend's publishable key (scripts/backend.mjs writes it on first start). */
function localPublishableKey() {
  try {
    return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.data', 'secrets.json'), 'utf8')).publishableKey || '';
  } catch {
    return '';
  }
}

const REMOTE_ENV = {
  marketing: 'REMOTE_MARKETING_URL',
  auth: 'REMOTE_AUTH_URL',
  recipient: 'REMOTE_RECIPIENT_URL',
  directories: 'REMOTE_DIRECTORIES_URL',
  partnerLegal: 'REMOTE_PARTNER_LEGAL_URL',
};

function runtimeConfig(env = process.env) {
  const remotes = {};
  for (const [key, variable] of Object.entries(REMOTE_ENV)) {
    remotes[key] = env[variable] || `http://localhost:${ports[key]}/mf-manifest.json`;
  }
  return {
    supabaseUrl: env.SUPABASE_URL || `http://127.0.0.1:${ports.supabase}`,
    supabaseAnonKey: env.SUPABASE_ANON_KEY || localPublishableKey(),
    // demo mode (one-click demo logins, social-login fallback to the demo admin): DEMO_MODE=1;
    // `npm start` sets it (on unless DEMO_MODE=0), and the backend it starts follows the same switch
    demoMode: /^(1|true|yes|on)$/i.test(env.DEMO_MODE || ''),
    remotes,
  };
}

module.exports = { runtimeConfig, REMOTE_ENV };
