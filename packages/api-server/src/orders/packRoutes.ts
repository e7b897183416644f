// Reads that let a shopper choose before ordering: the custom sample pack offer and the price of a
// choice inside a bundle (see samplePacks.ts and bundlePrices.ts for why they exist).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestRegion } from '../catalogue';
import { currentSession, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { BundlePricesBody, BundlePricesResponse, SamplePacksQuery, SamplePacksResponse } from '@ph/api-contract';
import { bundlePrices } from './bundlePrices';
import { samplePackOffers } from './samplePacks';

export const packRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/v2/sample_packs', {
    schema: {
      tags: ['orders'],
      summary: 'Sample packs the store sells, with their price, and the samples a custom pack can hold',
      querystring: SamplePacksQuery,
      response: { 200: SamplePacksResponse, ...errors(400) },
    },
  }, async (request) => samplePackOffers(db, requestRegion(request, request.query.region), request.query.lang ?? request.askedLanguage ?? undefined));

  app.post('/v2/bundles/prices', {
    preHandler: requireUser,
    schema: {
      tags: ['orders'],
      summary: 'Prices of a choice of variants and quantity inside a catalogue bundle (per line and total)',
      security: tokenAuth,
      body: BundlePricesBody,
      response: { 200: BundlePricesResponse, ...errors(400, 401, 422) },
    },
  }, async (request) => {
    return bundlePrices(db, requestRegion(request, request.body.region), currentSession(request).user, request.body.bundle_id, request.body.line_items_params);
  });
};
