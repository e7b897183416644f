import { isEmailAddress, isPhoneNumber } from '@ph/api-contract/patterns';
import type { AddressField, AddressFormValues } from './values';

/** What is wrong with a field; the form translates it. */
export type AddressProblem = 'required' | 'email' | 'phone' | 'vatFormat' | 'vatInvalid' | 'tooLong';

/** The API requires a state only in these countries (elsewhere a list, e.g. Italian provinces, is optional). */
export const STATE_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'AU']);

const VAT = /^[A-Za-z]{2}[A-Za-z0-9 .-]{2,28}$/;
const LIMITS: Partial<Record<AddressField, number>> = {
  firstName: 100, lastName: 100, companyName: 200, street: 200, street2: 200, city: 100, zipCode: 16,
};

export interface ValidationOptions {
  /** The order's e-mail is required; an address-book e-mail is optional; `none` hides it. */
  email: 'required' | 'optional' | 'none';
  /** Whether the "buying as" choice is shown; a company buyer must name the company. */
  customerType: boolean;
  /** The selected country has a list of states. */
  hasStates: boolean;
}

/**
 * What the shopper must fix before the address is sent. The server checks again (and checks the
 * VAT ID against VIES); this spares a round trip for the obvious mistakes.
 */
export function validateAddress(v: AddressFormValues, o: ValidationOptions): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const required: AddressField[] = ['firstName', 'lastName', 'street', 'city', 'zipCode', 'countryIso'];
  if (o.email === 'required') required.push('email');
  if (o.customerType && v.customerType === 'b2b') required.push('companyName');
  if (o.hasStates && STATE_REQUIRED_COUNTRIES.has(v.countryIso)) required.push('stateCode');
  for (const f of required) if (!v[f].trim()) problems[f] = 'required';
  for (const [f, max] of Object.entries(LIMITS) as Array<[AddressField, number]>) {
    if (!problems[f] && v[f].trim().length > max) problems[f] = 'tooLong';
  }
  if (o.email !== 'none' && !problems.email && v.email.trim() && !isEmailAddress(v.email)) problems.email = 'email';
  if (v.phone.trim() && !isPhoneNumber(v.phone)) problems.phone = 'phone';
  const company = !o.customerType || v.customerType === 'b2b';
  if (company && v.vatId.trim() && !VAT.test(v.vatId.trim())) problems.vatId = 'vatFormat';
  return problems;
}
