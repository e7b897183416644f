// The catalogue pictures the seed points at are served (SVG drawings from the catalogue rows).
import { bearer, createSeededApp, type SeededApp } from './catalogue.fixtures';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp();
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET assets/…', () => {
  it('serves every picture a product page and a bundle name, as cacheable SVG', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/pim/products/?variants[sku]=mailer-box-f22-kraft-eco-color&expand[]=variants&region=eu', headers: bearer })).json().data;
    const bundle = (await t.app.inject({ method: 'GET', url: `/api/pim/bundles/${await t.bundleId('ecommerce-starter')}?region=eu`, headers: bearer })).json().data;
    const urls: string[] = [
      ...product.images.map((i: { url: string }) => i.url),
      ...product.variants.flatMap((v: { images: Array<{ url: string }> }) => v.images.map((i) => i.url)),
      product.customSizeConfig.image,
      ...bundle.images.map((i: { url: string }) => i.url),
    ];
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/assets\/.+\.svg$/);
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
      expect(res.body.length).toBeLessThan(4000);
    }
  });

  it('draws a variant in its board colour with its size', async () => {
    const kraft = await get('/api/assets/variants/mailer-box-f22-kraft-eco-color.svg');
    expect(kraft.body).toContain('F22 · 220 × 160 × 50 mm');
    expect(kraft.body).toContain('#c89f6a');
    const white = await get('/api/assets/variants/mailer-box-f22-white-hd.svg');
    expect(white.body).not.toContain('#c89f6a');
  });

  it('serves pattern tiles', async () => {
    const patterns = (await get('/api/v2/products/patterns?region=eu')).json().data as Array<{ image: string }>;
    expect(patterns.length).toBeGreaterThan(0);
    for (const p of patterns) expect((await get(p.image)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown key and 400 for a malformed file name', async () => {
    expect((await get('/api/assets/variants/no-such-box.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/bundles/nothing.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/variants/..%2Fsecret.svg')).statusCode).toBe(400);
    expect((await get('/api/assets/products/mailer-box/other.svg')).statusCode).toBe(400);
  });
});
