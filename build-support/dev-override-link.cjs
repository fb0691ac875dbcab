// What a remote's development server (`npm run dev -w <remote>`) prints once it listens: the link that shows
// it inside the running portal (`npm start`) through a remote override. CommonJS: webpack.shared.js loads it.
'use strict';
const path = require('node:path');
const { buildForFolder, localManifestUrl, remoteOverrideLink } = require('@donation-network/portal-manifest');

/**
 * @param {string} dir  the package directory
 * @param {number} port  the development server's port
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}  null for the shell, and under `npm run dev`, whose portal names this server already
 */
function overrideLinkMessage(dir, port, env = process.env) {
  const build = buildForFolder(path.basename(dir));
  if (!build || build.key === 'shell' || env[build.env] === localManifestUrl(build.key, port)) return null;
  return [
    `[${build.folder}] live reload on http://localhost:${port}/ (its standalone page).`,
    'To see it inside the running portal (npm start), for this browser only, open and confirm:',
    `  ${remoteOverrideLink(build.key, port, env)}`,
    'The banner at the bottom of the page resets it.',
  ].join('\n');
}

module.exports = { overrideLinkMessage };
