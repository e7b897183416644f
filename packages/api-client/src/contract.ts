// Types of @ph/api-contract's schemas, read without importing zod (the contract is imported with
// `import type` only, so no schema reaches a browser bundle).

/** What a schema answers once parsed: the shape of a response. */
export type Output<S extends { _output: unknown }> = S['_output'];

/**
 * What a client may send to a schema: its input type, except that fields the schema coerces (ids:
 * `z.coerce.number()`, whose input is `unknown`) are typed as what they parse to, so a caller still
 * has to send a number.
 */
export type Input<S extends { _input: unknown; _output: unknown }> = Sendable<S['_input'], S['_output']>;

type FieldOf<O, K extends PropertyKey> = O extends unknown ? (K extends keyof O ? O[K] : never) : never;

type Sendable<I, O> = unknown extends I
  ? O
  : I extends readonly (infer IE)[]
    ? Sendable<IE, O extends readonly (infer OE)[] ? OE : never>[]
    : I extends Record<string, unknown>
      ? { [K in keyof I]: Sendable<I[K], FieldOf<NonNullable<O>, K>> }
      : I;
