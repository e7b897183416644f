// @ts-check
// The link checker (scripts/check-links.mjs) finds what is broken: a path nothing serves, a link that
// leaves the store, an anchor the page lacks; a page of the store and a landing page are fine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLinks, emailLinks } from '../../scripts/check-links.mjs';

test('reports broken links of a landing page and accepts good ones', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-dist-'));
  const page = (rel, body) => {
    fs.mkdirSync(path.join(dist, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), `<!doctype html><main id="main">${body}</main>`);
  };
  page('packhelp.com/help/index.html', '<a href="/cart/">cart</a><a href="/contact/">contact</a><a href="#main">top</a><a href="/nope/">x</a><a href="https://example.com/">y</a><a href="/contact/#missing">z</a><form role="search" method="get" action="/help/search/"></form><form method="post" action="/api/v1/support_requests"></form>');
  page('packhelp.com/help/search/index.html', '<form class="search" method="get" action="/help/find/"></form>');
  page('packhelp.com/contact/index.html', '<a href="/nl-nl/help/?locale=de">nl help</a><a href="/pomoc/">pl help on .com</a>');
  page('packhelp.com/nl-nl/help/index.de.html', '<a href="https://packhelp.pl/pomoc/">pl</a>');
  page('packhelp.pl/pomoc/index.html', '<a href="/koszyk/">koszyk</a><a href="mailto:support@packhelp.com">mail</a>');
  fs.writeFileSync(path.join(dist, 'help-posts.json'), JSON.stringify({ version: 1, stores: { pl: { de: [{ id: 'ok', path: '/pomoc/?locale=de' }, { id: 'gone', path: '/pomoc/gone/?locale=de' }] } } }));
  const { broken, pages } = await checkLinks({ landingDist: dist, consentDist: dist, emailLinks: async () => [] });
  assert.equal(pages, 5);
  const mine = broken.filter((b) => !b.startsWith('store '));
  assert.deepEqual(mine, [
    'packhelp.com/contact/index.html: /pomoc/ is no page this project serves',
    'packhelp.com/help/index.html: /nope/ is no page this project serves',
    'packhelp.com/help/index.html: https://example.com/ leaves the store (example.com)',
    'packhelp.com/help/index.html: /contact/#missing points at #missing, which the page does not have',
    'packhelp.com/help/search/index.html: /help/find/ is no page this project serves',
  ]);
  assert.ok(broken.includes('store pl (de) help search: gone: /pomoc/gone/?locale=de is no page this project serves'), broken.join('\n'));
  assert.ok(!broken.some((b) => b.includes('help search: ok:')));
  // The footer's links name landing pages this fake site lacks.
  assert.ok(broken.some((b) => b.startsWith('store eu (en) footer: about: /about-us/ is no page')));
});

test('checks every e-mail link on its store’s domain and reports one nothing serves', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-dist-'));
  const fake = async (/** @type {string} */ _storefront, /** @type {string} */ region) => {
    const origin = region === 'pl' ? 'https://packhelp.pl' : 'https://packhelp.com';
    return /** @type {Array<[string, string]>} */ ([
      ['order', `${origin}${region === 'pl' ? '/konto/zamowienia/R1' : '/account/orders/R1'}`],
      ['old order link', `${origin}/orders/R1?token=t`],
      ['English path on the Polish store', `${origin}/auth/confirm_email/?token=t`],
      ['Polish path on the storefront origin', region === 'pl' ? 'https://packhelp.com/konto/zamowienia/R1' : `${origin}/account/orders/R1`],
    ]);
  };
  const { broken } = await checkLinks({ landingDist: dist, consentDist: dist, emailLinks: fake });
  const mail = broken.filter((b) => b.includes(' e-mail: '));
  assert.ok(mail.includes('store pl e-mail: old order link: /orders/R1?token=t is no page this project serves'));
  assert.ok(mail.includes('store pl e-mail: English path on the Polish store: /auth/confirm_email/?token=t is no page this project serves'));
  assert.ok(mail.includes('store pl e-mail: Polish path on the storefront origin: /konto/zamowienia/R1 is no page this project serves'));
  assert.ok(!mail.some((b) => b.includes(': order:')), mail.join('\n'));
  assert.ok(!mail.some((b) => b.startsWith('store eu e-mail: English path')), 'English paths are pages of the eu store');
});

test('the e-mails link to the store’s own routes on its own domain (Polish paths for pl)', async () => {
  const pl = new Map(await emailLinks('https://packhelp.com', 'pl'));
  assert.equal(pl.get('order e-mails (placed, paid, production, shipped, delivered, canceled, refunded)'), 'https://packhelp.pl/konto/zamowienia/R1234567');
  assert.equal(pl.get('e-mail confirmation'), 'https://packhelp.pl/auth/potwierdzenie-email/?token=token');
  assert.equal(pl.get('contact confirmation (pl)'), 'https://packhelp.pl/pomoc/');
  const nl = new Map(await emailLinks('https://packhelp.com', 'nl'));
  assert.equal(nl.get('password changed'), 'https://packhelp.com/nl-nl/sign_in/');
  // Locally one origin serves every store (the region cookie picks it): the links stay on it.
  const local = new Map(await emailLinks('http://localhost:3000/', 'pl'));
  assert.equal(local.get('offer e-mail'), 'http://localhost:3000/oferta/token/przeglad');
});
