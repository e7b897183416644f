// Liveness and readiness, apart: a process whose database is down is alive (restarting it would not
// help) but not ready (a load balancer should send its traffic elsewhere until the database is back).
import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db';
import { databaseAnswers } from './repository';

const READY_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsync = async (api) => {
  const { db, driver } = api.ctx;
  // The original health check, kept for the tools that call it: alive, and which driver runs.
  api.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', driver }));
  api.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  api.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseAnswers(db, READY_TIMEOUT_MS)) return { status: 'ready', database: 'ok' };
    return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable', database: 'unreachable' });
  });
};
