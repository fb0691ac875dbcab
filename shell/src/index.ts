import { warmRouteRemote } from './federation/page-config';

// Before the async boundary: the current route's remote downloads alongside the shell's own code.
const remotesRegistered = warmRouteRemote(window.location.pathname);

// Async boundary: federation negotiates shared modules before any app code runs.
void import('./bootstrap').then(({ start }) => start({ remotesRegistered }));
