import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsentRecordsQuery,
  ConsentRecordsResponse,
  GlobalConsentsNeededQuery,
  GlobalConsentsNeededResponse,
  SaveConsentsBody,
  SaveConsentsResponse,
} from '@ph/api-contract';
import { currentSession, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { moveConsents } from './repository';
import { globalConsentsNeeded, listConsents, saveConsents } from './service';

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.userHooks.onUserMerged((tx, { anonymousUserId, userId }) => moveConsents(tx, anonymousUserId, userId));

  app.post(
    '/v1/emails/save_with_consents',
    {
      preHandler: requireUser,
      schema: {
        tags: ['consents'],
        summary: 'Record consents given or declined by the current visitor (server timestamp)',
        security: tokenAuth,
        body: SaveConsentsBody,
        response: { 201: SaveConsentsResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const consents = await saveConsents(ctx.db, user, request.body, ctx.now());
      return reply.code(201).send({ consents });
    },
  );

  app.get(
    '/v1/emails/consents',
    {
      preHandler: requireUser,
      schema: {
        tags: ['consents'],
        summary: "The current visitor's consent records, newest first, and the value in force per name",
        security: tokenAuth,
        querystring: ConsentRecordsQuery,
        response: { 200: ConsentRecordsResponse, ...errors(400, 401) },
      },
    },
    async (request) => listConsents(ctx.db, currentSession(request).user.id, request.query.name),
  );

  app.get(
    '/v1/emails/global_consents_needed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['consents'],
        summary: 'Which global consents (terms, marketing) an e-mail address has not granted yet',
        security: tokenAuth,
        querystring: GlobalConsentsNeededQuery,
        response: { 200: GlobalConsentsNeededResponse, ...errors(400, 401) },
      },
    },
    async (request) => ({ consents_needed: await globalConsentsNeeded(ctx.db, request.query.email) }),
  );
};
