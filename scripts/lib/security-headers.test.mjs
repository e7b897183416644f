// The page policy of the static host (security-headers.mjs): `node --test scripts/lib/*.test.mjs`
// (`pnpm run test:scripts`, part of `pnpm test`).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import { test } from 'node:test';
import { applySecurityHeaders, inlineHashes, newNonce, nonceMetaParts, pagePolicy, withNonceMeta } from './security-headers.mjs';

const sha = (/** @type {string} */ text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>',
  '<style>body{margin:0}</style>',
  '<script>window.a=1</script><script src="/main.js"></script>',
  '</head><body>',
  '<div id="ph-header" data-ssr=""><style>.ph-frame{display:flex}</style><header></header></div>',
  '<main><p style="margin:0">a</p><h3 class="x" style="margin:0">b</h3>',
  '<div style="font-family:&quot;Inter&quot;;width:50%">c</div><section aria-labelledby="s" style=\'min-height:6em\'></section>',
  '<p data-style="color:red">not a style attribute</p><p>style="color:red" is text</p></main>',
  '</body></html>',
].join('');

test('a nonce is fresh for every answer and 128 bits long', () => {
  const a = newNonce();
  assert.notEqual(a, newNonce());
  assert.equal(Buffer.from(a, 'base64').length, 16);
});

test('the nonce goes into the head as a meta element the page reads it from', () => {
  const html = withNonceMeta('<!doctype html><html><head><meta charset="utf-8"></head><body><header></header></body></html>', 'abc+/=');
  assert.equal(html, '<!doctype html><html><head><meta property="csp-nonce" nonce="abc+/="><meta charset="utf-8"></head><body><header></header></body></html>');
  assert.equal(withNonceMeta('<html><head lang="x"></head>', 'n'), '<html><head lang="x"><meta property="csp-nonce" nonce="n"></head>');
});

test('a page in pieces gets its nonce in the piece that holds its head, and the same hashes as the whole page', () => {
  const pieces = ['<!doctype html><html><head><title>t</title><style>a{}</style>', '</head><body><main><div data-app="c" data-ssr="">', '<p style="margin:0">€</p>', '</div><script type="application/json" id="d">', '{"a":"\\u003c/script>"}', '</script></main><script>window.b=1</script></body></html>'];
  const sent = nonceMetaParts(pieces, 'n');
  assert.equal(sent.join(''), withNonceMeta(pieces.join(''), 'n'));
  assert.deepEqual(inlineHashes(pieces), inlineHashes(pieces.join('')));
  assert.deepEqual(inlineHashes(pieces).scripts, [sha('window.b=1')]);
  assert.deepEqual(nonceMetaParts(['<p>no head</p>'], 'n'), ['<p>no head</p>']);
});

test('the page\'s inline blocks and style attributes are hashed as the browser reads them', () => {
  const hashes = inlineHashes(PAGE);
  assert.deepEqual(hashes.styles, [sha('body{margin:0}'), sha('.ph-frame{display:flex}')]);
  assert.deepEqual(hashes.scripts, [sha('window.a=1')]);
  // One hash per distinct value; entities decoded; attributes of other names and text left alone.
  assert.deepEqual(hashes.styleAttributes, [sha('margin:0'), sha('font-family:"Inter";width:50%'), sha('min-height:6em')]);
});

test('styles: the answer\'s nonce and the server-rendered blocks\' hashes, never \'unsafe-inline\'', () => {
  const nonce = newNonce();
  const policy = pagePolicy({ remoteOrigins: ['http://localhost:3001'], html: withNonceMeta(PAGE, nonce), nonce });
  assert.deepEqual(policy.styleSrc, ["'self'", 'http://localhost:3001', `'nonce-${nonce}'`, sha('body{margin:0}'), sha('.ph-frame{display:flex}')]);
  assert.deepEqual(policy.styleSrcAttr, ["'unsafe-hashes'", sha('margin:0'), sha('font-family:"Inter";width:50%'), sha('min-height:6em')]);
  // Scripts as before: the page's own inline code by hash, no nonce, no 'unsafe-inline', no eval.
  assert.deepEqual(policy.scriptSrc, ["'self'", 'http://localhost:3001', 'https://js.stripe.com', sha('window.a=1'), "'wasm-unsafe-eval'"]);
  for (const sources of Object.values(policy)) {
    assert.ok(!sources.includes("'unsafe-inline'"), sources.join(' '));
    assert.ok(!sources.includes("'unsafe-eval'"), sources.join(' '));
  }
});

test('a page without style attributes allows none', () => {
  const policy = pagePolicy({ remoteOrigins: [], html: '<html><head></head><body><p>x</p></body></html>', nonce: 'n' });
  assert.deepEqual(policy.styleSrcAttr, ["'none'"]);
});

test('the header as sent: style-src with the nonce, style-src-attr, no \'unsafe-inline\' anywhere', () => {
  const nonce = newNonce();
  const res = new http.ServerResponse(new http.IncomingMessage(/** @type {never} */ (null)));
  applySecurityHeaders(/** @type {never} */ ({}), res, { page: { remoteOrigins: [], html: withNonceMeta(PAGE, nonce), nonce } });
  const header = String(res.getHeader('content-security-policy'));
  const directives = Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  assert.ok(directives['style-src']?.includes(`'nonce-${nonce}'`), header);
  assert.ok(directives['style-src-attr']?.includes("'unsafe-hashes'"), header);
  assert.ok(!header.includes("'unsafe-inline'"), header);
  assert.deepEqual(directives['frame-ancestors'], ["'none'"]);
});

test('a script that runs gets its hash; a data block (the rendered pages\' JSON) never runs and gets none', () => {
  const page = [
    '<script type="module">import "/a.js"</script><script type="text/javascript">b()</script><script type=\'\'>c()</script>',
    '<script type="importmap">{"imports":{}}</script><script type=TEXT/JAVASCRIPT>d()</script>',
    '<script type="application/json" id="ph-ssr-catalogue">{"k":1}</script><script type=application/ld+json>{"@type":"Product"}</script>',
  ].join('');
  assert.deepEqual(inlineHashes(page).scripts, [sha('import "/a.js"'), sha('b()'), sha('c()'), sha('{"imports":{}}'), sha('d()')]);
});

test('a page sent again, as a new copy, gets the same hashes; a page that differs gets its own', () => {
  const first = inlineHashes(PAGE);
  // A page rendered on a worker thread arrives as a copy: the hashes kept for its text answer it.
  assert.deepEqual(inlineHashes([PAGE.slice(0, 40), PAGE.slice(40)]), first);
  assert.deepEqual(inlineHashes(` ${PAGE}`.slice(1)), first);
  assert.deepEqual(inlineHashes(PAGE), first);
  const changed = PAGE.replace('window.a=1', 'window.a=2');
  assert.deepEqual(inlineHashes(changed).scripts, [sha('window.a=2')]);
  assert.deepEqual(inlineHashes(PAGE).scripts, [sha('window.a=1')]);
  // Many other pages in between (more than are kept): the page still gets its own hashes.
  for (let i = 0; i < 100; i += 1) inlineHashes([`<script>x(${i})</script>`]);
  assert.deepEqual(inlineHashes(PAGE), first);
});
