import type { Address } from '@ph/api-contract';
import { findState } from '../location';
import type { AddressRow } from './repository';

export function presentAddress(row: AddressRow, defaultAddressId: number | null): Address {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    vat_id: row.vatId,
    street: row.street,
    street2: row.street2,
    city: row.city,
    zip_code: row.zipCode,
    country_iso: row.countryIso,
    state_code: row.stateCode,
    state_name: row.stateCode ? (findState(row.countryIso, row.stateCode)?.name ?? null) : null,
    phone: row.phone,
    email: row.email,
    is_default: row.id === defaultAddressId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
