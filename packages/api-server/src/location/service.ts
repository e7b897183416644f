import type { Db } from '../db';
import { BadInput, RuleViolation, ServiceUnavailable } from '../errors';
import { updateUser } from '../users';
import type { UserRow } from '../users';
import { isCountry, SHIPPING_COUNTRIES } from './countries';
import { normalizePostalCode } from './postal-codes';
import { statesOf, type State } from './states';
import { checkVatFormat } from './vat';
import { ViesUnavailableError, type ViesClient } from './vies';

export function assertCountry(countryIso: string, field = 'country_iso'): void {
  if (!isCountry(countryIso)) throw new BadInput(field, `${field}: "${countryIso}" is not an ISO 3166-1 country code`);
}

export function listStates(countryIso: string): State[] {
  assertCountry(countryIso);
  return statesOf(countryIso);
}

/** The canonical postal code or a 422 naming the field. */
export function validPostalCode(countryIso: string, zip: string, field = 'zip_code'): string {
  const normalized = normalizePostalCode(countryIso, zip);
  if (!normalized) throw new RuleViolation('invalid_zip_code', `"${zip}" is not a valid postal code for ${countryIso}`, field);
  return normalized;
}

export interface VatValidation {
  vatId: string;
  countryIso: string;
  valid: boolean;
  formatValid: boolean;
  vies: { checked: boolean; valid: boolean | null; name: string | null; address: string | null };
}

/**
 * Offline format + check-digit test, then VIES when configured. A VIES outage is a 503 whose body
 * still carries the format result, so the storefront can decide what to do.
 */
export async function validateVat(vies: ViesClient | null, vatId: string, countryIso: string): Promise<VatValidation> {
  if (countryIso !== 'XI') assertCountry(countryIso);
  const format = checkVatFormat(vatId, countryIso);
  if (!format) {
    throw new RuleViolation(
      'vat_country_not_supported',
      `VAT IDs can be validated for EU member states and Northern Ireland (XI), not ${countryIso}`,
      'country_iso',
    );
  }
  const base = { vatId: format.normalized, countryIso, formatValid: format.formatValid };
  if (!format.formatValid || !vies) {
    return { ...base, valid: format.formatValid, vies: { checked: false, valid: null, name: null, address: null } };
  }
  try {
    const result = await vies.check(format.prefix, format.number);
    return { ...base, valid: result.valid, vies: { checked: true, ...result } };
  } catch (err) {
    if (err instanceof ViesUnavailableError) {
      throw new ServiceUnavailable('vies_unavailable', 'VAT validation service unavailable', {
        vat_id: format.normalized,
        format_valid: true,
      });
    }
    throw err;
  }
}

export interface LocationInput {
  country_iso: string;
  zip_code?: string | null | undefined;
}

function cleanLocation(input: LocationInput): { countryIso: string; zipCode: string | null } {
  assertCountry(input.country_iso);
  const zipCode = input.zip_code ? validPostalCode(input.country_iso, input.zip_code) : null;
  return { countryIso: input.country_iso, zipCode };
}

/** Where the visitor was last seen (any country). */
export async function saveLastUsedLocation(db: Db, userId: number, input: LocationInput, now: Date): Promise<UserRow> {
  const { countryIso, zipCode } = cleanLocation(input);
  return updateUser(db, userId, { lastUsedCountryIso: countryIso, lastUsedZipCode: zipCode }, now);
}

/** Where prices and delivery estimates are computed for: only countries the store ships to. */
export async function setShippingDestination(db: Db, userId: number, input: LocationInput, now: Date): Promise<UserRow> {
  const { countryIso, zipCode } = cleanLocation(input);
  if (!SHIPPING_COUNTRIES.has(countryIso)) {
    throw new RuleViolation('country_not_shipped', `We do not ship to ${countryIso}`, 'country_iso');
  }
  return updateUser(db, userId, { shippingCountryIso: countryIso, shippingZipCode: zipCode }, now);
}

/**
 * Stores the PartnerStack referral key once (first touch wins). A missing or empty key is skipped
 * silently (docs/domain.md#validation). Returns whether something was stored.
 */
export async function registerPartnerstackKey(db: Db, user: UserRow, key: string | null | undefined, now: Date): Promise<boolean> {
  if (!key) return false;
  if (user.partnerstackKey) return false;
  await updateUser(db, user.id, { partnerstackKey: key }, now);
  return true;
}
