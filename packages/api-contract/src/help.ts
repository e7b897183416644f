import { z } from 'zod';
import { LANGUAGE_CODES, REGION_CODES } from '@ph/region-config';

// A subpath of its own (`@ph/api-contract/help`): zod schemas are built when their module loads, so in the
// package's index they would weigh on every page's first load; only the API and the search's chunk need them.

/** The help centre's categories (landing/lib/content.mjs holds the same list). */
export const HelpCategory = z.enum(['ordering', 'artwork', 'print-quality', 'materials', 'delivery', 'payments', 'returns', 'account']);

const region = z.enum(REGION_CODES).optional().describe('the store; else the X-Region header, else eu');
const lang = z.enum(LANGUAGE_CODES).optional().describe('the language; else Accept-Language, else the store’s');

/** `GET v1/help_posts`: the store's help articles in a language, matching `q` when given (stemmed where the language has a stemmer). */
export const HelpPostsQuery = z.strictObject({
  q: z.string().trim().max(200, 'q: at most 200 characters').optional(),
  category: HelpCategory.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  region,
  lang,
});
export const HelpPostPathParams = z.strictObject({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'id: lowercase letters, digits and hyphens') });
export const HelpPostQuery = z.strictObject({ region, lang });

export const HelpPostSummary = z.object({
  id: z.string(),
  category: HelpCategory,
  category_name: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The article's page on the store's own origin (the landing site), with `?locale=` for another language than the store's. */
  path: z.string(),
});
export type HelpPostSummary = z.infer<typeof HelpPostSummary>;
export const HelpPostsResponse = z.object({ data: z.array(HelpPostSummary), meta: z.object({ lang: z.enum(LANGUAGE_CODES), total: z.number().int() }) });
export type HelpPostsResponse = z.infer<typeof HelpPostsResponse>;
export const HelpPostResponse = z.object({ data: HelpPostSummary.extend({ html: z.string() }) });
export type HelpPostResponse = z.infer<typeof HelpPostResponse>;
