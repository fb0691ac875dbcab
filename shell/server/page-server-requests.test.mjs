// The shell's server, started on a release laid out as the shell's build writes it (with a stand-in for
// its server bundle): pages answer GET and HEAD only, and the files of the release no browser may have
// (the server bundle, the page template, a source map an older build left) stay private.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SHELL_TEMPLATE, startShellOnRelease } from './shell-release.test-support.mjs';
import { leaks, rawRequest } from './static/url-spellings.test-support.mjs';

const SERVER_BUNDLE_MARKER = 'the shell server bundle itself';
// a stand-in for dist/server/server.js: renders every page as one paragraph
const SERVER_BUNDLE = `// ${SERVER_BUNDLE_MARKER}
exports.createPageRenderer = async () => ({
  themeBootScript: '',
  warm() {},
  async render() {
    const page = { status: 200, title: 'Page', description: null, styleTags: '', html: '<p>rendered</p>' };
    return { kind: 'complete', ...page, queryState: {}, clientRendered: [] };
  },
});
`;
const MAP = JSON.stringify({ version: 3, sources: ['webpack://shell/src/bootstrap.tsx'], sourcesContent: ['secret'], mappings: '' });

let shell;
let port;

before(async () => {
  shell = await startShellOnRelease({
    serverBundle: SERVER_BUNDLE,
    files: {
      'index.html.br': brotliCompressSync(SHELL_TEMPLATE),
      'index.html.gz': gzipSync(SHELL_TEMPLATE),
      'main.js': 'boot();',
      '227.769f8ef1.js': 'chunk();',
      '227.769f8ef1.js.map': MAP,
      'mf-manifest.json': '{"name":"shell"}',
      'server/mf-manifest.json': '{"name":"shell","server":true}',
    },
  });
  port = shell.port;
});

after(() => shell.stop());

test('a page answers any method but GET and HEAD with 405, Allow and the page security headers, never the template', async () => {
  for (const pathname of ['/', '/index', '/about', '/founders/abc', '/no-such-page', '/#x', '/index.html/']) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await rawRequest(port, method, pathname);
      const where = `${method} ${pathname}`;
      assert.equal(response.status, 405, where);
      assert.equal(response.headers.allow, 'GET, HEAD', where);
      assert.match(response.headers['content-security-policy'] ?? '', /script-src 'self' 'nonce-[^']+'/, where);
      assert.match(response.headers['content-security-policy'], /frame-ancestors 'none'/, where);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', where);
      assert.doesNotMatch(response.body, /<html/, where);
    }
  }
});

test('GET and HEAD still render the page, with its security headers', async () => {
  const page = await rawRequest(port, 'GET', '/about');
  assert.equal(page.status, 200);
  assert.match(page.body, /<p>rendered<\/p>/);
  assert.match(page.headers['content-security-policy'], /'nonce-/);
  const head = await rawRequest(port, 'HEAD', '/');
  assert.deepEqual([head.status, head.body], [200, '']);
  assert.match(head.headers['content-security-policy'], /'nonce-/);
});

test("the release's server bundle, page template and a stale source map answer 404 or 405 however they are asked for", async () => {
  const isLeak = (response) =>
    response.body.includes(SHELL_TEMPLATE) ||
    response.body.includes(SERVER_BUNDLE_MARKER) ||
    response.body.includes('sourcesContent') ||
    response.body.includes('"server":true');
  const privateFiles = [
    'index.html',
    'index.html.br',
    'index.html.gz',
    'index',
    'server/server.js',
    'server/mf-manifest.json',
    '227.769f8ef1.js.map',
  ];
  // `//index.html` is a protocol-relative URL to the server (host `index.html`, path `/`): the home page
  const isRenderedPage = (response) =>
    /'nonce-/.test(response.headers['content-security-policy'] ?? '') &&
    (response.body === '' || response.body.includes('<p>rendered</p>'));
  const isRefusal = (response) => [404, 405].includes(response.status) || (response.status === 200 && isRenderedPage(response));
  assert.deepEqual(await leaks(port, privateFiles, isLeak, isRefusal), []);
  // what browsers load from the release is still there
  for (const file of ['main.js', '227.769f8ef1.js', 'mf-manifest.json'])
    assert.equal((await rawRequest(port, 'GET', `/${file}`)).status, 200, file);
});

test('a resource the server cannot produce answers 500, and the server goes on serving', async () => {
  let broken = false;
  const failing = await startShellOnRelease({
    serverBundle: SERVER_BUNDLE,
    config: () => {
      if (broken) throw new Error('the configuration store is down');
      return { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon', remotes: {} };
    },
  });
  try {
    broken = true;
    const config = await fetch(`http://127.0.0.1:${failing.port}/config.json`);
    assert.equal(config.status, 500);
    assert.doesNotMatch(await config.text(), /configuration store/);
    broken = false;
    const again = await fetch(`http://127.0.0.1:${failing.port}/config.json`);
    assert.equal(again.status, 200);
    assert.equal((await again.json()).supabaseAnonKey, 'anon');
  } finally {
    await failing.stop();
  }
});
