// Catalogue routes (docs/domain.md#the-apis-calls "Prices and catalogue"): the PIM reads behind the public bearer
// token, patterns, delivery estimates, emissions, product structure and express delivery. The price
// routes (../pricing/routes.ts) share this module's cache through `catalogueCacheFor`.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveryEstimatesQuery,
  DeliveryEstimatesResponse,
  EmissionsQuery,
  EmissionsResponse,
  ExpressDeliveryQuery,
  ExpressDeliveryResponse,
  PatternsQuery,
  PatternsResponse,
  PimBundleResponse,
  PimIdParams,
  PimProductQuery,
  PimProductResponse,
  PimProductsQuery,
  ProductStructureQuery,
  ProductStructureResponse,
} from '@ph/api-contract';
import { requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { catalogueImageRoutes } from './imageRoutes';
import { catalogueChangeRoutes } from './changeFeed';
import { z } from 'zod';
import { deliveryEstimates, deliveryStart } from './deliveryService';
import { aliasOf, catalogueTokenAuth, hasCatalogueToken, requestRegion, requireCatalogueToken } from './http';
import { findPimProductByVariantSku, getPimBundle, getPimProduct, type PimReadOptions } from './pimService';
import { expressDelivery, patterns, productEmissions, productStructure } from './productInfoService';
import { languageFor } from '../http';
import { catalogueCacheOf, rawKey, type CatalogueCacheOptions, type ResponseCache } from './responseCache';
import type { FastifyRequest } from 'fastify';

const SkuParams = z.strictObject({ sku: z.string().trim().min(1).max(200) });

function pimOptions(request: FastifyRequest, query: PimProductQuery): PimReadOptions {
  const region = requestRegion(request, query.region);
  return {
    region,
    lang: languageFor(request, region),
    salesChannelId: query.salesChannelId,
    expand: query.expand ?? [],
    withEmptyPricing: query.withEmptyPricing ?? false,
    withUnavailable: query.withUnavailable ?? false,
  };
}

/** Cache key of a read: the route and every input that shapes its answer, in a fixed order. */
function pimKey(route: string, id: string, o: PimReadOptions): string {
  return [route, id, o.region, o.lang, o.salesChannelId ?? '', [...o.expand].sort().join(','), o.withEmptyPricing, o.withUnavailable].join('|');
}

/**
 * The app's catalogue cache for a route plugin (the catalogue's and the prices'), with its fast path:
 * a URL answered from the cache before is answered again before query parsing, validation and the
 * handler (see responseCache.ts).
 */
export function catalogueCacheFor(app: FastifyInstance, opts: Partial<CatalogueCacheOptions> = {}): ResponseCache {
  const cache = catalogueCacheOf(app.ctx, opts);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const hit = cache.lookupRaw(rawKey(request.url, request.headers['x-region'], request.askedLanguage));
    if (!hit || (hit.auth === 'catalogue-token' && !hasCatalogueToken(request))) return;
    return cache.send(reply, hit.entry);
  });
  return cache;
}

export const catalogueRoutes: FastifyPluginAsyncZod<Partial<CatalogueCacheOptions>> = async (app, opts) => {
  const { db } = app.ctx;
  const cache = catalogueCacheFor(app, opts);

  app.get(
    '/pim/products/:id',
    {
      preHandler: requireCatalogueToken,
      schema: {
        tags: ['catalogue'],
        summary: 'A catalogue product with optional expansions',
        security: catalogueTokenAuth,
        params: PimIdParams,
        querystring: PimProductQuery,
        response: { 200: PimProductResponse, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const options = pimOptions(request, request.query);
      return cache.reply(
        reply,
        pimKey('product', String(request.params.id), options),
        PimProductResponse,
        async () => ({ data: await getPimProduct(db, request.params.id, options) }),
        aliasOf(request, 'catalogue-token'),
      );
    },
  );

  app.get(
    '/pim/products',
    {
      preHandler: requireCatalogueToken,
      schema: {
        tags: ['catalogue'],
        summary: 'The one product owning the variant sku(s); a fallback product for unknown skus with withUnavailable',
        security: catalogueTokenAuth,
        querystring: PimProductsQuery,
        response: { 200: PimProductResponse, ...errors(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const options = pimOptions(request, request.query);
      const skus = request.query['variants[sku]'];
      return cache.reply(
        reply,
        pimKey('product-by-sku', [...skus].sort().join(','), options),
        PimProductResponse,
        async () => ({ data: await findPimProductByVariantSku(db, skus, options) }),
        aliasOf(request, 'catalogue-token'),
      );
    },
  );

  app.get(
    '/pim/bundles/:id',
    {
      preHandler: requireCatalogueToken,
      schema: {
        tags: ['catalogue'],
        summary: 'A bundle with its products',
        security: catalogueTokenAuth,
        params: PimIdParams,
        querystring: PimProductQuery,
        response: { 200: PimBundleResponse, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const options = pimOptions(request, request.query);
      return cache.reply(
        reply,
        pimKey('bundle', String(request.params.id), options),
        PimBundleResponse,
        async () => ({ data: await getPimBundle(db, request.params.id, options) }),
        aliasOf(request, 'catalogue-token'),
      );
    },
  );

  app.get(
    '/v2/products/patterns',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Editor patterns offered in a region',
        querystring: PatternsQuery,
        response: { 200: PatternsResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      const region = requestRegion(request, request.query.region);
      const lang = languageFor(request, region);
      return cache.reply(reply, `patterns|${region}|${lang}`, PatternsResponse, () => patterns(db, region, lang), aliasOf(request, 'public'));
    },
  );

  app.get(
    '/v1/delivery_estimates',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Earliest and latest delivery dates per sku (working days, cut-off at noon)',
        querystring: DeliveryEstimatesQuery,
        response: { 200: DeliveryEstimatesResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const input = {
        region: requestRegion(request, q.region),
        skus: q.variant_skus,
        startDate: q.start_date,
        startTime: q.start_time,
        country: q.country,
        now: app.ctx.now(),
      };
      // Pages ask for "an order placed now": that answer changes at most once a minute (the start time
      // is in the key) or when the catalogue does. Other start dates are computed each time, so that
      // arbitrary dates cannot fill the cache.
      if (q.start_date !== undefined || q.start_time !== undefined) return deliveryEstimates(db, input);
      const start = deliveryStart(input);
      const key = ['delivery_estimates', input.region, start.date, start.time, q.country ?? '', q.variant_skus.join(',')].join('|');
      // The same for everyone until the minute turns: a shared cache may keep it that long at most.
      const minuteLeftS = 60 - Math.floor(input.now.getTime() / 1000) % 60;
      return cache.reply(reply, key, DeliveryEstimatesResponse, () => deliveryEstimates(db, input), null, { shared: true, maxAgeS: minuteLeftS });
    },
  );

  app.get(
    '/v2/products/:sku/emissions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Estimated kg CO2e of an order quantity of a variant',
        security: tokenAuth,
        params: SkuParams,
        querystring: EmissionsQuery,
        response: { 200: EmissionsResponse, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const quantity = request.query.quantity ?? request.query.product_quantity ?? 0;
      const { sku } = request.params;
      // The same for every visitor: a token is asked for, but the answer is not theirs.
      return cache.reply(reply, `emissions|${sku}|${quantity}`, EmissionsResponse, () => productEmissions(db, sku, quantity), null, { shared: true });
    },
  );

  app.get(
    '/product_structure',
    {
      preHandler: requireUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Product, variants, sizes and properties of a sku',
        security: tokenAuth,
        querystring: ProductStructureQuery,
        response: { 200: ProductStructureResponse, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const region = requestRegion(request, undefined);
      const lang = languageFor(request, region);
      return cache.reply(reply, `structure|${request.query.sku}|${lang}`, ProductStructureResponse, () => productStructure(db, request.query.sku, lang));
    },
  );

  app.get(
    '/prices/express_delivery',
    {
      schema: {
        tags: ['prices'],
        summary: 'Express production options for a sku and delivery country',
        querystring: ExpressDeliveryQuery,
        response: { 200: ExpressDeliveryResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { sku, country } = request.query;
      return cache.reply(reply, `express|${sku}|${country}`, ExpressDeliveryResponse, () => expressDelivery(db, sku, country), aliasOf(request, 'public'));
    },
  );

  await app.register(catalogueImageRoutes);
  await app.register(catalogueChangeRoutes);
};
