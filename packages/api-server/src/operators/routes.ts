import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OperatorResponse } from '@ph/api-contract';
import { currentSession } from '../http';
import { errors, tokenAuth } from '../http';
import { OPERATOR_ONLY, requireOperator } from './guard';

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operators/current',
    {
      preHandler: requireOperator,
      schema: {
        ...OPERATOR_ONLY,
        tags: ['operators'],
        summary: 'The current user as a back-office operator; 403 for other users',
        security: tokenAuth,
        response: { 200: OperatorResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? '');
      return { operator: { id: user.id, email: user.email ?? '', name } };
    },
  );
};
