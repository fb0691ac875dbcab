import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FORM_GUARD_SCRIPT, documentEnd, documentStart, headTags, parseTemplate } from './html-document.mjs';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Client page"><title>Donation Network</title>' +
  '<script defer src=/main.js></script><link rel=preload as=script href=/a.123.js></head><body><div id=root></div></body></html>';

test('the template loses its own title and description, and its scripts move to the end of the body', () => {
  const parsed = parseTemplate(TEMPLATE);
  assert.equal(parsed.headStart, '<!doctype html><html lang=en><head><meta charset=utf-8>');
  assert.equal(parsed.scripts, '<script defer src=/main.js></script><link rel=preload as=script href=/a.123.js>');
  const end = documentEnd({ head: '', styleTags: '', html: '<p>x</p>', queryState: { queries: [] }, scripts: parsed.scripts });
  assert.match(
    end,
    /<div id="root"><p>x<\/p><\/div><script type="application\/json" id="portal-query-state">.*<\/script><script defer src=\/main\.js>/,
  );
});

test('a template without an empty #root is refused', () => {
  assert.throws(() => parseTemplate('<html><head></head><body></body></html>'), /empty #root/);
});

test('the head start carries the theme script and the configuration under the nonce, safely escaped', () => {
  const start = documentStart(parseTemplate(TEMPLATE), {
    config: {
      supabaseUrl: 'http://api.test',
      supabaseAnonKey: '</script><script>alert(1)</script>',
      remotes: { marketing: 'http://m.test/mf-manifest.json' },
    },
    remoteKey: 'marketing',
    nonce: 'abc=',
    themeBootScript: 'setTheme()',
  });
  assert.match(start, /<script nonce="abc=">setTheme\(\)\n[^<]*'submit'[^<]*<\/script>/);
  assert.match(start, /<link rel="preload" as="fetch" crossorigin href="http:\/\/m\.test\/mf-manifest\.json">/);
  assert.ok(!start.includes('</script><script>alert(1)'));
});

test('head tags escape the page title and description', () => {
  const tags = headTags({ title: 'A <b> & "C"', description: "it's", canonicalUrl: 'http://x.test/a', siteName: 'Donation Network' });
  assert.match(tags, /<title>A &lt;b&gt; &amp; &quot;C&quot;<\/title>/);
  assert.match(tags, /<meta name="description" content="it&#39;s">/);
  assert.match(tags, /<link rel="canonical" href="http:\/\/x\.test\/a">/);
});

test('a form is never submitted natively (its fields would go into the URL): the application sends it', () => {
  let prevented = 0;
  const listeners = [];
  const document = { addEventListener: (type, listener, capture) => listeners.push([type, listener, capture]) };
  new Function('document', FORM_GUARD_SCRIPT)(document);
  const [[type, listener, capture]] = listeners;
  assert.equal(type, 'submit');
  assert.equal(capture, true, 'before any handler of the page');
  listener({ preventDefault: () => (prevented += 1) });
  assert.equal(prevented, 1);
});
