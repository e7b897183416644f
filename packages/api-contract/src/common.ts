import { z } from 'zod';
import { EMAIL_PATTERN } from './patterns';

/** Every error answer has this shape (400 adds `field`; some codes add documented extras). */
export const ErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('HTTP reason phrase, e.g. "Bad Request"'),
    code: z.string().describe('Stable machine-readable code, e.g. "invalid_input", "not_found"'),
    message: z.string(),
    field: z.string().optional().describe('The request field the error is about'),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof ErrorBody>;

/** ISO 3166-1 alpha-2, upper case (lower case is accepted and normalised). */
export const CountryIso = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 country code')
  .transform((s) => s.toUpperCase());

export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const Email = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, 'must be a valid e-mail address')
  .pipe(z.email('must be a valid e-mail address'))
  .transform((s) => s.toLowerCase());

export const IsoDateTime = z.string().describe('ISO 8601 date-time');

/** Trimmed, non-empty, bounded text; optional fields use `.nullish()`. */
export const Text = (max = 255) => z.string().trim().min(1, 'must not be empty').max(max);
