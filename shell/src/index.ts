import { warmRouteRemote } from './federation/page-config';
import { remoteOverrideRequested } from './federation/remote-override-request';

// Before the async boundary: the current route's remote downloads alongside the shell's own code. A browser
// with a remote override registers the remotes in bootstrap instead, once the override is checked.
const remotesRegistered = !remoteOverrideRequested() && warmRouteRemote(window.location.pathname);

// Async boundary: federation negotiates shared modules before any app code runs. The chunk's name lets
// the build list its scripts for preload hints in the page (webpack.shared.js, PreloadBootScriptsPlugin).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start({ remotesRegistered }));
