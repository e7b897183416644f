// `GET v1/referrals`: the signed-in customer's referral code, its terms, their invitations and credit.
// `PUT orders/{id}/referral_code`: a newcomer's referral code on their cart (the first-order discount).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderPathParams, OrderResponse, ReferralCodeBody, ReferralOverviewResponse } from '@ph/api-contract';
import { Unauthorized } from '../errors';
import { currentSession, errors, requireUser, tokenAuth } from '../http';
import { actorOf, changeOrder, onOrderEvent } from '../orders';
import { applyReferralCode, moveReferralOnMerge, onReferredOrder, referralOverview, type CreditDeps } from './service';

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const now = () => app.ctx.now();
  const deps: CreditDeps = { db, now, refundWindowSeconds: config.referralRefundWindowSeconds, storefrontUrl: config.storefrontUrl };
  onOrderEvent(onReferredOrder);
  app.ctx.userHooks.onUserMerged(moveReferralOnMerge);

  app.get(
    '/v1/referrals',
    {
      preHandler: requireUser,
      schema: {
        tags: ['referrals'],
        summary: 'The customer’s referral code (stable), the programme’s terms, their invitations and the credit earned',
        security: tokenAuth,
        response: { 200: ReferralOverviewResponse, ...errors(401) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      if (user.kind !== 'registered') throw new Unauthorized('Sign in or create an account to invite friends', 'sign_in_required');
      return { data: await referralOverview(deps, user.id) };
    },
  );

  app.put(
    '/orders/:id/referral_code',
    {
      preHandler: requireUser,
      schema: {
        tags: ['referrals'],
        summary: 'Applies a referral code to the newcomer’s cart: the first-order discount, priced by the server',
        security: tokenAuth,
        params: OrderPathParams,
        body: ReferralCodeBody,
        response: { 200: OrderResponse, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (request) => ({
      order: await changeOrder(db, actorOf(request), request.params.id, now(), (tx, order) => applyReferralCode(tx, order, request.body.referral_code, now()), { cartChange: false }),
    }),
  );
};
