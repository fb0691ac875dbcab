// react-router-browser.mjs is what every build shares as 'react-router-dom'. It must offer the whole browser
// API of the installed react-router (a remote may use any of it, whichever build provided the module), and
// nothing of the server side, whose code would otherwise ship to every first visit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as reactRouter from 'react-router';
import * as browserApi from '../../react-router-browser.mjs';

/** Exports of react-router that have no use in a browser single-page app (server rendering, framework mode). */
const SERVER_ONLY = [
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createStaticHandler',
  'createStaticRouter',
  'createRequestHandler',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createSession',
  'createSessionStorage',
  'isCookie',
  'isSession',
  'createRoutesStub',
  'Links',
  'Meta',
  'Scripts',
  'PrefetchPageLinks',
  'redirectDocument',
];
const isUnstable = (name) => name.startsWith('UNSAFE_') || name.startsWith('unstable_');

test("the shared module offers every browser export of react-router and is the same code (RouterProvider from 'react-router/dom')", () => {
  const expected = Object.keys(reactRouter).filter((name) => !SERVER_ONLY.includes(name) && !isUnstable(name));
  assert.deepEqual(Object.keys(browserApi).sort(), expected.sort());
  for (const name of expected.filter((name) => name !== 'RouterProvider')) assert.equal(browserApi[name], reactRouter[name], name);
  assert.equal(typeof browserApi.RouterProvider, 'function');
});

test('it leaves out the server side', () => {
  const offered = Object.keys(browserApi);
  assert.deepEqual(
    offered.filter((name) => SERVER_ONLY.includes(name) || isUnstable(name)),
    [],
  );
  assert.ok(
    SERVER_ONLY.every((name) => name in reactRouter),
    'every name left out is still a react-router export',
  );
});
