import { warmRouteRemote } from './federation/page-config';
import { yieldToBrowser } from './boot/yield-to-browser';
import { remoteOverrideRequested } from './federation/remote-override-request';

// Before the async boundary: the current route's remote downloads alongside the shell's own code. A browser
// with a remote override registers the remotes in bootstrap instead, once the override is checked.
const remotesRegistered = !remoteOverrideRequested() && warmRouteRemote(window.location.pathname);

// Async boundary: federation negotiates shared modules before any app code runs. The chunk's name lets
// the build list its scripts for preload hints in the page (webpack.shared.js, PreloadBootScriptsPlugin).
// The start-up runs in steps, each a task of its own, so no step holds a phone's main thread for long:
// React DOM's and the router's modules are evaluated first, then the shell's, then the application starts.
void (async () => {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('react-router-dom');
  await yieldToBrowser();
  const { start } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  await yieldToBrowser();
  await start({ remotesRegistered });
})();
