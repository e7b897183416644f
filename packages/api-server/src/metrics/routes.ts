// Prometheus metrics (prom-client) an operator can watch: request latency by route and status, what
// payments and refunds came to, jobs waiting per queue, how long the oldest unsent e-mail has waited,
// and the catalogue cache's hits. One registry per app (tests build many apps in one process).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { catalogueCacheOf } from '../catalogue';
import { outboxLagSeconds, paymentsByState, refundsByState, waitingJobsByQueue } from './repository';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Times every request by its route pattern (bounded labels: never the raw URL). Register on the root app. */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'ph_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe({ method: request.method, route: request.routeOptions.url ?? '(unmatched)', status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

export function metricsRoutes(registry: Registry): FastifyPluginAsync {
  return async (api) => {
    const { db, config } = api.ctx;
    collectDefaultMetrics({ register: registry, prefix: 'ph_' });
    new Gauge({
      name: 'ph_jobs_waiting',
      help: 'Background jobs waiting to run (created or to be retried), per queue',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await waitingJobsByQueue(db).catch(() => [])) this.set({ queue: row.queue }, row.waiting);
      },
    });
    new Gauge({
      name: 'ph_outbox_lag_seconds',
      help: 'How long the oldest e-mail not yet sent has waited in the outbox',
      registers: [registry],
      async collect() {
        this.set(await outboxLagSeconds(db, api.ctx.now()));
      },
    });
    new Gauge({
      name: 'ph_payments',
      help: 'Payment records by state (pending, completed, failed, void)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await paymentsByState(db)) this.set({ state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'ph_refunds',
      help: 'Refunds by state (pending, succeeded, owed, failed)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await refundsByState(db)) this.set({ state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'ph_catalogue_cache_lookups',
      help: 'Catalogue response cache lookups since start, by result (hit ratio = hit / (hit + miss))',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        const cache = catalogueCacheOf(api.ctx);
        this.set({ result: 'hit' }, cache.hits);
        this.set({ result: 'miss' }, cache.misses);
      },
    });
    api.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request, config.metricsToken)) return reply.status(403).send({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Metrics need the METRICS_TOKEN bearer token (or a request from this machine when none is set)' });
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    });
  };
}
