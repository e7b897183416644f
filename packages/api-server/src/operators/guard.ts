import { requireOperator } from '../http';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The role a call is for, written into the OpenAPI document (`x-role`) so the role test
     * (test/operators.test.ts) walks every such call: `schema: { ...OPERATOR_ONLY, … }` beside
     * `preHandler: requireOperator`.
     */
    'x-role'?: 'operator';
  }
}

/** Marks a route's schema as an operator call in the OpenAPI document (see `requireOperator`). */
export const OPERATOR_ONLY = { 'x-role': 'operator' } as const;

export { requireOperator };
