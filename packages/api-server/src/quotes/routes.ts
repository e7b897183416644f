// Quote requests and briefs (`POST v2/quote_requests`, `GET v2/quote_requests/mine`, `GET
// quote_requests/{id}`, the managers' queue `GET quote_requests`) and instant quotes (`POST
// v2/instant_quotes`, `POST v2/instant_quotes/{instant_quote_id}/offers`). README "Quotes and offers".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CloseQuoteRequestBody,
  CreateInstantQuoteBody,
  CreateQuoteRequestBody,
  InstantQuoteParams,
  InstantQuoteResponse,
  OfferResponse,
  QuoteRequestListQuery,
  QuoteRequestListResponse,
  QuoteRequestParams,
  QuoteRequestResponse,
  Email,
} from '@ph/api-contract';
import { currentSession, requireManager, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { offerFromInstantQuote } from './offers';
import * as repo from './repository';
import * as svc from './service';

const InstantOfferBody = z.strictObject({ email: Email.optional() }).nullish();

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const deps = { db, storefrontUrl: config.storefrontUrl, now: () => app.ctx.now() };
  app.ctx.userHooks.onUserMerged((tx, { anonymousUserId, userId }) => repo.moveQuotes(tx, anonymousUserId, userId));

  app.post(
    '/v2/quote_requests',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        security: tokenAuth,
        summary: 'Send a quote request (mode 0) or a brief (mode 1)',
        description:
          'E-mails the customer and every manager. Attachments are ids of the caller\'s uploads (`POST v1/files`). 422 `email_required`, `deadline_in_past`, `variant_not_found`, `variant_not_of_product`, `attachment_not_found`.',
        body: CreateQuoteRequestBody,
        response: { 201: QuoteRequestResponse, ...errors(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      return reply.status(201).send({ quote_request: await svc.createQuoteRequest(deps, user, request.body) });
    },
  );

  app.get(
    '/v2/quote_requests/mine',
    {
      preHandler: requireUser,
      schema: { tags: ['quotes'], security: tokenAuth, summary: 'The caller\'s quote requests and briefs, newest first', querystring: QuoteRequestListQuery, response: { 200: QuoteRequestListResponse, ...errors(400, 401) } },
    },
    async (request) => {
      const { user } = currentSession(request);
      const { status, page, per_page } = request.query;
      return svc.listQuoteRequests(db, { userId: user.id, statuses: status }, page, per_page, { now: app.ctx.now(), asManager: false });
    },
  );

  app.get(
    '/quote_requests',
    {
      preHandler: requireManager,
      schema: { tags: ['quotes'], security: tokenAuth, summary: 'Managers: the queue of quote requests and briefs, newest first', querystring: QuoteRequestListQuery, response: { 200: QuoteRequestListResponse, ...errors(400, 401, 403) } },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      return svc.listQuoteRequests(db, { statuses: status }, page, per_page, { now: app.ctx.now(), asManager: true });
    },
  );

  app.get(
    '/quote_requests/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        security: tokenAuth,
        summary: 'A quote request by id or QR number, with its offers (its customer or a manager; 404 for anyone else)',
        params: QuoteRequestParams,
        response: { 200: QuoteRequestResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { quote_request: await svc.viewQuoteRequest(db, user, request.params.id, app.ctx.now()) };
    },
  );

  app.post(
    '/v2/quote_requests/:id/close',
    {
      preHandler: requireManager,
      schema: {
        tags: ['quotes'],
        security: tokenAuth,
        summary: 'Managers: close a quote request (no offer will follow) with a reason the customer reads; 422 `quote_request_accepted`',
        description: 'Closing a closed request again changes nothing (its first reason stays).',
        params: QuoteRequestParams,
        body: CloseQuoteRequestBody,
        response: { 200: QuoteRequestResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { quote_request: await svc.closeQuoteRequest(deps, user, request.params.id, request.body.reason) };
    },
  );

  app.post(
    '/v2/instant_quotes',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        security: tokenAuth,
        summary: 'Price a size (custom or not) and quantity now with the price model',
        description: '422 when the price model cannot price it (`quantity_not_priced`, `invalid_custom_size`, …): send a quote request instead.',
        body: CreateInstantQuoteBody,
        response: { 201: InstantQuoteResponse, ...errors(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      return reply.status(201).send({ instant_quote: await svc.createInstantQuote(deps, user, request.body) });
    },
  );

  app.post(
    '/v2/instant_quotes/:instant_quote_id/offers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        security: tokenAuth,
        summary: 'Turn the caller\'s instant quote into an offer to accept at once (the same offer when asked again)',
        params: InstantQuoteParams,
        body: InstantOfferBody,
        response: { 200: OfferResponse, 201: OfferResponse, ...errors(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const instant = await svc.ownInstantQuote(db, user, request.params.instant_quote_id);
      const { offer, created } = await offerFromInstantQuote(deps, user, instant, request.body?.email);
      return reply.status(created ? 201 : 200).send({ offer });
    },
  );
};
