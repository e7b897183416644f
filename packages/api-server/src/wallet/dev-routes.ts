// Development-only: promotes an existing account to manager, as `src/users/promote-manager.ts` does for
// an operator. The script opens the database itself, which an embedded PGlite held by a running API
// does not allow, so local runs and the e2e suite (store credit is granted only by a manager) promote
// through this route. Registered outside production only, exactly like `/api/dev/outbox`.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoteToManager } from '../users';

const PromoteBody = z.strictObject({ email: z.string().trim().toLowerCase().email() });

export const devManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/dev/managers', { schema: { hide: true, body: PromoteBody } }, async (request) => {
    const user = await promoteToManager(app.ctx.db, request.body.email, app.ctx.now());
    return { manager: { id: user.id, email: user.email } };
  });
};
