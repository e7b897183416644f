import { z } from 'zod';
import { ErrorBody } from '@ph/api-contract';

/** Error answers a route documents in OpenAPI: `response: { 200: X, ...errors(400, 401) }`. */
export function errors<const C extends readonly number[]>(...codes: C): Record<C[number], typeof ErrorBody> {
  return Object.fromEntries(codes.map((c) => [c, ErrorBody])) as Record<C[number], typeof ErrorBody>;
}

/** 204 answers have no body. */
export const NoContent = z.null().describe('No content');

/** OpenAPI security requirement of routes that need `X-Api-Token`. */
export const tokenAuth = [{ apiToken: [] as string[] }];
