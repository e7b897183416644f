// `PUT checkouts/{id}?state=X` (id or order number): the checkout state machine (service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckoutBody, CheckoutParams, CheckoutQuery, OrderResponse } from '@ph/api-contract';
import { requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { actorOf } from '../orders';
import { updateCheckout } from './service';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/checkouts/:id', {
    preHandler: requireUser,
    schema: {
      tags: ['checkout'],
      security: tokenAuth,
      params: CheckoutParams,
      querystring: CheckoutQuery,
      body: CheckoutBody,
      response: { 200: OrderResponse, ...errors(400, 401, 404, 409, 422, 503) },
    },
  }, async (request) => ({
    order: await updateCheckout(app.ctx.db, actorOf(request), request.params.id, request.query.state, request.body.order, { now: app.ctx.now(), vies: app.ctx.vies }),
  }));
};
