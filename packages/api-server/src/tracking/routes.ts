import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TrackingAcceptedResponse,
  AffiliationQuery,
  FirstTouchBody,
  IdentifyBody,
  ProductAddedConversionBody,
  SegmentDataBody,
  SessionAppendBody,
  SessionCreatedResponse,
  TrackBody,
  TrackedEventsQuery,
  TrackedEventsResponse,
} from '@ph/api-contract';
import { requestRegion } from '../catalogue';
import { currentSession, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { presentEvent } from './present';
import { appendToSession, assertSelf, createSegmentSession, eventsOfUser, moveEvents, recordEvent } from './service';

export const AFFILIATION_COOKIE = 'ph_affiliation';
/** docs/domain.md#constants-and-limits: the attribution cookie lasts 6 months (183 days). */
export const AFFILIATION_MAX_AGE_S = 183 * 86_400;

/** Every route needs the visitor's token and the consent of `CONSENT_NEEDED` (403 `consent_required`). */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.userHooks.onUserMerged((tx, { anonymousUserId, userId }) => moveEvents(tx, anonymousUserId, userId));
  const common = { preHandler: requireUser };
  const doc = (summary: string) => ({ tags: ['tracking'], summary, security: tokenAuth });
  const accepted = { 202: TrackingAcceptedResponse, ...errors(400, 401, 403) };

  app.post('/v1/segment_proxies/track', { ...common, schema: { ...doc('Track an event'), body: TrackBody, response: accepted } }, async (request, reply) => {
    const { user } = currentSession(request);
    const b = request.body;
    assertSelf(user.id, b.anonymous_id);
    const id = await recordEvent(
      ctx.db,
      user.id,
      { kind: 'track', region: requestRegion(request, undefined), event: b.event, properties: { ...b.properties, ...(b.user_email ? { user_email: b.user_email } : {}) }, clientTimestamp: b.timestamp },
      ctx.now(),
    );
    return reply.code(202).send({ accepted: true as const, id });
  });

  app.post('/v1/segment_proxies/identify', { ...common, schema: { ...doc('Identify the visitor'), body: IdentifyBody, response: accepted } }, async (request, reply) => {
    const { user } = currentSession(request);
    assertSelf(user.id, request.body.anonymous_id);
    const id = await recordEvent(ctx.db, user.id, { kind: 'identify', region: requestRegion(request, undefined), properties: request.body.traits, clientTimestamp: request.body.timestamp }, ctx.now());
    return reply.code(202).send({ accepted: true as const, id });
  });

  app.post(
    '/v1/segment_proxies/track_product_added_ua_conversion',
    { ...common, schema: { ...doc('Product-added conversion (advertising consent)'), body: ProductAddedConversionBody, response: accepted } },
    async (request, reply) => {
      const { user } = currentSession(request);
      assertSelf(user.id, request.body.anonymous_id);
      const id = await recordEvent(
        ctx.db,
        user.id,
        { kind: 'product_added_ua_conversion', region: requestRegion(request, undefined), event: 'Product Added', properties: request.body.properties, clientTimestamp: request.body.timestamp },
        ctx.now(),
      );
      return reply.code(202).send({ accepted: true as const, id });
    },
  );

  app.post('/add_segment_data_v2', { ...common, schema: { ...doc('Attach segment data to the visitor'), body: SegmentDataBody, response: accepted } }, async (request, reply) => {
    const { user } = currentSession(request);
    assertSelf(user.id, request.body.anonymous_id);
    const id = await recordEvent(ctx.db, user.id, { kind: 'segment_data', region: requestRegion(request, undefined), properties: request.body.data }, ctx.now());
    return reply.code(202).send({ accepted: true as const, id });
  });

  app.post('/users/register_first_touch', { ...common, schema: { ...doc('Register the first-touch record'), body: FirstTouchBody, response: accepted } }, async (request, reply) => {
    const { user } = currentSession(request);
    // '(none)' means absent (docs/domain.md#what-the-store-keeps).
    const props = Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, v === '(none)' ? null : (v ?? null)]));
    const id = await recordEvent(ctx.db, user.id, { kind: 'first_touch', region: requestRegion(request, undefined), event: 'First Touch', properties: props }, ctx.now());
    return reply.code(202).send({ accepted: true as const, id });
  });

  app.post('/v2/segment_sessions/create', { ...common, schema: { ...doc('Start a segment session'), response: { 201: SessionCreatedResponse, ...errors(401, 403) } } }, async (request, reply) => {
    const { user } = currentSession(request);
    return reply.code(201).send({ session_id: await createSegmentSession(ctx.db, user.id, ctx.now()) });
  });

  app.post(
    '/v2/segment_sessions/append',
    { ...common, schema: { ...doc('Append events to an own segment session'), body: SessionAppendBody, response: { 202: z.object({ appended: z.number().int() }), ...errors(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { user } = currentSession(request);
      const appended = await appendToSession(ctx.db, user.id, request.body.session_id, requestRegion(request, undefined), request.body.events, ctx.now());
      return reply.code(202).send({ appended });
    },
  );

  app.get(
    '/set_affiliation',
    { ...common, schema: { ...doc('Set the affiliation cookie'), querystring: AffiliationQuery, response: { 204: z.null(), ...errors(400, 401, 403) } } },
    async (request, reply) => {
      const { user } = currentSession(request);
      const { affiliation } = request.query;
      await recordEvent(ctx.db, user.id, { kind: 'affiliation', region: requestRegion(request, undefined), event: 'Affiliation Set', properties: { affiliation } }, ctx.now());
      reply.header('set-cookie', `${AFFILIATION_COOKIE}=${affiliation}; Path=/; Max-Age=${AFFILIATION_MAX_AGE_S}; SameSite=Lax; HttpOnly`);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/segment_proxies/events',
    { ...common, schema: { ...doc("The current visitor's stored tracking data, newest first (at most 500)"), querystring: TrackedEventsQuery, response: { 200: TrackedEventsResponse, ...errors(400, 401) } } },
    async (request) => ({ events: (await eventsOfUser(ctx.db, currentSession(request).user.id, request.query.kind)).map(presentEvent) }),
  );
};
