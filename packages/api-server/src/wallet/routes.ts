// `GET v1/wallet?currency=`: read store credit (with its history); spending it on an order is a payment
// (`PUT v1/wallet`, payments/routes.ts).
// `POST v1/wallet/credits`: a manager grants or takes credit (the only way credit is created).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WalletCreditBody, WalletQuery, WalletResponse } from '@ph/api-contract';
import { currentSession, requireManager, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import type { Db } from '../db';
import { presentWallet } from './present';
import { adjustCredit, walletOf } from './service';

export function walletRoutes(deps: { db: Db; now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/wallet',
      {
        preHandler: requireUser,
        schema: {
          tags: ['wallet'],
          summary: 'Store credit in one currency, with the latest 50 movements',
          security: tokenAuth,
          querystring: WalletQuery,
          response: { 200: WalletResponse, ...errors(400, 401) },
        },
      },
      async (request) => {
        const { user } = currentSession(request);
        return { data: presentWallet(await walletOf(deps.db, user.id, request.query.currency)) };
      },
    );

    app.post(
      '/v1/wallet/credits',
      {
        preHandler: requireManager,
        schema: {
          tags: ['wallet'],
          summary: "Manager: add (positive) or take (negative) store credit, with a note for the customer's history",
          security: tokenAuth,
          body: WalletCreditBody,
          response: { 200: WalletResponse, ...errors(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const manager = currentSession(request).user;
        const { user_id, currency, amount, note } = request.body;
        const wallet = await adjustCredit(deps.db, { userId: user_id, currency, amount, note, managerId: manager.id, now: deps.now() });
        return { data: presentWallet(wallet) };
      },
    );
  };
}
