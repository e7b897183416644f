// Price routes (docs/domain.md#the-apis-calls "Prices and catalogue"). Registered by the catalogue plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { RegionCode } from '@ph/region-config';
import {
  CountryTaxesResponse,
  DynamicPricesBody,
  DynamicPricesResponse,
  LinePricesBody,
  LinePricesResponse,
  MinimalOrderPricesResponse,
  MinimalPricesResponse,
  PriceListResponse,
  PricesQuery,
  SegmentationResponse,
  ShipmentPricesResponse,
  VariantsQuery,
  VariantsResponse,
} from '@ph/api-contract';
import { findSession } from '../auth';
import { Unauthorized } from '../errors';
import { currentSession, optionalUser, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { aliasOf, requestRegion } from '../catalogue';
import { priceContext, type PriceContext } from '../tax';
import { languageFor } from '../http';
import { linePrices } from './linePrices';
import { catalogueCacheFor } from '../catalogue';
import type { UserRow } from '../auth';
import {
  countryTaxes,
  dynamicPrices,
  minimalOrderPrices,
  minimalPrices,
  priceList,
  segmentation,
  shipmentPrices,
  taxMeta,
  variantsPage,
  type CatalogueFilter,
} from './priceService';
import type { TaxCustomer } from '../tax';

/** Customer tax profile of a signed-in user: no reverse charge until a VAT ID is validated at checkout. */
function taxCustomerOf(user: UserRow | null): TaxCustomer | null {
  return user ? { type: user.customerType ?? 'b2c', validatedVatCountryIso: null } : null;
}

interface PriceRequestContext {
  ctx: PriceContext;
  filter: CatalogueFilter;
  user: UserRow | null;
  /** Identifies everything the answer depends on. */
  key: string;
  /** Fast-path alias: only without a token, whose session must be checked on every request. */
  alias: ReturnType<typeof aliasOf> | null;
}

/**
 * Region, tax country and filters of a price query. A `token` must be a live session (else 401); the
 * customer's chosen shipping destination then decides the tax country unless `tax_country_iso` does.
 */
async function priceRequest(request: FastifyRequest, query: PricesQuery): Promise<PriceRequestContext> {
  const region: RegionCode = requestRegion(request, query.region);
  let user: UserRow | null = null;
  if (query.token) {
    const session = await findSession(request.server.ctx.db, query.token, request.server.ctx.now());
    if (!session) throw new Unauthorized('Auth token is invalid or expired', 'invalid_token');
    user = session.user;
  }
  let taxCountry = query.tax_country_iso;
  if (!taxCountry && user?.shippingCountryIso) {
    const candidate = user.shippingCountryIso.toUpperCase();
    if (priceContext(region).taxRegion.allowedShippingCountries.includes(candidate)) taxCountry = candidate;
  }
  const ctx = priceContext(region, taxCountry, taxCustomerOf(user));
  const filter: CatalogueFilter = { productSku: query.product, sizeCode: query.product_size, productTypeKey: query.boxModel };
  const key = [region, ctx.tax.countryIso, ctx.tax.rateBp, ctx.tax.reason, filter.productSku ?? '', filter.sizeCode?.toLowerCase() ?? '', filter.productTypeKey ?? ''].join('|');
  return { ctx, filter, user, key, alias: query.token ? null : aliasOf(request, 'public') };
}

const PRICE_ERRORS = errors(400, 401);

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  // The catalogue's cache: a catalogue or price change invalidates both (catalogue/invalidation.ts).
  const cache = catalogueCacheFor(app);

  for (const path of ['/prices/list', '/api/prices/list']) {
    app.get(
      path,
      {
        schema: {
          tags: ['prices'],
          summary: 'Volume prices of every published variant matching the filters',
          querystring: PricesQuery,
          response: { 200: PriceListResponse, ...PRICE_ERRORS },
        },
      },
      async (request, reply) => {
        const { ctx, filter, key, alias } = await priceRequest(request, request.query);
        return cache.reply(
          reply,
          `prices|${key}`,
          PriceListResponse,
          async () => ({ data: await priceList(db, ctx, filter), meta: { ...taxMeta(ctx), cache_buster: 'v3' as const } }),
          alias,
        );
      },
    );
  }

  app.get(
    '/api/prices/country_taxes',
    {
      schema: { tags: ['prices'], summary: 'VAT rate per delivery country of the store', querystring: PricesQuery, response: { 200: CountryTaxesResponse, ...PRICE_ERRORS } },
    },
    async (request) => {
      const { ctx, user } = await priceRequest(request, request.query);
      return { data: countryTaxes(ctx.region, taxCustomerOf(user)), meta: { region: ctx.region, currency: ctx.currency } };
    },
  );

  app.get(
    '/api/prices/minimal',
    {
      schema: { tags: ['prices'], summary: 'Lowest unit price per product', querystring: PricesQuery, response: { 200: MinimalPricesResponse, ...PRICE_ERRORS } },
    },
    async (request, reply) => {
      const { ctx, filter, key, alias } = await priceRequest(request, request.query);
      return cache.reply(reply, `minimal|${key}`, MinimalPricesResponse, async () => ({ data: await minimalPrices(db, ctx, filter), meta: taxMeta(ctx) }), alias);
    },
  );

  app.get(
    '/api/prices/minimal_price_for_minimal_order',
    {
      schema: {
        tags: ['prices'],
        summary: 'Cheapest smallest order per product',
        querystring: PricesQuery,
        response: { 200: MinimalOrderPricesResponse, ...PRICE_ERRORS },
      },
    },
    async (request, reply) => {
      const { ctx, filter, key, alias } = await priceRequest(request, request.query);
      return cache.reply(
        reply,
        `minimal-order|${key}`,
        MinimalOrderPricesResponse,
        async () => ({ data: await minimalOrderPrices(db, ctx, filter), meta: taxMeta(ctx) }),
        alias,
      );
    },
  );

  app.get(
    '/api/prices/shipment_prices_list',
    {
      schema: { tags: ['prices'], summary: 'Shipping methods of the store with prices', querystring: PricesQuery, response: { 200: ShipmentPricesResponse, ...PRICE_ERRORS } },
    },
    async (request, reply) => {
      const { ctx, key, alias } = await priceRequest(request, request.query);
      return cache.reply(reply, `shipment|${key}`, ShipmentPricesResponse, async () => ({ data: await shipmentPrices(db, ctx), meta: taxMeta(ctx) }), alias);
    },
  );

  app.get(
    '/api/segmentation',
    {
      schema: {
        tags: ['prices'],
        summary: 'The price segment of the request: store, currency, tax and customer type',
        querystring: PricesQuery,
        response: { 200: SegmentationResponse, ...PRICE_ERRORS },
      },
    },
    async (request) => {
      const { ctx, user } = await priceRequest(request, request.query);
      return { data: segmentation(ctx, { type: user?.customerType ?? 'b2c', signedIn: user?.kind === 'registered' }) };
    },
  );

  app.get(
    '/v2/variants',
    {
      schema: {
        tags: ['prices'],
        summary: 'Price records of variants by PIM id (at most 100 per page)',
        querystring: VariantsQuery,
        response: { 200: VariantsResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const ctx = priceContext(requestRegion(request, q.region), q.tax_country_iso);
      const ids = q.external_pim_id ? [...new Set(q.external_pim_id)].sort() : undefined;
      const key = ['variants', ctx.region, ctx.tax.countryIso, ctx.tax.rateBp, ids?.join(',') ?? '*', q.page, q.per_page].join('|');
      return cache.reply(reply, key, VariantsResponse, async () => {
        const page = await variantsPage(db, ctx, { externalPimIds: ids, page: q.page, perPage: q.per_page });
        return {
          data: page.data,
          meta: { ...taxMeta(ctx), pagination: { page: q.page, per_page: q.per_page, total: page.total, total_pages: Math.ceil(page.total / q.per_page) } },
        };
      }, aliasOf(request, 'public'));
    },
  );

  app.post(
    '/v3/dynamic_prices',
    {
      preHandler: requireUser,
      schema: {
        tags: ['prices'],
        summary: 'Prices of arbitrary quantities inside a product’s dynamic pricing range',
        security: tokenAuth,
        body: DynamicPricesBody,
        response: { 200: DynamicPricesResponse, ...errors(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const customer = taxCustomerOf(user);
      const ctx = priceContext(request.body.region, request.body.tax_country_iso, customer);
      return { data: await dynamicPrices(db, ctx, request.body.items, customer), meta: taxMeta(ctx) };
    },
  );

  app.post(
    '/v3/line_prices',
    {
      // Public: a line's price depends on the store, the tax decision and the items, not on who asks
      // (a signed-in customer's tax profile enters only through the tax decision, which is in the
      // cache key). A token, when sent, must still be live.
      preHandler: optionalUser,
      schema: {
        tags: ['prices'],
        summary: 'What an order line of a sku × quantity (optionally in a custom size) is charged: unit and line net, tax, gross',
        body: LinePricesBody,
        response: { 200: LinePricesResponse, ...errors(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const customer = taxCustomerOf(request.session?.user ?? null);
      const { region, tax_country_iso, items } = request.body;
      const lang = request.body.lang ?? languageFor(request, region);
      const ctx = priceContext(region, tax_country_iso, customer);
      const produce = async () => ({ data: await linePrices(db, ctx, items, customer, lang), meta: taxMeta(ctx) });
      // Custom sizes are any three numbers: caching them would let anyone flush the catalogue's cache.
      if (items.some((i) => i.custom_size)) return produce();
      const key = ['line_prices', ctx.region, ctx.currency, ctx.tax.countryIso, ctx.tax.rateBp, ctx.tax.reason, lang, JSON.stringify(items.map((i) => [i.sku, i.quantities]))].join('|');
      // Asked without a token, the prices every first-time shopper sees: a shared cache may keep them (the
      // edge's server renders ask for the same table on every product page).
      return cache.reply(reply, key, LinePricesResponse, produce, null, { shared: !request.session });
    },
  );
};
