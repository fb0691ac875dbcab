/* global document */
// The floor page's shell, as shell/src/index.ts does it: the route's remote starts loading from the entry,
// in parallel with the shell's own code behind the async boundary.
const app = import('floorRemote/App');
void import(/* webpackChunkName: "bootstrap" */ './host-bootstrap.mjs').then(({ start }) => start(app, document.getElementById('root')));
