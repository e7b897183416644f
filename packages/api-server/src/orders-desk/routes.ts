import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderNumberParams } from '@ph/api-contract';
import { DeskOrderResponse, OrderQueueQuery, OrderQueueResponse } from '@ph/api-contract/orders-desk';
import { errors, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { deskOrder, orderQueue } from './service';

export const ordersDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/v2/operator/orders',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'The queue of placed orders, newest placed first: filtered by order, fulfilment and payment state, region, placed-date range (UTC days) and a search of number, e-mail and company; keyset paging (`cursor` = the previous `next_cursor`)',
        security: tokenAuth,
        querystring: OrderQueueQuery,
        response: { 200: OrderQueueResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => orderQueue(ctx, request.query),
  );

  app.get(
    '/v2/operator/orders/:number',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'One placed order for the back office: lines, proofs with their print files, payments, refunds, shipments and the state log (who, when, why)',
        security: tokenAuth,
        params: OrderNumberParams,
        response: { 200: DeskOrderResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => deskOrder(ctx, request.params.number),
  );
};
