import type { Address, AddressInput, OrderAddress } from '@ph/api-contract';

/** The user details form (docs/domain.md#regions-languages-and-routes "Forms"): personal, company and delivery sections. */
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

/** The order fields appear on screen, so the first invalid one is the first the shopper meets. */
export const ADDRESS_FIELD_ORDER: readonly AddressField[] = [
  'email', 'firstName', 'lastName', 'phone', 'customerType', 'companyName', 'vatId',
  'street', 'street2', 'zipCode', 'city', 'countryIso', 'stateCode',
];

export const EMPTY_ADDRESS: AddressFormValues = {
  email: '', customerType: 'b2c', companyName: '', vatId: '', firstName: '', lastName: '', street: '', street2: '',
  city: '', zipCode: '', countryIso: '', stateCode: '', phone: '',
};

type KnownAddress = Pick<OrderAddress, 'first_name' | 'last_name' | 'company_name' | 'vat_id' | 'street' | 'street2' | 'city' | 'zip_code' | 'country_iso' | 'state_code' | 'phone'> & {
  email?: string | null;
};

/** Form values from an address-book or order address (blank where it has none). */
export function valuesFromAddress(a: KnownAddress | null | undefined, fallback: Partial<AddressFormValues> = {}): AddressFormValues {
  if (!a) return { ...EMPTY_ADDRESS, ...fallback };
  return {
    ...EMPTY_ADDRESS,
    ...fallback,
    customerType: a.company_name ? 'b2b' : (fallback.customerType ?? 'b2c'),
    companyName: a.company_name ?? '',
    vatId: a.vat_id ?? '',
    firstName: a.first_name,
    lastName: a.last_name,
    street: a.street,
    street2: a.street2 ?? '',
    city: a.city,
    zipCode: a.zip_code,
    countryIso: a.country_iso,
    stateCode: a.state_code ?? '',
    phone: a.phone ?? '',
    email: a.email ?? fallback.email ?? '',
  };
}

const opt = (s: string): string | null => (s.trim() ? s.trim() : null);

/**
 * The API's address fields. With `customerType` shown, a private buyer sends no company or VAT ID;
 * `hasStates` false drops a state left over from a country that had one.
 */
export function toAddressInput(v: AddressFormValues, opts: { customerType: boolean; hasStates: boolean }): Omit<AddressInput, 'default' | 'email'> {
  const company = !opts.customerType || v.customerType === 'b2b';
  return {
    first_name: v.firstName.trim(),
    last_name: v.lastName.trim(),
    company_name: company ? opt(v.companyName) : null,
    vat_id: company && v.vatId.trim() ? normaliseVatId(v.vatId) : null,
    street: v.street.trim(),
    street2: opt(v.street2),
    city: v.city.trim(),
    zip_code: v.zipCode.trim(),
    country_iso: v.countryIso,
    state_code: opts.hasStates ? opt(v.stateCode) : null,
    phone: opt(v.phone),
  };
}

export function normaliseVatId(vatId: string): string {
  return vatId.replace(/[\s.-]/g, '').toUpperCase();
}

const API_FIELDS: Record<string, AddressField> = {
  email: 'email', first_name: 'firstName', last_name: 'lastName', company_name: 'companyName', vat_id: 'vatId', street: 'street',
  street2: 'street2', city: 'city', zip_code: 'zipCode', country_iso: 'countryIso', state_code: 'stateCode', phone: 'phone',
  customer_type: 'customerType',
};

/** The form field an API refusal names (`zip_code`, `bill_address.vat_id`, `order.email`), if any. */
export function addressFieldOfApi(apiField: string | null | undefined): AddressField | null {
  if (!apiField) return null;
  return API_FIELDS[apiField.split('.').pop() ?? ''] ?? null;
}

/** One line for a list of saved addresses: "Ada Lovelace, Main St 1, 10115 Berlin, DE". */
export function addressSummary(a: Pick<Address, 'first_name' | 'last_name' | 'company_name' | 'street' | 'street2' | 'zip_code' | 'city' | 'state_code' | 'country_iso'>): string {
  const name = [a.first_name, a.last_name].join(' ');
  const place = [a.zip_code, a.city].join(' ') + (a.state_code ? ` ${a.state_code}` : '');
  return [a.company_name, name, a.street, a.street2, place, a.country_iso].filter(Boolean).join(', ');
}

/** A country's name in the visitor's language ("Deutschland" for DE in German). */
export function countryName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}
