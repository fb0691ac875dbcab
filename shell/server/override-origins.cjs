// REMOTE_OVERRIDE_ORIGINS (comma-separated origins browsers may load remote overrides from) as the runtime
// configuration carries it: present only when set, so the feature stays off otherwise. CommonJS so both the
// production server and build-support/runtime-config.cjs (which webpack's dev server loads) can use it.
'use strict';

/** @param {Record<string, string | undefined>} env @returns {{ remoteOverrideOrigins?: string[] }} */
function remoteOverrideOrigins(env) {
  const origins = (env.REMOTE_OVERRIDE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return origins.length > 0 ? { remoteOverrideOrigins: origins } : {};
}

module.exports = { remoteOverrideOrigins };
