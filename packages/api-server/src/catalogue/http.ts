// HTTP helpers of the catalogue and price routes: the public catalogue bearer token and the region a
// request is answered for.
import { createHash, timingSafeEqual } from 'node:crypto';
import { HEADERS } from '@ph/contracts/http';
import { isRegionCode, type RegionCode } from '@ph/region-config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadInput, Unauthorized } from '../errors';

/** OpenAPI security requirement of the PIM routes. */
export const catalogueTokenAuth = [{ catalogueToken: [] as string[] }];

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** preHandler of the PIM routes: `Authorization: Bearer <PUBLIC_CATALOGUE_TOKEN>` or a 401. */
export async function requireCatalogueToken(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) throw new Unauthorized('Catalogue bearer token is not defined', 'catalogue_token_missing');
  // Hashing first makes both sides the same length, which timingSafeEqual needs.
  if (!timingSafeEqual(digest(match[1]), digest(request.server.ctx.config.publicCatalogueToken))) {
    throw new Unauthorized('Catalogue bearer token is invalid', 'catalogue_token_invalid');
  }
}

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
