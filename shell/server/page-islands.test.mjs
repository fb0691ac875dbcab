import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JSDOM } from 'jsdom';
import { bootScriptsOf, pageIslandsScript } from './page-islands.mjs';

const START_APPLICATION_EVENT = 'portal:start-application';

const OPTIONS = {
  scripts: ['/main.js', '/second.js'],
  preloads: ['/bootstrap.js'],
  region: true,
  attributes: { islands: 'data-islands', hydrating: 'data-hydrating', regionHydrated: 'data-region-hydrated' },
  startEvent: START_APPLICATION_EVENT,
  startStorageKeys: ['sb-api-auth-token', 'portal.remote-overrides'],
  startUrlParams: ['access_token', 'remote-override'],
  themeStorageKey: 'portal-theme',
  darkSchemeQuery: '(prefers-color-scheme: dark)',
  themes: {
    light: { label: 'Theme: Light', title: 'Theme: Light (switch to Dark)', next: 'dark' },
    dark: { label: 'Theme: Dark', title: 'Theme: Dark (switch to System)', next: 'system' },
    system: { label: 'Theme: System', title: 'Theme: System (switch to Light)', next: 'light' },
  },
  scrolledThreshold: 10,
  views: { attribute: 'data-record-view', visitorKeyStorageKey: 'portal-visitor-key', configGlobal: '__PORTAL_CONFIG__' },
};

const PAGE = `<!doctype html><html><head></head><body><div id="root">
  <a href="#main" data-island="skip-link">Skip to main content</a>
  <header data-island="header" data-scrolled="false">
    <a href="/about">About</a>
    <button data-island="theme-toggle" data-theme-preference="system" aria-label="Theme: System">T</button>
    <button data-island="menu-open" aria-expanded="false">Open menu</button>
    <div data-island="menu-scrim" hidden></div>
    <div data-island="menu" data-open="false" aria-hidden="true"><button data-island="menu-close">Close menu</button></div>
  </header>
  <main id="main">
    <form><input id="email" value=""><input id="agree" type="checkbox"><select id="role"><option value="a" selected>A</option><option value="b">B</option></select><button id="send" type="submit">Send</button></form>
    <button id="retry" type="button">Retry</button>
  </main>
</div></body></html>`;

/** The page with the inline script run in it; `before` prepares storage or the URL first. */
function load({ url = 'http://portal.test/login', options = OPTIONS, before = () => {}, page = PAGE } = {}) {
  const dom = new JSDOM(page, { url, runScripts: 'outside-only', pretendToBeVisual: true });
  const { window } = dom;
  const requests = [];
  window.fetch = (input, init) => {
    requests.push({ url: String(input), body: JSON.parse(init.body) });
    return Promise.resolve({ ok: true });
  };
  window.__PORTAL_CONFIG__ = { supabaseUrl: 'http://api.test', supabaseAnonKey: 'anon' };
  before(window);
  window.eval(pageIslandsScript(options));
  const html = window.document.documentElement;
  const started = () => [...window.document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const $ = (selector) => window.document.querySelector(selector);
  return { window, html, started, $, requests };
}

/** What React leaves on a node it hydrated (the island waits for it). */
const hydrateByReact = (...elements) => elements.forEach((element) => (element.__reactFiber$test = {}));
/** A few animation frames of the page, and the pause the hand-over waits for (React's pending work). */
const frames = (window) =>
  new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(() => setTimeout(resolve, 100))));

test('a signed-out public page works its header without the application and starts it on a form control', () => {
  const { window, html, started, $ } = load();
  assert.equal(html.getAttribute('data-islands'), 'ready');
  assert.deepEqual(started(), []);

  $('[data-island="menu-open"]').click();
  assert.equal($('[data-island="menu"]').getAttribute('data-open'), 'true');
  assert.equal($('[data-island="menu"]').getAttribute('aria-hidden'), 'false');
  assert.equal($('[data-island="menu-open"]').getAttribute('aria-expanded'), 'true');
  assert.equal($('[data-island="menu-scrim"]').hidden, false);
  assert.equal(window.document.activeElement, $('[data-island="menu-close"]'));
  window.document.activeElement.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  assert.equal($('[data-island="menu"]').getAttribute('data-open'), 'false');
  assert.equal(window.document.activeElement, $('[data-island="menu-open"]'));
  $('[data-island="menu-open"]').click();
  $('[data-island="menu-scrim"]').click();
  assert.equal($('[data-island="menu-scrim"]').hidden, true);

  const toggle = $('[data-island="theme-toggle"]');
  toggle.click();
  assert.equal(window.localStorage.getItem('portal-theme'), 'light');
  assert.equal(toggle.getAttribute('data-theme-preference'), 'light');
  assert.equal(toggle.getAttribute('aria-label'), 'Theme: Light');
  toggle.click();
  assert.equal(html.dataset.theme, 'dark');
  assert.equal(toggle.getAttribute('title'), 'Theme: Dark (switch to System)');

  window.scrollY = 40;
  window.dispatchEvent(new window.Event('scroll'));
  assert.equal($('[data-island="header"]').getAttribute('data-scrolled'), 'true');

  $('[data-island="skip-link"]').click();
  assert.equal(window.document.activeElement, $('main'));
  assert.equal(window.location.hash, '', 'no fragment in the URL');

  // none of that, nor a plain link, needed the application
  $('a').dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
  assert.deepEqual(started(), []);
  $('#email').focus();
  assert.deepEqual(started(), ['/main.js', '/second.js']);
  assert.deepEqual(
    [...window.document.head.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href')),
    ['/bootstrap.js'],
  );
  $('#agree').focus();
  assert.equal(started().length, 2, 'started once');
});

test('a page that may start scrolled shows the scrolled header once loaded; a plain visit is not measured while it loads', async () => {
  const loaded = (window) => new Promise((resolve) => window.addEventListener('load', resolve));
  const scrolledAtStart = (window) => {
    window.scrollY = 40;
  };
  const linkedToAPlace = load({ url: 'http://portal.test/about#mission', before: scrolledAtStart });
  await loaded(linkedToAPlace.window);
  assert.equal(linkedToAPlace.$('[data-island="header"]').getAttribute('data-scrolled'), 'true');

  const plainVisit = load({
    url: 'http://portal.test/about',
    before: (window) => {
      scrolledAtStart(window);
      window.performance.getEntriesByType = (type) => (type === 'navigation' ? [{ type: 'navigate' }] : []);
    },
  });
  await loaded(plainVisit.window);
  assert.equal(plainVisit.$('[data-island="header"]').getAttribute('data-scrolled'), 'false');
});

test('a stored session, a sign-in callback, an override or a part left loading starts the application at once, without islands', () => {
  for (const before of [
    (window) => window.localStorage.setItem('sb-api-auth-token', '{}'),
    (window) => window.localStorage.setItem('portal.remote-overrides', '{}'),
  ]) {
    const { html, started } = load({ before });
    assert.deepEqual(started(), ['/main.js', '/second.js']);
    assert.equal(html.hasAttribute('data-islands'), false);
  }
  assert.equal(load({ url: 'http://portal.test/login#access_token=x' }).started().length, 2);
  const loading = PAGE.replace(
    '<main id="main">',
    '<main id="main"><div role="status" aria-busy="true">Loading your registration...</div>',
  );
  assert.equal(load({ page: loading }).started().length, 2, 'a part the server left loading');
  const streamed = PAGE.replace('<main id="main">', '<main id="main"><div aria-busy="true" data-region-fallback>…</div>');
  assert.equal(load({ page: streamed }).started().length, 0, 'the skeleton of a region that streamed in is not waited for');
  assert.equal(load({ url: 'http://portal.test/?remote-override=m' }).started().length, 2);
});

test('a part whose content the server streamed in is waited for; what it reveals may still start the application', async () => {
  // React's markup for a part that finished after its fallback was sent: the content waits in a hidden
  // segment and the boundary's comment reads `$~` until React shows it on a later frame.
  const boundary = (marker, fallback) =>
    PAGE.replace(
      '<main id="main">',
      `<main id="main"><section><!--${marker}--><template id="B:0"></template>${fallback}<!--/$--></section>`,
    );
  const busy = '<div role="status" aria-busy="true"><span>Loading similar investors...</span></div>';
  const pending = load({ page: boundary('$~', busy) });
  assert.deepEqual(pending.started(), [], 'the fallback of content that has arrived');
  assert.equal(pending.html.getAttribute('data-islands'), 'ready');
  assert.equal(load({ page: boundary('$?', busy) }).started().length, 2, 'a part the server never finished');
  const earlier = PAGE.replace('<main id="main">', `<main id="main"><!--$~--><template id="B:0"></template><p>…</p><!--/$-->${busy}`);
  assert.equal(load({ page: earlier }).started().length, 2, 'a loading state after a finished part is not that part’s');

  const { window, $, started } = pending;
  const section = $('section');
  // React reveals the part: the fallback goes, the content comes in
  section.replaceChildren(window.document.createElement('ul'));
  await frames(window);
  assert.deepEqual(started(), [], 'revealed content with nothing left loading');
  section.insertAdjacentHTML('beforeend', '<div aria-busy="true">Loading documents...</div>');
  await frames(window);
  assert.equal(started().length, 2, 'revealed content with a part of its own left loading');
});

test('the stored theme preference (bare or in an older JSON envelope) is shown by the toggle', () => {
  const bare = load({ before: (window) => window.localStorage.setItem('portal-theme', 'dark') });
  assert.equal(bare.$('[data-island="theme-toggle"]').getAttribute('aria-label'), 'Theme: Dark');
  assert.equal(bare.html.dataset.theme, 'dark');
  const envelope = load({ before: (window) => window.localStorage.setItem('portal-theme', '{"state":{"preference":"light"}}') });
  assert.equal(envelope.$('[data-island="theme-toggle"]').getAttribute('data-theme-preference'), 'light');
});

test('what the visitor did before the region was hydrated is handed over once it is, each field with the value React last saw first', async () => {
  const { window, html, $ } = load();
  const events = [];
  for (const id of ['email', 'agree', 'role'])
    for (const type of ['input', 'change', 'click'])
      $(`#${id}`).addEventListener(type, (event) => !event.isTrusted && events.push(`${id} ${type} ${event.target.value}`));
  let retried = 0;
  $('#retry').addEventListener('click', () => (retried += 1));

  $('#email').focus();
  $('#email').value = 'me@example.org';
  $('#email').dispatchEvent(new window.Event('input', { bubbles: true }));
  $('#role').value = 'b';
  $('#role').dispatchEvent(new window.Event('change', { bubbles: true }));
  $('#retry').click();
  assert.equal(retried, 1, 'the press itself did nothing yet');
  const recorded = events.length;

  html.setAttribute('data-hydrating', 'true');
  await frames(window);
  assert.equal(retried, 1, 'not before the region is hydrated');
  html.setAttribute('data-region-hydrated', 'true');
  hydrateByReact($('#email'), $('#role'));
  await frames(window);
  assert.equal(retried, 1, 'not before every part it hands over is React’s (the button hydrates later)');
  assert.equal(events.length, recorded);
  hydrateByReact($('#retry'));
  await frames(window);

  assert.deepEqual(events.slice(recorded), [
    // React's known value first (it hydrates the field), then the visitor's
    'email input ',
    'email input me@example.org',
    'role change a',
    'role change b',
  ]);
  assert.equal($('#email').value, 'me@example.org');
  assert.equal(retried, 2, 'the press made again');
});

test('a keystroke after React hydrated a noted field, before the hand-over, goes onto what the visitor had typed', async () => {
  const { window, html, $ } = load();
  const email = $('#email');
  email.focus();
  email.value = 'ad';
  email.dispatchEvent(new window.Event('input', { bubbles: true }));
  html.setAttribute('data-hydrating', 'true');
  hydrateByReact(email);
  // React's first render writes its own value back, then the visitor types on
  email.value = '';
  email.dispatchEvent(new window.InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'insertText', data: 'a' }));
  assert.equal(email.value, 'ad', 'the text typed before React was put back under the keystroke');
  email.value += 'a';
  email.dispatchEvent(new window.Event('input', { bubbles: true }));
  html.setAttribute('data-region-hydrated', 'true');
  await frames(window);
  assert.equal(email.value, 'ada', 'nothing handed over later takes the keystroke back');
});

test('a form React owns, sent before the hand-over, gets what was typed into it before React sees the submission', () => {
  const { window, html, $ } = load();
  const email = $('#email');
  email.focus();
  email.value = 'care';
  email.dispatchEvent(new window.Event('input', { bubbles: true }));
  html.setAttribute('data-hydrating', 'true');
  hydrateByReact(email, $('form'));
  email.value = ''; // React's first render puts its own value back
  let submittedWith = null;
  $('form').addEventListener('submit', (event) => {
    event.preventDefault();
    submittedWith = email.value;
  });
  $('form').dispatchEvent(new window.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null }));
  assert.equal(submittedWith, 'care');
});

test('a form sent before it was React’s is sent again, once', async () => {
  const { window, html, $ } = load();
  let submitted = 0;
  $('form').addEventListener('submit', (event) => {
    event.preventDefault();
    if (!event.isTrusted) submitted += 1;
  });
  $('#email').focus();
  $('form').dispatchEvent(new window.SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null }));
  hydrateByReact($('form'));
  html.setAttribute('data-hydrating', 'true');
  html.setAttribute('data-region-hydrated', 'true');
  await frames(window);
  assert.equal(submitted, 1);
});

test("a profile's view is counted with this browser's visitor key", () => {
  const page = PAGE.replace(
    '<main id="main">',
    '<main id="main"><article data-record-view="investor_profile:8b1f4c52-3a5e-4c1e-9d55-2f0c6a1b7e90">',
  );
  const { window, requests } = load({ page });
  assert.equal(requests.length, 1);
  assert.equal(requests[0].url, 'http://api.test/rest/v1/rpc/record_view');
  assert.deepEqual(requests[0].body, {
    item_kind: 'investor_profile',
    item_id: '8b1f4c52-3a5e-4c1e-9d55-2f0c6a1b7e90',
    visitor_key: window.localStorage.getItem('portal-visitor-key'),
  });
});

test('tools can start the application without a gesture', () => {
  const { window, started } = load();
  window.document.dispatchEvent(new window.Event(START_APPLICATION_EVENT));
  assert.equal(started().length, 2);
});

test("the shell's script URLs and preloads are read from the built page's tags, in order", () => {
  assert.deepEqual(
    bootScriptsOf(
      '<link rel="preload" as="script" href="/a.js"><script defer="defer" src="/main.js"></script><script defer src=/x.js></script>',
    ),
    { scripts: ['/main.js', '/x.js'], preloads: ['/a.js'] },
  );
});

test('the inline script cannot be closed by what its options carry', () => {
  const script = pageIslandsScript({ ...OPTIONS, scripts: ['</script><script>alert(1)</script>'] });
  assert.ok(!script.includes('</script>'));
});

test("a page reached by a link on this site has its h1 focused, as the application's route changes do", async () => {
  const page = PAGE.replace('<main id="main">', '<main id="main"><h1>Contact</h1>');
  const visit = async ({ type, referrer }) => {
    const { window } = load({
      page,
      url: 'http://portal.test/contact',
      before: (window) => {
        window.performance.getEntriesByType = () => [{ type }];
        if (referrer) Object.defineProperty(window.document, 'referrer', { value: referrer });
      },
    });
    await new Promise((resolve) =>
      window.document.readyState === 'loading' ? window.addEventListener('DOMContentLoaded', resolve) : resolve(),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    return window.document.activeElement;
  };
  const focused = await visit({ type: 'navigate', referrer: 'http://portal.test/about' });
  assert.equal(focused.tagName, 'H1');
  assert.equal(focused.getAttribute('tabindex'), '-1');
  assert.equal((await visit({ type: 'navigate' })).tagName, 'BODY', 'a first visit');
  assert.equal((await visit({ type: 'back_forward', referrer: 'http://portal.test/about' })).tagName, 'BODY');
  assert.equal((await visit({ type: 'navigate', referrer: 'http://elsewhere.test/contact' })).tagName, 'BODY');
});

test('a page whose region React reveals after parsing has its h1 focused once it is shown', async () => {
  const { window, $ } = load({
    url: 'http://portal.test/contact',
    before: (window) => {
      window.performance.getEntriesByType = () => [{ type: 'navigate' }];
      Object.defineProperty(window.document, 'referrer', { value: 'http://portal.test/about' });
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(window.document.activeElement.tagName, 'BODY', 'no h1 yet');
  // React's reveal moves the streamed region into the page
  $('main').insertAdjacentHTML('afterbegin', '<h1>Contact</h1>');
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(window.document.activeElement.tagName, 'H1');
});

test('a field typed into and focused while the page was still arriving starts the application and is handed over', async () => {
  const { window, html, started, $ } = load({
    before: (window) => {
      const email = window.document.querySelector('#email');
      email.value = 'early@example.org';
      email.focus();
    },
  });
  assert.equal(started().length, 2);
  const values = [];
  $('#email').addEventListener('input', (event) => values.push(event.target.value));
  hydrateByReact($('#email'));
  html.setAttribute('data-hydrating', 'true');
  html.setAttribute('data-region-hydrated', 'true');
  await frames(window);
  assert.deepEqual(values, ['', 'early@example.org']);
});
