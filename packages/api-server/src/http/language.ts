// The shopper's interface language of a request (issue #13), resolved once per request and read by
// every route that presents text: `?lang=` where a route takes it, else the first interface language
// of `Accept-Language` (the storefront's api-client sends the page's `<html lang>`), else the store's
// language of what is answered about (`languageFor`: the request's region, or the order's).
// Routes present catalogue names, order lines, refusals and e-mails in it.
import { getRegionConfig, isLanguageCode, type LanguageCode, type RegionCode } from '@ph/region-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language the caller asked for (`?lang=` or Accept-Language), null when it named none we
     * speak; set before validation (`registerRequestLanguage`). Read it through `languageFor`.
     */
    askedLanguage: LanguageCode | null;
  }
}

// At most this many ranges are read: a header is a short list, a long one is noise or an attack.
const MAX_RANGES = 20;

/**
 * The first interface language of an `Accept-Language` header by preference (`q`), matching a range
 * by its primary subtag (RFC 4647 lookup: `de-CH` is German, `pt-BR` is the store's pt-PT); null when
 * it names none. Hand-written because the negotiators on npm match whole tags only.
 */
export function languageFromAcceptLanguage(header: string | string[] | undefined): LanguageCode | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const ranges = value
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: range.trim().split('-')[0]!.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    // Stable by position for equal weights, as the header lists them.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.find((r) => isLanguageCode(r.primary))?.primary as LanguageCode | undefined ?? null;
}

/** The explicit `?lang=` of a request when it names an interface language (routes validate it). */
function queryLanguage(request: FastifyRequest): LanguageCode | null {
  const query = request.query as Record<string, unknown> | undefined;
  return isLanguageCode(query?.lang) ? query.lang : null;
}

function appendVary(current: unknown, header: string): string {
  const list = typeof current === 'string' && current !== '' ? current.split(',').map((h) => h.trim()) : [];
  return list.some((h) => h.toLowerCase() === header) ? list.join(', ') : [...list, header].join(', ');
}

/** Resolves the request's language before validation, so even a refusal is written in it. */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('askedLanguage', null);
  app.addHook('onRequest', async (request) => {
    request.askedLanguage = queryLanguage(request) ?? languageFromAcceptLanguage(request.headers['accept-language']);
  });
  app.addHook('onSend', async (request, reply) => {
    // Answers differ by the language asked for; shared caches must keep them apart.
    reply.header('vary', appendVary(reply.getHeader('vary'), 'accept-language'));
  });
}

/**
 * The language of an answer about something of `region` (a store's catalogue, an order): the one the
 * caller asked for, else that store's language.
 */
export function languageFor(request: FastifyRequest, region: RegionCode): LanguageCode {
  return request.askedLanguage ?? getRegionConfig(region).locale;
}
