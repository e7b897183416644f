// @ts-check
// The link checker (scripts/check-links.mjs) finds what is broken: a path nothing serves, a link that
// leaves the store, an anchor the page lacks; a page of the store and a landing page are fine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLinks } from '../../scripts/check-links.mjs';

test('reports broken links of a landing page and accepts good ones', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-dist-'));
  const page = (rel, body) => {
    fs.mkdirSync(path.join(dist, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), `<!doctype html><main id="main">${body}</main>`);
  };
  page('packhelp.com/help/index.html', '<a href="/cart/">cart</a><a href="/contact/">contact</a><a href="#main">top</a><a href="/nope/">x</a><a href="https://example.com/">y</a><a href="/contact/#missing">z</a>');
  page('packhelp.com/contact/index.html', '<a href="/nl-nl/help/?locale=de">nl help</a><a href="/pomoc/">pl help on .com</a>');
  page('packhelp.com/nl-nl/help/index.de.html', '<a href="https://packhelp.pl/pomoc/">pl</a>');
  page('packhelp.pl/pomoc/index.html', '<a href="/koszyk/">koszyk</a><a href="mailto:support@packhelp.com">mail</a>');
  const { broken, pages } = checkLinks({ landingDist: dist, consentDist: dist });
  assert.equal(pages, 4);
  const mine = broken.filter((b) => !b.startsWith('store '));
  assert.deepEqual(mine, [
    'packhelp.com/contact/index.html: /pomoc/ is no page this project serves',
    'packhelp.com/help/index.html: /nope/ is no page this project serves',
    'packhelp.com/help/index.html: https://example.com/ leaves the store (example.com)',
    'packhelp.com/help/index.html: /contact/#missing points at #missing, which the page does not have',
  ]);
  // The footer's links name landing pages this fake site lacks.
  assert.ok(broken.some((b) => b.startsWith('store eu (en) footer: about: /about-us/ is no page')));
});
