import { EU_COUNTRIES } from '../location';
import { assertCountry, validPostalCode } from '../location';
import { countryHasStates, findState, stateRequired } from '../location';
import { checkVatFormat } from '../location';
import { RuleViolation } from '../errors';
import type { AddressValues } from './repository';

export interface AddressFields {
  firstName: string;
  lastName: string;
  companyName?: string | null | undefined;
  vatId?: string | null | undefined;
  street: string;
  street2?: string | null | undefined;
  city: string;
  zipCode: string;
  countryIso: string;
  stateCode?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

/**
 * The deliverability rules of an address, applied to the complete address (after a PATCH merges in):
 * a real country, a postal code of that country, a state where carriers need one, a VAT ID whose
 * format fits an EU country. Answers the values to store (normalised).
 */
export function validateAddress(fields: AddressFields): AddressValues {
  assertCountry(fields.countryIso);
  const zipCode = validPostalCode(fields.countryIso, fields.zipCode);

  let stateCode: string | null = null;
  if (fields.stateCode) {
    if (!countryHasStates(fields.countryIso)) {
      throw new RuleViolation('state_not_applicable', `Addresses in ${fields.countryIso} have no state`, 'state_code');
    }
    const state = findState(fields.countryIso, fields.stateCode);
    if (!state) throw new RuleViolation('invalid_state', `"${fields.stateCode}" is not a state of ${fields.countryIso}`, 'state_code');
    stateCode = state.code;
  } else if (stateRequired(fields.countryIso)) {
    throw new RuleViolation('state_required', `Addresses in ${fields.countryIso} need a state`, 'state_code');
  }

  let vatId: string | null = null;
  if (fields.vatId) {
    const vatCountry = EU_COUNTRIES.has(fields.countryIso) ? fields.countryIso : undefined;
    const format = vatCountry ? checkVatFormat(fields.vatId, vatCountry) : undefined;
    if (format && !format.formatValid) {
      throw new RuleViolation('invalid_vat_id', `"${fields.vatId}" is not a valid VAT ID for ${fields.countryIso}`, 'vat_id');
    }
    vatId = format ? format.normalized : fields.vatId.toUpperCase().replace(/[\s.-]/g, '');
  }

  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    companyName: fields.companyName ?? null,
    vatId,
    street: fields.street,
    street2: fields.street2 ?? null,
    city: fields.city,
    zipCode,
    countryIso: fields.countryIso,
    stateCode,
    phone: fields.phone ?? null,
    email: fields.email ?? null,
  };
}
