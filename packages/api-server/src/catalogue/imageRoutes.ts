// `GET assets/…`: the catalogue pictures the seed points at, drawn from the catalogue rows (size,
// board colour, print). Public, cacheable for a year: a sku's size and board never change (a new
// drawing style would get new URLs).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db';
import { PROPERTY_TYPES } from './constants';
import { NotFound } from '../errors';
import { errors } from '../http';
import { BOARD_COLOURS, boardColour, boxSvg, bundleSvg, frontSvg, inkColour, insideColour, openBoxSvg, patternSvg, printsInside, propertySlug, VARIANT_VIEWS, type BoxPicture } from './images';
import { dielineSvg, propertySvg } from './optionImages';
import * as repo from './repository';
import { toMillimetres } from './units';

const FILE = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}\.svg$/i, 'must be <key>.svg');
const SKU = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/i);

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, body: string) {
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', IMAGE_CACHE_CONTROL).send(body);
}

/** Documented as an SVG document (a string); sent as-is with the image content type. */
const SVG_RESPONSES = { 200: z.string().describe('image/svg+xml document'), ...errors(400, 404) };

const keyOf = (file: string) => file.replace(/\.svg$/i, '');

/** The drawing of published variants (first one found per id), keyed by variant id. */
async function boxes(db: Db, variants: ReadonlyArray<repo.VariantWithSize>): Promise<Map<number, BoxPicture>> {
  const props = await repo.findVariantProperties(db, variants.map((v) => v.variant.id));
  const out = new Map<number, BoxPicture>();
  for (const { variant, size } of variants) {
    const mine: Record<string, string> = {};
    for (const p of props) if (p.variantId === variant.id) mine[p.property.type] = p.property.key;
    const mm = (v: number | null) => toMillimetres(v ?? 0, size.lengthUnit);
    const [length, width, height] = [mm(size.length), mm(size.width), mm(size.height || size.diameter)];
    const board = boardColour(mine);
    const ink = inkColour(mine.print_mode, board);
    const inside = insideColour(mine, board);
    out.set(variant.id, {
      length: length || 100,
      width: width || 100,
      height: height || 50,
      board,
      ink,
      inside,
      // A print inside needs a colour to show on the liner even where the outside ink is white.
      insideInk: ink && printsInside(mine) ? inkColour(mine.print_mode, inside) : null,
      label: length && width && height ? `${size.code ? `${size.code} · ` : ''}${Math.round(length)} × ${Math.round(width)} × ${Math.round(height)} mm` : size.label,
    });
  }
  return out;
}

async function variantsOfProduct(db: Db, sku: string): Promise<{ product: repo.ProductRow; variants: repo.VariantWithSize[] }> {
  const product = await repo.findProductBySku(db, sku);
  if (!product) throw new NotFound(`No picture for product ${sku}`);
  const variants = (await repo.findVariantsOfProducts(db, [product.id])).filter((v) => v.variant.status === 'published');
  if (variants.length === 0) throw new NotFound(`No picture for product ${sku}`);
  return { product, variants };
}

export const catalogueImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/assets/variants/:file', { schema: { tags: ['catalogue'], summary: 'Picture of a variant (SVG): the box in its board with its size', params: z.strictObject({ file: FILE }), response: SVG_RESPONSES } }, async (request, reply) => {
    const { file } = request.params;
    const rows = await repo.findVariantsBySkus(db, [keyOf(file)]);
    const row = rows[0];
    if (!row) throw new NotFound(`No picture for variant ${keyOf(file)}`);
    const box = (await boxes(db, [row])).get(row.variant.id)!;
    return sendSvg(reply, boxSvg(box, row.product.name.en));
  });

  app.get(
    '/assets/variants/:sku/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Another view of a variant (SVG): `open` (lid up: the inside and a print inside) or `front` (the front flat with its length and height)',
        params: z.strictObject({ sku: SKU, file: z.enum(VARIANT_VIEWS.map((v) => `${v}.svg` as const) as ['open.svg', 'front.svg']) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const { sku, file } = request.params;
      const row = (await repo.findVariantsBySkus(db, [sku]))[0];
      if (!row) throw new NotFound(`No picture for variant ${sku}`);
      const box = (await boxes(db, [row])).get(row.variant.id)!;
      return sendSvg(reply, file === 'open.svg' ? openBoxSvg(box, row.product.name.en) : frontSvg(box, row.product.name.en));
    },
  );

  app.get(
    '/assets/products/:sku/:file',
    { schema: { tags: ['catalogue'], summary: 'Picture of a product (SVG): its first variant; `detail` adds its size label', params: z.strictObject({ sku: SKU, file: z.enum(['main.svg', 'detail.svg']) }), response: SVG_RESPONSES } },
    async (request, reply) => {
      const { sku, file } = request.params;
      const { product, variants } = await variantsOfProduct(db, sku);
      const first = variants[0]!;
      const pictures = await boxes(db, variants);
      const box = pictures.get(first.variant.id)!;
      return sendSvg(reply, boxSvg(file === 'main.svg' ? { ...box, label: null } : box, product.name.en));
    },
  );

  app.get('/assets/custom-size/:file', { schema: { tags: ['catalogue'], summary: 'Custom size picture (SVG): the box with its L, W, H edges', params: z.strictObject({ file: FILE }), response: SVG_RESPONSES } }, async (request, reply) => {
    const { file } = request.params;
    const { product, variants } = await variantsOfProduct(db, keyOf(file));
    const box = (await boxes(db, [variants[0]!])).get(variants[0]!.variant.id)!;
    return sendSvg(reply, boxSvg({ ...box, ink: null, label: null, dimensionLetters: true }, product.name.en));
  });

  app.get('/assets/bundles/:file', { schema: { tags: ['catalogue'], summary: 'Picture of a bundle (SVG): its products side by side', params: z.strictObject({ file: FILE }), response: SVG_RESPONSES } }, async (request, reply) => {
    const { file } = request.params;
    const bundle = await repo.findBundleByKey(db, keyOf(file));
    if (!bundle) throw new NotFound(`No picture for bundle ${keyOf(file)}`);
    // Drawn in product id order, not the bundle's listing order, so a picture's URL keeps its look.
    const productIds = (await repo.findBundleProducts(db, bundle.id)).map((p) => p.productId).sort((a, b) => a - b);
    const all = await repo.findVariantsOfProducts(db, productIds);
    const firsts = [...new Map(all.filter((v) => v.variant.status === 'published').map((v) => [v.variant.productId, v] as const)).values()];
    const primary = all.find((v) => v.variant.id === bundle.primaryVariantId);
    const shown = primary ? [primary, ...firsts.filter((v) => v.variant.productId !== primary.variant.productId)] : firsts;
    const pictures = await boxes(db, shown);
    return sendSvg(reply, bundleSvg(shown.map((v) => pictures.get(v.variant.id)!), bundle.name.en));
  });

  app.get('/assets/patterns/:file', { schema: { tags: ['catalogue'], summary: 'A print pattern tile (SVG)', params: z.strictObject({ file: FILE }), response: SVG_RESPONSES } }, async (request, reply) => {
    const { file } = request.params;
    const pattern = await repo.findPatternByKey(db, keyOf(file));
    if (!pattern) throw new NotFound(`No picture for pattern ${keyOf(file)}`);
    return sendSvg(reply, patternSvg(pattern.key, pattern.name.en));
  });

  app.get('/assets/sizes/:file', { schema: { tags: ['catalogue'], summary: 'Picture of a size (SVG): a plain box with its outer dimensions', params: z.strictObject({ file: FILE }), response: SVG_RESPONSES } }, async (request, reply) => {
    const key = keyOf(request.params.file).toLowerCase();
    const size = await repo.findSizeByKey(db, key);
    if (!size) throw new NotFound(`No picture for size ${key}`);
    const mm = (v: number | null) => toMillimetres(v ?? 0, size.lengthUnit);
    const [length, width, height] = [mm(size.length), mm(size.width), mm(size.height || size.diameter)];
    return sendSvg(reply, boxSvg({ length: length || 100, width: width || 100, height: height || 50, board: BOARD_COLOURS.kraft!, ink: null, label: size.label }, size.label));
  });

  app.get(
    '/assets/properties/:type/:slug/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Picture of a property value (SVG): `swatch` (its image) or `description` (its description image)',
        params: z.strictObject({ type: z.enum(PROPERTY_TYPES), slug: SKU, file: z.enum(['swatch.svg', 'description.svg']) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const { type, slug, file } = request.params;
      const values = await repo.findPropertiesOfType(db, type);
      const property = values.find((p) => propertySlug(p.key) === slug.toLowerCase());
      if (!property) throw new NotFound(`No picture for ${type} ${slug}`);
      return sendSvg(reply, propertySvg(type, property.key, file === 'swatch.svg' ? 'swatch' : 'description', property.name.en));
    },
  );

  app.get(
    '/assets/dielines/:sku/:file',
    { schema: { tags: ['catalogue'], summary: 'Dieline of a product in one of its sizes (SVG): the flat blank on inner dimensions', params: z.strictObject({ sku: SKU, file: FILE }), response: SVG_RESPONSES } },
    async (request, reply) => {
      const { sku, file } = request.params;
      const code = keyOf(file).toLowerCase();
      const { product, variants } = await variantsOfProduct(db, sku);
      const size = variants.map((v) => v.size).find((s) => s.code.toLowerCase() === code);
      if (!size) throw new NotFound(`No dieline for ${sku} in size ${code}`);
      const mm = (v: number | null, fallback: number | null) => toMillimetres(v ?? fallback ?? 0, size.lengthUnit);
      const inner = { innerLength: mm(size.innerLength, size.length), innerWidth: mm(size.innerWidth, size.width), innerHeight: mm(size.innerHeight ?? size.innerDiameter, size.height) };
      if (!inner.innerLength || !inner.innerWidth || !inner.innerHeight) throw new NotFound(`No dieline for ${sku} in size ${code}`);
      return sendSvg(reply, dielineSvg(inner, `${product.name.en} · ${size.code}`));
    },
  );
};
