// Order, line item, coupon, bundle, expert check, sample pack and order consent routes (docs/domain.md#the-apis-calls
// "Orders"). Parse, authorise (the order's owner; anyone else gets a 404), call the services.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestRegion } from '../catalogue';
import {
  BulkCreateBody,
  BundleCreateBody,
  BundleDestroyBody,
  BundleUpdateBody,
  ConsentsBody,
  ConsentsResponse,
  CouponBody,
  CouponDeleteQuery,
  CreateOrderBody,
  ExpertCheckBody,
  ExpertCheckQuery,
  LegacyLineItemBody,
  LineItemParams,
  LineItemPayload,
  LineItemUpdateBody,
  MineQuery,
  OrderListResponse,
  OrderNumberParams,
  OrderPathParams,
  OrderResponse,
  OrderTokenQuery,
  PrintQualityOptionsResponse,
  SamplePackRequest,
  ServicePricesResponse,
  UpdateOrderBody,
} from '@ph/api-contract';
import { currentSession, optionalUser, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { removeCoupon } from '../promotions';
import { applyCouponToOrder } from './coupons';
import type { Actor } from './actor';
import { bulkCreate, createBundle, destroyBundle, orderOfBundle, updateBundle } from './bundles';
import { changeOrder, updateOrder } from './change';
import { recordOrderConsents } from './consents';
import { createOrder, openOrderFor } from './create';
import { addToCartWorkflow } from './flows/add-to-cart';
import { addServiceLine, orderOfLine, removeExpertCheck, removeLine, updateLineQuantity } from './lines';
import { changeLinePrintQuality, printQualityOptions } from './printQuality';
import { listMine, viewOrder } from './read';
import { addSamplePack } from './samplePacks';
import { takeVisitorOrders } from './visitor-merge';
import { noOrdersYet } from '../users';
import { completedOrderStats } from './stats-repo';
import { setLineExpressOption } from './serviceItems';
import { servicePrices } from '../pricing';
import { findOrder } from './repository';
import { NotFound } from '../errors';
import type { Currency } from '../catalogue';

export function actorOf(request: FastifyRequest): Actor {
  const { user } = currentSession(request);
  return { userId: user.id, email: user.email, lang: request.askedLanguage };
}

const auth = { preHandler: requireUser } as const;
const orderOut = { 200: OrderResponse, ...errors(400, 401, 404, 409, 422) };
const created = { 201: OrderResponse, ...errors(400, 401, 404, 409, 422) };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const now = () => app.ctx.now();
  // Completed orders are the RFM source, unless the app was built with its own (tests inject one).
  if (app.ctx.orderStats === noOrdersYet) app.ctx.orderStats = { completedOrderStats };

  app.ctx.userHooks.onUserMerged((tx, { anonymousUserId, userId }) => takeVisitorOrders(tx, anonymousUserId, userId));

  app.post('/v2/orders', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, body: CreateOrderBody, response: { 201: OrderResponse, ...errors(400, 401, 422) } },
  }, async (request, reply) => {
    const region = requestRegion(request, undefined);
    const order = await createOrder(db, actorOf(request), region, request.body.currency, now());
    return reply.code(201).send({ order });
  });

  app.get('/orders/mine', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, querystring: MineQuery, response: { 200: OrderListResponse, ...errors(400, 401) } },
  }, async (request) => {
    const { state, page, per_page } = request.query;
    return listMine(db, currentSession(request).user.id, state, page, per_page, request.askedLanguage ?? undefined);
  });

  app.get('/orders/:number', {
    preHandler: optionalUser,
    schema: { tags: ['orders'], security: tokenAuth, params: OrderNumberParams, querystring: OrderTokenQuery, response: { 200: OrderResponse, ...errors(400, 401, 404) } },
  }, async (request) => {
    const order = await viewOrder(db, request.params.number, { userId: request.session?.user.id ?? null, token: request.query.token }, request.askedLanguage ?? undefined);
    return { order };
  });

  app.put('/orders/:id', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, params: OrderPathParams, body: UpdateOrderBody, response: orderOut },
  }, async (request) => ({ order: await updateOrder(db, actorOf(request), request.params.id, request.body.order, now()) }));

  const addLine = async (request: FastifyRequest, orderId: number, payload: z.infer<typeof LineItemPayload>) =>
    addToCartWorkflow(db, actorOf(request), orderId, payload, now());

  app.post('/v2/orders/:id/line_item', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, params: OrderPathParams, body: LineItemPayload, response: created },
  }, async (request, reply) => reply.code(201).send({ order: await addLine(request, request.params.id, request.body) }));

  app.post('/orders/:id/line_items', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, params: OrderPathParams, body: LegacyLineItemBody, response: created },
  }, async (request, reply) => reply.code(201).send({ order: await addLine(request, request.params.id, request.body.line_item) }));

  app.put('/orders/:id/line_items/:itemId', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, params: LineItemParams, body: LineItemUpdateBody, response: orderOut },
  }, async (request) => ({
    order: await changeOrder(db, actorOf(request), request.params.id, now(), async (tx, order) => {
      const { quantity, express_delivery_option_id: expressId, print_quality: quality } = request.body.line_item;
      // Quality first: the quantity is then checked against the variant the line moved to.
      if (quality !== undefined) await changeLinePrintQuality(tx, order, request.params.itemId, quality);
      if (quantity !== undefined) await updateLineQuantity(tx, order, request.params.itemId, quantity);
      if (expressId !== undefined) await setLineExpressOption(tx, order, request.params.itemId, expressId);
    }),
  }));

  app.get('/v2/orders/:id/line_items/:itemId/print_qualities', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, params: LineItemParams, response: { 200: PrintQualityOptionsResponse, ...errors(400, 401, 404, 422) } },
  }, async (request) => ({ data: await printQualityOptions(db, actorOf(request), request.params.id, request.params.itemId) }));

  app.get('/v2/orders/:id/service_prices', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, params: OrderPathParams, response: { 200: ServicePricesResponse, ...errors(400, 401, 404) } },
  }, async (request) => {
    // A read: no row lock. Another user's order is a 404 like everywhere else.
    const order = await findOrder(db, request.params.id);
    if (!order || order.userId !== actorOf(request).userId) throw new NotFound('Order not found');
    return { data: servicePrices(order.currency as Currency) };
  });

  for (const path of ['/v2/orders/:id/line_items/:itemId', '/orders/:id/line_items/:itemId']) {
    app.delete(path, { ...auth, schema: { tags: ['orders'], security: tokenAuth, params: LineItemParams, response: orderOut } }, async (request) => ({
      order: await changeOrder(db, actorOf(request), request.params.id, now(), (tx, order) => removeLine(tx, order, request.params.itemId)),
    }));
  }

  app.post('/v2/orders/:id/line_items/bulk_create', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, params: OrderPathParams, body: BulkCreateBody, response: created },
  }, async (request, reply) => {
    const order = await changeOrder(db, actorOf(request), request.params.id, now(), (tx, o) =>
      bulkCreate(tx, o, request.body.bundle_id, request.body.line_items_params));
    return reply.code(201).send({ order });
  });

  app.put('/orders/:id/apply_coupon_code', {
    ...auth,
    schema: { tags: ['coupons'], security: tokenAuth, params: OrderPathParams, body: CouponBody, response: orderOut },
  }, async (request) => ({
    order: await changeOrder(db, actorOf(request), request.params.id, now(), (tx, o) => applyCouponToOrder(tx, o, request.body.coupon_code, now()), { cartChange: false }),
  }));

  app.delete('/orders/:id/coupon_code', {
    ...auth,
    schema: { tags: ['coupons'], security: tokenAuth, params: OrderPathParams, querystring: CouponDeleteQuery, response: orderOut },
  }, async (request) => ({
    order: await changeOrder(db, actorOf(request), request.params.id, now(), (tx, o) => removeCoupon(tx, o, request.query.coupon_code), { cartChange: false }),
  }));

  app.post('/v2/bundles', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, body: BundleCreateBody, response: created },
  }, async (request, reply) => {
    const order = await changeOrder(db, actorOf(request), request.body.order_id, now(), (tx, o) => createBundle(tx, o, request.body.bundle_id, request.body.quantity));
    return reply.code(201).send({ order });
  });

  app.patch('/v2/bundles', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, body: BundleUpdateBody, response: orderOut },
  }, async (request) => ({
    order: await changeOrder(db, actorOf(request), request.body.order_id, now(), (tx, o) => updateBundle(tx, o, request.body.bundle_id, request.body.quantity)),
  }));

  app.post('/v2/bundles/destroy', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, body: BundleDestroyBody, response: orderOut },
  }, async (request) => {
    const actor = actorOf(request);
    const orderId = await orderOfBundle(db, request.body.bundle_id);
    return { order: await changeOrder(db, actor, orderId, now(), (tx, o) => destroyBundle(tx, o, request.body.bundle_id)) };
  });

  app.post('/v2/expert_checks', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, body: ExpertCheckBody, response: created },
  }, async (request, reply) => {
    const orderId = await orderOfLine(db, request.body.parent_id);
    const order = await changeOrder(db, actorOf(request), orderId, now(), (tx, o) => addServiceLine(tx, o, 'expert_check', request.body.parent_id));
    return reply.code(201).send({ order });
  });

  app.delete('/v2/expert_checks', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, querystring: ExpertCheckQuery, response: orderOut },
  }, async (request) => {
    const orderId = await orderOfLine(db, request.query.parent_id);
    return { order: await changeOrder(db, actorOf(request), orderId, now(), (tx, o) => removeExpertCheck(tx, o, request.query.parent_id)) };
  });

  app.post('/custom_sample_pack', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, body: SamplePackRequest, response: created },
  }, async (request, reply) => {
    const actor = actorOf(request);
    const orderId = request.body.order_id ?? (await openOrderFor(db, actor, requestRegion(request, undefined), now()));
    const order = await changeOrder(db, actor, orderId, now(), (tx, o) => addSamplePack(tx, o, request.body));
    return reply.code(201).send({ order });
  });

  app.post('/v2/orders/consents', {
    ...auth,
    schema: { tags: ['orders'], security: tokenAuth, body: ConsentsBody, response: { 201: ConsentsResponse, ...errors(400, 401, 404, 422) } },
  }, async (request, reply) => {
    const actor = actorOf(request);
    const { order_id, consents, acceptance_method } = request.body;
    const rows = await recordOrderConsents(db, actor, order_id, consents, acceptance_method, now());
    return reply.code(201).send({
      data: rows.map((r) => ({ id: r.id, name: r.name, value: r.value, displayed_text: r.displayedText, acceptance_method: r.acceptanceMethod, created_at: r.createdAt.toISOString() })),
    });
  });
};
