import { warmRouteRemote } from './federation/page-config';

// Before the async boundary: the current route's remote downloads alongside the shell's own code.
const remotesRegistered = warmRouteRemote(window.location.pathname);

// Async boundary: federation negotiates shared modules before any app code runs. The chunk's name lets
// the build list its scripts for preload hints in the page (webpack.shared.js, PreloadBootScriptsPlugin).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(({ start }) => start({ remotesRegistered }));
