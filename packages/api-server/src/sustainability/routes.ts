// Sustainability calls (docs/domain.md#the-apis-calls): a tree line on an order and the planted-tree counters.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderResponse, TreeBody, TreesTotalResponse, TreeUpdateBody, UserTreesParams, UserTreesResponse } from '@ph/api-contract';
import { assertOwnUser, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { actorOf } from '../orders';
import { changeOrder } from '../orders';
import { addTrees, plantedTrees, setTrees } from './service';

export const sustainabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.post('/v1/sustainability/add_tree_line_item', {
    preHandler: requireUser,
    schema: { tags: ['sustainability'], security: tokenAuth, body: TreeBody, response: { 201: OrderResponse, ...errors(400, 401, 404, 409, 422) } },
  }, async (request, reply) => {
    const order = await changeOrder(db, actorOf(request), request.body.order_id, app.ctx.now(), (tx, o) => addTrees(tx, o, request.body.quantity));
    return reply.code(201).send({ order });
  });

  app.put('/v1/sustainability/update_quantity_of_trees', {
    preHandler: requireUser,
    schema: { tags: ['sustainability'], security: tokenAuth, body: TreeUpdateBody, response: { 200: OrderResponse, ...errors(400, 401, 404, 409, 422) } },
  }, async (request) => ({
    order: await changeOrder(db, actorOf(request), request.body.order_id, app.ctx.now(), (tx, o) => setTrees(tx, o, request.body.quantity)),
  }));

  app.get('/v1/sustainability/total_planted_trees', {
    schema: { tags: ['sustainability'], response: { 200: TreesTotalResponse } },
  }, async () => ({ data: { total_planted_trees: await plantedTrees(db) } }));

  app.get('/v1/sustainability/users_planted_trees/:user', {
    preHandler: requireUser,
    schema: { tags: ['sustainability'], security: tokenAuth, params: UserTreesParams, response: { 200: UserTreesResponse, ...errors(400, 401, 404) } },
  }, async (request) => {
    assertOwnUser(request, request.params.user);
    return { data: { user_id: request.params.user, planted_trees: await plantedTrees(db, request.params.user) } };
  });
};
