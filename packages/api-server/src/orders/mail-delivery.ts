// Order e-mails are written to the outbox inside the transaction of the change (completion may run in
// the payments module's routes); this hook starts delivery after any successful change under /api, so
// no route has to remember to. Without SMTP_URL `kick()` does nothing.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const deliverAfterChanges: FastifyPluginAsync = async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    if (CHANGES.has(request.method) && reply.statusCode < 400) app.ctx.mailer.kick();
  });
};

// Not encapsulated (what fastify-plugin does): the hook must see every route of the /api scope.
export const orderMailDelivery = Object.assign(deliverAfterChanges, { [Symbol.for('skip-override')]: true });
