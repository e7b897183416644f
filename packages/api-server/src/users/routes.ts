import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrentUserResponse,
  FirstNameQuery,
  FirstNameResponse,
  ManagerResponse,
  PlusSignUpBody,
  RfmResponse,
  SetPlanBody,
  UpdateContactBody,
  User,
  UserIdParams,
  UserResponse,
} from '@ph/api-contract';
import { assertOwnUser, currentSession, requireManager, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { presentUser } from './present';
import { setPlan, signUpForPlus } from './plan';
import { firstNameBySegmentationToken, updateContactInformation, userRfm } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/users/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'The current user',
        security: tokenAuth,
        response: { 200: CurrentUserResponse, ...errors(401) },
      },
    },
    async (request) => {
      const session = currentSession(request);
      return { error: null, user: presentUser(session.user), api_key: session.token };
    },
  );

  app.put(
    '/users/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Update the contact information of the current user',
        security: tokenAuth,
        params: UserIdParams,
        body: UpdateContactBody,
        response: { 200: User, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.id);
      const user = await updateContactInformation(ctx.db, request.params.id, request.body, ctx.now());
      return presentUser(user);
    },
  );

  app.post(
    '/v2/users/me/plus',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Join Packhelp Plus: records the terms_and_conditions_plus consent and gives the account the plus plan',
        description:
          'Registered customers only (an anonymous visitor gets 401 sign_in_required). 422 plus_not_available in a store without Plus. ' +
          'A customer already on a plan keeps it; the consent is recorded again.',
        security: tokenAuth,
        body: PlusSignUpBody,
        response: { 200: UserResponse, ...errors(400, 401, 422) },
      },
    },
    async (request) => {
      const user = await signUpForPlus(ctx.db, currentSession(request).user.id, request.body, ctx.now());
      return { user: presentUser(user) };
    },
  );

  app.put(
    '/v2/users/:id/plan',
    {
      preHandler: requireManager,
      schema: {
        tags: ['users'],
        summary: 'Give a registered customer a plan (plus, studio) or take it away (null); managers only',
        security: tokenAuth,
        params: UserIdParams,
        body: SetPlanBody,
        response: { 200: UserResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await setPlan(ctx.db, request.params.id, request.body.plan_type, ctx.now());
      return { user: presentUser(user) };
    },
  );

  app.get(
    '/v1/user/me/rfm',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Recency, frequency and monetary value of the current user\'s completed orders',
        security: tokenAuth,
        response: { 200: RfmResponse, ...errors(401) },
      },
    },
    async (request) => {
      const now = ctx.now();
      const rfm = await userRfm(ctx.db, ctx.orderStats, currentSession(request).user.id, now);
      return {
        data: {
          recency_days: rfm.recencyDays,
          last_order_at: rfm.lastOrderAt?.toISOString() ?? null,
          frequency: rfm.frequency,
          monetary: rfm.monetary,
        },
      };
    },
  );

  app.get(
    '/managers/current',
    {
      preHandler: requireManager,
      schema: {
        tags: ['users'],
        summary: 'The current user as an (order) manager; 403 for other users',
        security: tokenAuth,
        response: { 200: ManagerResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? '');
      return { manager: { id: user.id, email: user.email ?? '', name, avatar: user.avatarUrl } };
    },
  );

  app.get(
    '/get_user_first_name',
    {
      schema: {
        tags: ['users'],
        summary: 'First name of the user with this segmentation token (null when not given)',
        querystring: FirstNameQuery,
        response: { 200: FirstNameResponse, ...errors(400, 404) },
      },
    },
    async (request) => ({ first_name: await firstNameBySegmentationToken(ctx.db, request.query.segmentation_token) }),
  );
};
