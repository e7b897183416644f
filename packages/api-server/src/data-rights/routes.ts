import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DataExportDownloadQuery,
  DataExportIdParams,
  DataExportResponse,
  EraseAccountBody,
  ErasureReport,
  OperatorCustomerBody,
  UserIdParams,
} from '@ph/api-contract';
import { NotFound } from '../errors';
import { assertOwnUser, currentSession, errors, NoContent, optionalUser, requireUser, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from '../operators';
import { findUserByEmail } from '../users';
import { eraseAccount } from './erasure';
import { downloadExport, presentExport, requestExport } from './exports';

const CUSTOMER_NOT_FOUND = () => new NotFound('No customer account has this e-mail address');

export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const perAccount = {
    rateLimit: {
      max: ctx.config.rateLimits.signIn.max,
      timeWindow: ctx.config.rateLimits.signIn.windowMs,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|user:${request.session?.user.id ?? ''}`,
    },
  };

  app.post(
    '/users/:id/data_exports',
    {
      preHandler: requireUser,
      schema: {
        tags: ['data rights'],
        summary: 'Download my data: queue a ZIP of everything the store holds about me; its link is e-mailed',
        security: tokenAuth,
        params: UserIdParams,
        response: { 202: DataExportResponse, ...errors(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = assertOwnUser(request, request.params.id);
      const row = await requestExport(ctx, request.log, user.id, { userId: user.id });
      return reply.status(202).send({ export: presentExport(row) });
    },
  );

  app.get(
    '/data_exports/:id/download',
    {
      preHandler: optionalUser,
      // The URL carries the link's token: the per-request info logs (which print the URL) stay off here.
      logLevel: 'warn',
      schema: {
        tags: ['data rights'],
        summary: "The ZIP of a data export, with the e-mailed link's token or the owner's session; 404 for anyone else",
        security: tokenAuth,
        params: DataExportIdParams,
        querystring: DataExportDownloadQuery,
        response: { 200: z.any().describe('application/zip'), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await downloadExport(ctx, request.params.id, request.query.token, request.session?.user.id ?? null);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/users/:id/erasure',
    {
      preHandler: requireUser,
      // Per account, as a password change: a stolen session must not guess the password at leisure.
      config: perAccount,
      schema: {
        tags: ['data rights'],
        summary: 'Delete my account, confirmed with the current password; every session is signed out',
        security: tokenAuth,
        params: UserIdParams,
        body: EraseAccountBody,
        response: { 204: NoContent, ...errors(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = assertOwnUser(request, request.params.id);
      await eraseAccount(ctx, request.log, user.id, { kind: 'self', password: request.body.current_password });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v2/operator/data_exports',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['data rights'],
        summary: "Run \"download my data\" for a customer who asked by e-mail; the link goes to the customer's address",
        security: tokenAuth,
        body: OperatorCustomerBody,
        response: { 202: DataExportResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const operator = currentSession(request).user;
      const customer = await findUserByEmail(ctx.db, request.body.email);
      if (!customer) throw CUSTOMER_NOT_FOUND();
      const row = await requestExport(ctx, request.log, customer.id, { userId: operator.id, operator: { reason: request.body.reason ?? null } });
      return reply.status(202).send({ export: presentExport(row) });
    },
  );

  app.post(
    '/v2/operator/erasures',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['data rights'],
        summary: 'Delete the account of a customer who asked by e-mail (recorded in the audit log)',
        security: tokenAuth,
        body: OperatorCustomerBody,
        response: { 200: ErasureReport, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const operator = currentSession(request).user;
      const customer = await findUserByEmail(ctx.db, request.body.email);
      if (!customer) throw CUSTOMER_NOT_FOUND();
      const erasure = await eraseAccount(ctx, request.log, customer.id, { kind: 'operator', operatorId: operator.id, reason: request.body.reason ?? null });
      return { erasure };
    },
  );
};
