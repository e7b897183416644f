import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FunnelReportQuery, FunnelReportResponse } from '@ph/api-contract/funnel';
import { errors, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { funnelReport } from './funnel';

/** The reports the back office reads from the recorded events (operators only). */
export const trackingReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/operator/reports/funnel',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary:
          "The shoppers' funnel: distinct visitors who viewed a product, added one to the cart, started checkout and completed an order, per ISO week (Monday, UTC) and over the range; one store or all",
        security: tokenAuth,
        querystring: FunnelReportQuery,
        response: { 200: FunnelReportResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => funnelReport(app.ctx.db, request.query),
  );
};
