/** The user details form (storefront-config §2 "Forms": personal, company and delivery sections). */
export interface AddressFormValues {
  email: string;
  customerType: 'b2c' | 'b2b';
  companyName: string;
  vatId: string;
  firstName: string;
  lastName: string;
  street: string;
  street2: string;
  city: string;
  zipCode: string;
  countryIso: string;
  stateCode: string;
  phone: string;
}

export type AddressField = keyof AddressFormValues;
/** Message ids of the problems; the form translates them. */
export type AddressProblem = 'required' | 'email' | 'phone' | 'vatFormat' | 'tooLong';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{6,20}$/;
const VAT = /^[A-Za-z]{2}[A-Za-z0-9 .-]{2,28}$/;

const LIMITS: Partial<Record<AddressField, number>> = {
  firstName: 100, lastName: 100, companyName: 200, street: 200, street2: 200, city: 100, zipCode: 16,
};

/**
 * What the shopper must fix before the address is sent. The server checks again (and checks the
 * VAT ID against VIES); this only spares a round trip for the obvious mistakes.
 */
export function validateAddressForm(v: AddressFormValues, opts: { statesRequired: boolean }): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const required: AddressField[] = ['email', 'firstName', 'lastName', 'street', 'city', 'zipCode', 'countryIso'];
  if (v.customerType === 'b2b') required.push('companyName');
  if (opts.statesRequired) required.push('stateCode');
  for (const f of required) if (!v[f].trim()) problems[f] = 'required';
  for (const [f, max] of Object.entries(LIMITS) as Array<[AddressField, number]>) {
    if (!problems[f] && v[f].trim().length > max) problems[f] = 'tooLong';
  }
  if (!problems.email && !EMAIL.test(v.email.trim())) problems.email = 'email';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) problems.phone = 'phone';
  if (v.customerType === 'b2b' && v.vatId.trim() && !VAT.test(v.vatId.trim())) problems.vatId = 'vatFormat';
  return problems;
}

/** The API field (`bill_address.vat_id`, `order.email`) a server refusal points at, as a form field. */
export function formFieldOf(apiField: string | null): AddressField | null {
  if (!apiField) return null;
  const last = apiField.split('.').pop() ?? '';
  const map: Record<string, AddressField> = {
    email: 'email', first_name: 'firstName', last_name: 'lastName', company_name: 'companyName', vat_id: 'vatId', street: 'street',
    street2: 'street2', city: 'city', zip_code: 'zipCode', country_iso: 'countryIso', state_code: 'stateCode', phone: 'phone',
  };
  return map[last] ?? null;
}
