import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderNumberParams } from '@ph/api-contract';
import { CreateShipmentBody, ShipmentIdParams, ShipmentImportResponse, ShipmentImportRowError, ShipmentsResponse } from '@ph/api-contract/shipments';
import { Conflict, NotFound } from '../errors';
import { currentSession, errors, requireUser, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { findOrderByNumber } from '../orders';
import { signPayload } from '../payments';
import * as repo from './repository';
import { createShipment, markDelivered, presentShipments, shipmentsOfOwnOrder } from './service';
import { importShipments } from './import';
import { applyCarrierEvent, CARRIER_SIGNATURE_HEADER } from './webhooks';

const CARRIER_WEBHOOK_PATH = '/webhooks/carriers/:carrier';
const CarrierParams = z.strictObject({ carrier: z.string().min(1).max(40) });
const TrackingParams = z.strictObject({ tracking: z.string().min(1).max(64) });
const WebhookAnswer = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate']) });
/** A day's parcels of a works is a few hundred lines; 2,000 lines of 100 bytes fit with room to spare. */
const IMPORT_BODY_LIMIT = 1024 * 1024;
const ImportRefusal = z.object({ statusCode: z.number().int(), error: z.string(), code: z.string(), message: z.string(), field: z.string().optional(), errors: z.array(ShipmentImportRowError).optional() });
const SANDBOX_NEXT = { shipped: 'in_transit', in_transit: 'out_for_delivery', out_for_delivery: 'delivered' } as const;

export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const secret = ctx.config.carrierWebhookSecret;

  app.post(
    '/v2/operator/orders/:number/shipments',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'Ship some lines (or, without `lines`, everything not shipped yet) of an order in production with a carrier and tracking number: the order becomes partially shipped or shipped',
        security: tokenAuth,
        params: OrderNumberParams,
        body: CreateShipmentBody,
        response: { 201: ShipmentsResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { carrier, tracking_number: trackingNumber, lines } = request.body;
      const { orderId } = await createShipment(
        ctx,
        request.params.number,
        { carrier, trackingNumber, lines: lines?.map((l) => ({ lineItemId: l.line_item_id, quantity: l.quantity })) },
        currentSession(request).user.id,
        ctx.now(),
      );
      return reply.code(201).send({ shipments: await presentShipments(ctx, orderId) });
    },
  );

  // The warehouse's CSV as the body (`Content-Type: text/csv`), in a scope of its own that reads it as text.
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v2/operator/shipments/import',
      {
        preHandler: requireOperator,
        schema: {
          ...OPERATOR_ONLY,
          tags: ['operators'],
          summary: 'Bulk "mark shipped" from a warehouse\'s CSV (text/csv: order_number, carrier, tracking_number, a header line first): every row applied in one transaction as a single shipment is, or, with any bad row, nothing (422 csv_rows_invalid listing every bad row with its line and field)',
          security: tokenAuth,
          consumes: ['text/csv'],
          body: z.string().min(1, 'the CSV file is empty'),
          response: { 200: ShipmentImportResponse, 422: ImportRefusal, ...errors(400, 401, 403, 413, 415) },
        },
      },
      async (request) => importShipments(ctx, request.body, currentSession(request).user.id, ctx.now()),
    );
  });

  app.get(
    '/v2/operator/orders/:number/shipments',
    {
      preHandler: requireOperator,
      schema: { ...OPERATOR_ONLY, tags: ['operators'], summary: 'The shipments of any order', security: tokenAuth, params: OrderNumberParams, response: { 200: ShipmentsResponse, ...errors(400, 401, 403, 404) } },
    },
    async (request) => {
      const order = await findOrderByNumber(ctx.db, request.params.number);
      if (!order) return { shipments: [] };
      return { shipments: await presentShipments(ctx, order.id) };
    },
  );

  app.post(
    '/v2/operator/shipments/:id/deliver',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'Record a delivery the carrier did not report; the last delivered shipment of a shipped order makes it delivered; again: no change',
        security: tokenAuth,
        params: ShipmentIdParams,
        response: { 200: ShipmentsResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { orderId } = await markDelivered(ctx, request.params.id, currentSession(request).user.id, ctx.now());
      return { shipments: await presentShipments(ctx, orderId) };
    },
  );

  app.get(
    '/v2/orders/:number/shipments',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The shipments of the caller's order: carrier, tracking number and link, lines, tracking events",
        security: tokenAuth,
        params: OrderNumberParams,
        response: { 200: ShipmentsResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ shipments: await shipmentsOfOwnOrder(ctx, request.params.number, currentSession(request).user.id) }),
  );

  if (!secret) {
    app.log.warn('CARRIER_WEBHOOK_SECRET is not set: the carriers\' tracking webhook is not served');
    return;
  }

  // The webhook needs the exact bytes that were signed, so it lives in its own scope with a raw parser.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    hooks.withTypeProvider<ZodTypeProvider>().post(
      CARRIER_WEBHOOK_PATH,
      {
        schema: {
          tags: ['shipments'],
          summary: 'A carrier\'s tracking event (X-Carrier-Signature verified; a replayed event id changes nothing)',
          params: CarrierParams,
          response: { 200: WebhookAnswer, ...errors(400, 404) },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[CARRIER_SIGNATURE_HEADER];
        const outcome = await applyCarrierEvent(ctx, request.params.carrier, raw, Array.isArray(header) ? header[0] : header, secret);
        request.log.info({ carrier: request.params.carrier, outcome }, 'carrier webhook');
        return { received: true as const, outcome };
      },
    );
  });

  if (ctx.config.nodeEnv === 'production') return;

  // The sandbox carrier, offline: its parcel page (the tracking link of a sandbox shipment) and a call
  // that moves a parcel one step on by posting a signed event to the webhook above, as a carrier would.
  app.get(
    '/sandbox/carrier/parcels/:tracking',
    { schema: { tags: ['sandbox'], summary: 'The sandbox carrier\'s tracking page of a parcel', params: TrackingParams, response: { 200: ShipmentsResponse, ...errors(400, 404) } } },
    async (request) => {
      const shipment = await repo.findByTracking(ctx.db, 'sandbox', request.params.tracking.toUpperCase());
      if (!shipment) throw new NotFound('No such parcel');
      return { shipments: (await presentShipments(ctx, shipment.orderId)).filter((s) => s.id === shipment.id) };
    },
  );

  app.post(
    '/sandbox/carrier/parcels/:tracking/advance',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The sandbox carrier moves a parcel one step on (in transit, out for delivery, delivered) through the signed webhook',
        params: TrackingParams,
        response: { 200: WebhookAnswer, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const shipment = await repo.findByTracking(ctx.db, 'sandbox', request.params.tracking.toUpperCase());
      if (!shipment) throw new NotFound('No such parcel');
      if (shipment.state === 'delivered') throw new Conflict('parcel_delivered', 'The parcel has been delivered');
      const status = SANDBOX_NEXT[shipment.state];
      const body = JSON.stringify({ id: `sbx_${shipment.trackingNumber}_${status}`, tracking_number: shipment.trackingNumber, status, occurred_at: ctx.now().toISOString() });
      const res = await app.inject({
        method: 'POST',
        url: `${request.url.slice(0, request.url.indexOf('/sandbox/'))}${CARRIER_WEBHOOK_PATH.replace(':carrier', 'sandbox')}`,
        headers: { 'content-type': 'application/json', [CARRIER_SIGNATURE_HEADER]: signPayload(body, secret, Math.floor(ctx.now().getTime() / 1000)) },
        payload: body,
      });
      // The webhook's own answer (200, or its 4xx), passed on as the carrier would see it.
      return reply.code(res.statusCode as 200 | 400 | 404 | 409).send(res.json());
    },
  );
};
