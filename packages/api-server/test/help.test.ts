import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/app';

// The help-posts API over a help-posts.json as the landing site's build writes it (landing/lib/site.mjs).
const post = (id: string, category: string, title: string, text: string, pathPrefix = '/help/') => ({
  id,
  category,
  categoryName: category,
  title,
  summary: `${title} (summary)`,
  path: `${pathPrefix}${id}/`,
  html: `<p>${text}</p>`,
  text,
});
/** Per language: an invoice article whose title a query finds only through the language's stemmer (or, in Czech, by prefix), and a decoy. */
const ARTICLES: Record<string, [query: string, title: string]> = {
  en: ['deliveries', 'How long does delivery take?'],
  de: ['Rechnungen', 'Wie bekomme ich eine Rechnung?'],
  fr: ['factures', 'Comment obtenir une facture ?'],
  es: ['facturas', '¿Cómo consigo una factura?'],
  it: ['fatture', 'Come ottengo una fattura?'],
  pt: ['faturas', 'Como obtenho uma fatura?'],
  nl: ['facturen', 'Hoe krijg ik een factuur?'],
  pl: ['faktury', 'Jak dostać fakturę?'],
  ro: ['cutiile', 'Câte cutii pot comanda?'],
  sv: ['fakturor', 'Hur får jag en faktura?'],
  cs: ['faktur', 'Jak získám fakturu?'],
};
const langs = (prefix: string) =>
  Object.fromEntries(
    Object.entries(ARTICLES).map(([lang, [, title]]) => [
      lang,
      [post('the-one', 'payments', title, 'Body text.', prefix), post('decoy', 'account', 'Zzz', 'Nothing in common.', prefix)],
    ]),
  );

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-help-'));
  const file = path.join(dir, 'help-posts.json');
  fs.writeFileSync(file, JSON.stringify({ version: 1, stores: { eu: langs('/help/'), pl: langs('/pomoc/') } }));
  t = await createTestApp({ config: { helpPostsFile: file } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/help_posts', () => {
  it.each(Object.entries(ARTICLES))('finds the %s article by another form of its word', async (lang, [query, title]) => {
    const res = await get(`/api/v1/help_posts?lang=${lang}&q=${encodeURIComponent(query)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [expect.objectContaining({ id: 'the-one', title, path: '/help/the-one/' })], meta: { lang, total: 1 } });
  });

  it('lists the store’s articles without a query, by category, in the language of Accept-Language, with the store’s paths', async () => {
    const res = await get('/api/v1/help_posts?category=payments', { 'x-region': 'pl', 'accept-language': 'de-CH, en;q=0.5' });
    expect(res.json()).toEqual({
      data: [{ id: 'the-one', category: 'payments', category_name: 'payments', title: ARTICLES.de![1], summary: `${ARTICLES.de![1]} (summary)`, path: '/pomoc/the-one/' }],
      meta: { lang: 'de', total: 1 },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('takes query syntax as words, not as lunr operators', async () => {
    const res = await get(`/api/v1/help_posts?lang=en&q=${encodeURIComponent('delivery:~2 +take^10 -x *')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual(['the-one']);
    expect((await get('/api/v1/help_posts?lang=en&q=%20%3A%3A%20')).json()).toEqual({ data: [], meta: { lang: 'en', total: 0 } });
  });

  it.each([
    ['/api/v1/help_posts?region=xx', 'region'],
    ['/api/v1/help_posts?lang=xx', 'lang'],
    ['/api/v1/help_posts?limit=0', 'limit'],
    [`/api/v1/help_posts?q=${'a'.repeat(201)}`, 'q'],
    ['/api/v1/help_posts?category=nope', 'category'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});

describe('GET /api/v1/help_posts/:id', () => {
  it('reads an article with its body', async () => {
    const res = await get('/api/v1/help_posts/the-one?lang=sv&region=pl');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 'the-one', title: ARTICLES.sv![1], path: '/pomoc/the-one/', html: '<p>Body text.</p>' });
  });

  it('answers 404 for an article the store does not have and 400 for a malformed id', async () => {
    expect((await get('/api/v1/help_posts/nope?lang=en')).statusCode).toBe(404);
    expect((await get('/api/v1/help_posts/..%2Fetc?lang=en')).statusCode).toBe(400);
  });
});

describe('without a built landing site', () => {
  it('answers 503 naming what to build, with Retry-After', async () => {
    const app = await createTestApp({ config: { helpPostsFile: path.join(os.tmpdir(), 'ph-help-missing', 'help-posts.json') } });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/v1/help_posts?lang=en' });
      expect(res.statusCode).toBe(503);
      // A shopper reads the storefront's "try again"; the detail names what to build.
      expect(res.json()).toMatchObject({ code: 'help_posts_unavailable', detail: expect.stringContaining('pnpm build') });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
