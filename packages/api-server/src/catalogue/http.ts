// HTTP helpers of the catalogue and price routes: the public catalogue bearer token and the region a
// request is answered for.
import { createHash, timingSafeEqual } from 'node:crypto';
import { HEADERS } from '@ph/contracts/http';
import { isRegionCode, type RegionCode } from '@ph/region-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadInput, Unauthorized } from '../errors';
import { rawKey, type RawAuth } from './responseCache';
import { authenticates } from '../http';

/** OpenAPI security requirement of the PIM routes. */
export const catalogueTokenAuth = [{ catalogueToken: [] as string[] }];

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

// The configured token is hashed once, not on every catalogue read.
let expected: { token: string; digest: Buffer } | undefined;
function expectedDigest(token: string): Buffer {
  if (expected?.token !== token) expected = { token, digest: digest(token) };
  return expected.digest;
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** True when the request carries the public catalogue token. */
export function hasCatalogueToken(request: FastifyRequest): boolean {
  const token = bearerOf(request);
  // Hashing first makes both sides the same length, which timingSafeEqual needs.
  return token !== undefined && timingSafeEqual(digest(token), expectedDigest(request.server.ctx.config.publicCatalogueToken));
}

/** preHandler of the PIM routes: `Authorization: Bearer <PUBLIC_CATALOGUE_TOKEN>` or a 401. */
export const requireCatalogueToken = authenticates(async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  if (bearerOf(request) === undefined) throw new Unauthorized('Catalogue bearer token is not defined', 'catalogue_token_missing');
  if (!hasCatalogueToken(request)) throw new Unauthorized('Catalogue bearer token is invalid', 'catalogue_token_invalid');
});

const REGION_HEADER = HEADERS.region.toLowerCase();

/** The `region` query parameter, else the X-Region header the generic client adds, else eu. */
export function requestRegion(request: FastifyRequest, fromQuery: RegionCode | undefined): RegionCode {
  if (fromQuery) return fromQuery;
  const raw = request.headers[REGION_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  if (value === undefined || value === '') return 'eu';
  if (!isRegionCode(value)) throw new BadInput(HEADERS.region, `Unknown region ${JSON.stringify(value)}`);
  return value;
}

/** Lets later requests for the same URL, X-Region header and asked language take the cache's fast path. */
export function aliasOf(request: FastifyRequest, auth: RawAuth): { raw: string; auth: RawAuth } {
  return { raw: rawKey(request.url, request.headers[REGION_HEADER], request.askedLanguage), auth };
}
