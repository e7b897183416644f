// The catalogue pictures the seed points at are served (SVG drawings from the catalogue rows): product,
// variant, bundle and pattern pictures; size, property (swatch and description) and dieline pictures.
// Unknown keys are 404, odd paths never reach a file.
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

  it('gives every variant a gallery of three different views: closed with its size, opened, and its front with its length and height', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/pim/products/?variants[sku]=mailer-box-f22-kraft-eco-color&expand[]=variants&region=eu', headers: bearer })).json().data;
    const variant = product.variants.find((v: { sku: string }) => v.sku === 'mailer-box-f22-kraft-eco-color');
    const urls = variant.images.map((i: { url: string }) => i.url);
    expect(urls).toEqual([
      '/api/assets/variants/mailer-box-f22-kraft-eco-color.svg',
      '/api/assets/variants/mailer-box-f22-kraft-eco-color/open.svg',
      '/api/assets/variants/mailer-box-f22-kraft-eco-color/front.svg',
    ]);
    const bodies = await Promise.all(urls.map(async (url: string) => (await get(url)).body));
    expect(new Set(bodies).size).toBe(3);
    const [, open, front] = bodies;
    // Opened: the lid and inner walls are extra faces; the front: a flat rectangle with 220 and 50 mm.
    expect((open.match(/<polygon/g) ?? []).length).toBeGreaterThan((bodies[0].match(/<polygon/g) ?? []).length);
    expect(front).toContain('<rect x=');
    expect(front).toContain('>220 mm</text>');
    expect(front).toContain('>50 mm</text>');
  });

  it('shows the inner liner and a print inside in the opened view', async () => {
    const kraft = (await get('/api/assets/variants/mailer-box-f22-kraft-eco-color/open.svg')).body;
    expect(kraft).toContain('#c89f6a');
    expect(kraft).not.toContain('#f3f1ec');
    // Natural board with a white liner: kraft outside, white inside.
    const whiteInside = (await get('/api/assets/variants/product-box-wine-box-w1-kraft-white-inside-eco/open.svg')).body;
    expect(whiteInside).toContain('#c89f6a');
    expect(whiteInside).toContain('#f3f1ec');
    // "Inside too": a print mark inside the lid; the same box printed outside only has none.
    expect((await get('/api/assets/variants/mailer-box-f22-kraft-eco-color-inside/open.svg')).body).toContain('<ellipse');
    expect((await get('/api/assets/variants/mailer-box-f22-kraft-eco-color/open.svg')).body).not.toContain('<ellipse');
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
    expect((await get('/api/assets/variants/no-such-box/open.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/variants/mailer-box-f22-white-hd/inside.svg')).statusCode).toBe(400);
  });
});

interface Prop {
  type: string;
  key: string;
  image: string | null;
  descriptionImage: string | null;
}

async function mailer() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/pim/products/?variants[sku]=mailer-box-f22-kraft-eco-color&expand[]=variants&expand[]=configurable_properties&expand[]=editor_assets&region=eu',
    headers: bearer,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    configurableProperties: Prop[];
    variants: Array<{ sku: string; size: { image: string | null; innerLength: number; innerWidth: number; innerHeight: number }; properties?: Prop[]; editorAssets: { dielines: { svg?: string } } | null }>;
  };
}

async function expectSvg(url: string) {
  expect(url).toMatch(/^\/api\/assets\/.+\.svg$/);
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
  expect(res.body.length).toBeLessThan(4000);
  return res.body;
}

describe('GET assets/sizes, assets/properties, assets/dielines', () => {
  it('serves the size picture, the swatch and description picture of every property value, and the dieline the PIM names', async () => {
    const product = await mailer();
    const sizes = [...new Set(product.variants.map((v) => v.size.image))];
    expect(sizes.length).toBeGreaterThan(1);
    for (const url of sizes) expect(await expectSvg(url!)).toContain(' mm</text>');

    const props = product.configurableProperties;
    expect(props.some((p) => p.type === 'material')).toBe(true);
    for (const p of props) {
      await expectSvg(p.image!);
      await expectSvg(p.descriptionImage!);
    }

    const variant = product.variants.find((v) => v.sku === 'mailer-box-f22-kraft-eco-color')!;
    const dieline = await expectSvg(variant.editorAssets!.dielines.svg!);
    // The inner size of F22 (220 × 160 × 50 outer, 1.5 mm board): drawn from the size row.
    expect(dieline).toContain(`${Math.round(variant.size.innerLength)} × ${Math.round(variant.size.innerWidth)} × ${Math.round(variant.size.innerHeight)} mm`);
    expect(dieline).toContain('217 × 157 × 47 mm');
  });

  it('draws a material in its board and a print coverage as a diagram', async () => {
    const kraft = await expectSvg('/api/assets/properties/material/cardboard-natural/swatch.svg');
    expect(kraft).toContain('#c89f6a');
    expect(kraft).toContain('<title>Kraft cardboard</title>');
    const white = await expectSvg('/api/assets/properties/material/cardboard-white/swatch.svg');
    expect(white).not.toContain('#c89f6a');
    const outside = await expectSvg('/api/assets/properties/print_coverage/outside/swatch.svg');
    const both = await expectSvg('/api/assets/properties/print_coverage/outside-inside/swatch.svg');
    expect(both).not.toBe(outside);
    expect(await expectSvg('/api/assets/properties/embellishment/hot-stamping-gold/swatch.svg')).toContain('linearGradient');
    expect(await expectSvg('/api/assets/sizes/mailer-f22.svg')).toContain('F22 · 220 × 160 × 50 mm');
  });

  it('answers 404 for unknown keys and 400 for malformed names, and reads no file', async () => {
    expect((await get('/api/assets/sizes/mailer-f99.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/properties/material/unobtainium/swatch.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/dielines/mailer-box/x99.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/dielines/no-such-product/f22.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/properties/colour/white/swatch.svg')).statusCode).toBe(400);
    expect((await get('/api/assets/properties/material/cardboard-natural/other.svg')).statusCode).toBe(400);
    for (const url of [
      '/api/assets/sizes/..%2F..%2Fpackage.json',
      '/api/assets/sizes/..%2Fsrc%2Fmain.ts.svg',
      '/api/assets/dielines/..%2F..%2Fetc/passwd.svg',
      '/api/assets/properties/material/..%2F..%2Fpackage/swatch.svg',
    ]) {
      const res = await get(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('"name"');
      expect(res.headers['content-type']).not.toContain('svg');
    }
    // The old placeholder URLs of a previous seed are not served either.
    expect((await get('/api/assets/sizes/mailer/f22.png')).statusCode).toBe(404);
  });
});
