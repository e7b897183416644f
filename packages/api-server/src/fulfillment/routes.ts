import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CancelOrderBody, OperatorCancelBody, OperatorRefundBody, OrderNumberParams, OrderRefundsResponse, OrderResponse, OrderWithRefundsResponse, RefundQuoteBody, RefundQuoteResponse } from '@ph/api-contract';
import { currentSession, errors, requireUser, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { OrderTimelineResponse } from '@ph/api-contract/order-tracking';
import { cancelOrder, operatorStep, quoteLineRefund, refundPart, refundsOfOwnOrder, type OperatorStep } from './service';
import { timelineOfOwnOrder } from './timeline';

const STEPS: Record<OperatorStep, string> = {
  release: 'Release a placed order to production: every proof approved and the order paid (422 otherwise); again: no change',
  start_production: 'Mark a released order as in production (from then on only an operator can cancel it); again: no change',
};

export const fulfillmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/v2/orders/:number/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The shopper cancels their placed order while nothing is in production (409 order_in_production after) and gets back what was paid, the way it was paid; again: no change',
        security: tokenAuth,
        params: OrderNumberParams,
        body: CancelOrderBody,
        response: { 200: OrderWithRefundsResponse, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = { kind: 'customer' as const, userId: currentSession(request).user.id };
      return cancelOrder(ctx, request.params.number, { actor, reason: request.body.reason || null }, ctx.now());
    },
  );

  app.get(
    '/v2/orders/:number/refunds',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'What was given back on the caller\'s order, and how (card, wallet, owed by transfer)',
        security: tokenAuth,
        params: OrderNumberParams,
        response: { 200: OrderRefundsResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ refunds: await refundsOfOwnOrder(ctx.db, request.params.number, currentSession(request).user.id) }),
  );

  app.get(
    '/v2/orders/:number/timeline',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The caller's placed order from placement to delivery: its steps (placed, artwork approved, in production, each shipment, delivered, canceled, refunds), shipments with tracking links, refunds, the estimated delivery date, and whether it may still be canceled with what that gives back",
        security: tokenAuth,
        params: OrderNumberParams,
        response: { 200: OrderTimelineResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => timelineOfOwnOrder(ctx, request.params.number, currentSession(request).user.id),
  );

  for (const step of Object.keys(STEPS) as OperatorStep[]) {
    app.post(
      `/v2/operator/orders/:number/${step}`,
      {
        preHandler: requireOperator,
        schema: {
          ...OPERATOR_ONLY,
          tags: ['operators'],
          summary: STEPS[step],
          security: tokenAuth,
          params: OrderNumberParams,
          response: { 200: OrderResponse, ...errors(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => ({ order: await operatorStep(ctx, request.params.number, step, currentSession(request).user.id, ctx.now()) }),
    );
  }

  app.post(
    '/v2/operator/orders/:number/cancel',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'An operator cancels a placed order at any stage, with a reason kept in its history, and gives back what was paid; again: no change',
        security: tokenAuth,
        params: OrderNumberParams,
        body: OperatorCancelBody,
        response: { 200: OrderWithRefundsResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = { kind: 'operator' as const, userId: currentSession(request).user.id };
      return cancelOrder(ctx, request.params.number, { actor, reason: request.body.reason }, ctx.now());
    },
  );

  app.post(
    '/v2/operator/orders/:number/refunds',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary:
          'An operator gives back part of a placed order: an `amount`, or `lines` (ids and quantities) whose amount the API computes from what they were paid; 422 refund_exceeds_remainder above what is left, unknown_line, quantity_exceeds_remainder (each naming the field)',
        security: tokenAuth,
        params: OrderNumberParams,
        body: OperatorRefundBody,
        response: { 200: OrderWithRefundsResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => refundPart(ctx, request.params.number, { ...request.body, operatorId: currentSession(request).user.id }, ctx.now()),
  );

  app.post(
    '/v2/operator/orders/:number/refunds/quote',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'What a refund of these lines would give back now, computed by the API (writes nothing; the refund computes it again)',
        security: tokenAuth,
        params: OrderNumberParams,
        body: RefundQuoteBody,
        response: { 200: RefundQuoteResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => quoteLineRefund(ctx, request.params.number, request.body.lines),
  );
};
