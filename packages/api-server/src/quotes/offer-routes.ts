// Custom offers: the manager's desk (`POST v2/offers`, `GET v2/offers`) and the customer's side (`GET
// offers/{offerToken}?preview`, `POST offers/{offerToken}/accept`, `POST offers/{offerToken}/proforma`).
// README "Quotes and offers".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptOfferBody,
  AcceptOfferResponse,
  CreateOfferBody,
  InvoiceResponse,
  OfferListQuery,
  OfferListResponse,
  OfferPreviewQuery,
  OfferResponse,
  OfferTokenParams,
} from '@ph/api-contract';
import { currentSession, optionalUser, requireManager, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { attachOfferExpiry } from './offer-expiry-job';
import * as repo from './offers-repo';
import * as svc from './offers';

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const deps = { db, storefrontUrl: config.storefrontUrl, now: () => app.ctx.now() };
  app.ctx.userHooks.onUserMerged((tx, { anonymousUserId, userId }) => repo.moveOffers(tx, anonymousUserId, userId));
  const { jobs } = app.ctx;
  if (jobs) {
    const expiry = await attachOfferExpiry(jobs, { db, now: () => app.ctx.now(), log: app.log });
    app.addHook('onReady', expiry.runNow);
  }

  app.post(
    '/v2/offers',
    {
      preHandler: requireManager,
      schema: {
        tags: ['offers'],
        security: tokenAuth,
        summary: 'Managers: build and send a custom offer (e-mails the customer the review link)',
        description:
          'For a quote request (its customer, region and language) or a registered customer by e-mail and a region (its currency). A line\'s `unit_net` is the negotiated price (recorded with the manager and the time); without it the price model prices the line. 422 `quote_request_not_found`, `quote_request_closed`, `customer_not_found`, `valid_until_in_past`, `valid_until_too_far`, `variant_not_found`, `invalid_custom_size`, `quantity_not_priced`.',
        body: CreateOfferBody,
        response: { 201: OfferResponse, ...errors(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      return reply.status(201).send({ offer: await svc.createOffer(deps, user, request.body) });
    },
  );

  app.get(
    '/v2/offers',
    {
      preHandler: requireManager,
      schema: { tags: ['offers'], security: tokenAuth, summary: 'Managers: offers and their state (sent, viewed, accepted, expired), newest first', querystring: OfferListQuery, response: { 200: OfferListResponse, ...errors(400, 401, 403) } },
    },
    async (request) => {
      const { state, quote_request_id, page, per_page } = request.query;
      return svc.listOffers(db, { state, quoteRequestId: quote_request_id }, page, per_page, app.ctx.now());
    },
  );

  app.get(
    '/offers/:offerToken',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['offers'],
        summary: 'A custom offer by the token of its link (no sign-in needed)',
        description:
          'The first read marks it viewed; `preview=true` from a manager does not. A past `valid_until` reads as state `expired`. With `line_item_ids`, `selection` holds the totals of just those lines, as the order accepting them will charge them (422 `offer_line_not_found` for a line of another offer).',
        params: OfferTokenParams,
        querystring: OfferPreviewQuery,
        response: { 200: OfferResponse, ...errors(400, 404, 422) },
      },
    },
    async (request) => {
      const { preview, line_item_ids } = request.query;
      return { offer: await svc.viewOffer(deps, request.params.offerToken, request.session?.user ?? null, { preview, selection: line_item_ids }) };
    },
  );

  app.post(
    '/offers/:offerToken/accept',
    {
      preHandler: requireUser,
      schema: {
        tags: ['offers'],
        security: tokenAuth,
        summary: 'Accept some or all lines of the caller\'s offer: makes an order priced exactly as offered',
        description:
          'The order then goes through the normal checkout and payment. 404 for another customer\'s offer; 422 `offer_already_accepted`, `offer_expired`, `offer_line_not_found`, `variant_not_available`.',
        params: OfferTokenParams,
        body: AcceptOfferBody,
        response: { 201: AcceptOfferResponse, ...errors(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      return reply.status(201).send(await svc.acceptOffer(deps, user, request.params.offerToken, request.body, request.askedLanguage));
    },
  );

  app.post(
    '/offers/:offerToken/proforma',
    {
      preHandler: requireUser,
      schema: {
        tags: ['offers', 'invoices'],
        security: tokenAuth,
        summary: 'The offer\'s proforma invoice (issued on the first request, the same document after)',
        description:
          'For the offer\'s customer and order managers; anyone else gets 404. Issued from the offer\'s prices, shipping and taxes in its language, numbered in the store\'s proforma series, buyer from the customer\'s default address. The answer\'s `pdf_url` carries the offer\'s token, so it opens as a plain link. 422 `billing_address_missing`, `offer_expired`, `offer_already_accepted` (only while none was issued), `bank_transfer_unavailable`.',
        params: OfferTokenParams,
        response: { 200: InvoiceResponse, ...errors(400, 401, 404, 422) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { invoice: await svc.requestOfferProforma(deps, user, request.params.offerToken) };
    },
  );
};
