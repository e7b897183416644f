import { z } from 'zod';
import { CountryIso } from './common';

export const StatesQuery = z.strictObject({ country_iso: CountryIso });
export const StatesResponse = z.object({
  data: z.array(
    z.object({
      /** "US-CA": ISO 3166-2 code. */
      id: z.string(),
      type: z.literal('state'),
      attributes: z.object({ abbr: z.string(), name: z.string(), country_iso: z.string() }),
    }),
  ),
});
export type StatesResponse = z.infer<typeof StatesResponse>;

export const ValidateVatQuery = z.strictObject({
  vat_id: z.string().trim().min(2, 'must not be empty').max(30),
  /** ISO country, or XI for Northern Ireland. */
  country_iso: CountryIso,
});
export const ValidateVatResponse = z.object({
  /** Prefix + national number, e.g. "DE136695976". */
  vat_id: z.string(),
  country_iso: z.string(),
  /** Format and check digit are right, and VIES (when consulted) knows the number. */
  valid: z.boolean(),
  format_valid: z.boolean(),
  vies: z.object({
    /** False when VIES is not configured (offline format check only) or the format was already wrong. */
    checked: z.boolean(),
    valid: z.boolean().nullable(),
    name: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type ValidateVatResponse = z.infer<typeof ValidateVatResponse>;

export const ZipCode = z.string().trim().min(1, 'must not be empty').max(16);

export const LocationBody = z.strictObject({
  country_iso: CountryIso,
  zip_code: ZipCode.nullish(),
});
export type LocationBody = z.infer<typeof LocationBody>;

export const LocationResponse = z.object({ country_iso: z.string(), zip_code: z.string().nullable() });
export type LocationResponse = z.infer<typeof LocationResponse>;

export const PartnerstackBody = z.strictObject({
  partner_key: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_.-]*$/, 'must contain only letters, digits, dot, dash and underscore')
    .nullish(),
});
export type PartnerstackBody = z.infer<typeof PartnerstackBody>;
