import { z } from 'zod';
import { CountryIso, Email, Id, Text } from './common';
import { ZipCode } from './location';
import { Phone, User } from './users';

/** The fields of a postal address, shared by the address book and the checkout's order addresses. */
export const addressFields = {
  first_name: Text(100),
  last_name: Text(100),
  company_name: Text(200).nullish(),
  vat_id: z.string().trim().min(2).max(30).nullish(),
  street: Text(200),
  street2: Text(200).nullish(),
  city: Text(100),
  zip_code: ZipCode,
  country_iso: CountryIso,
  /** ISO 3166-2 suffix ("CA" for California); required for US, CA and AU. */
  state_code: z.string().trim().min(1).max(6).nullish(),
  phone: Phone.nullish(),
  email: Email.nullish(),
};

export const AddressInput = z.strictObject({
  ...addressFields,
  /** Make this the user's default address. The first address becomes the default anyway. */
  default: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof AddressInput>;

/** PATCH: any subset of the fields; `null` clears an optional one. */
export const AddressPatch = z
  .strictObject({
    first_name: addressFields.first_name.optional(),
    last_name: addressFields.last_name.optional(),
    company_name: addressFields.company_name,
    vat_id: addressFields.vat_id,
    street: addressFields.street.optional(),
    street2: addressFields.street2,
    city: addressFields.city.optional(),
    zip_code: addressFields.zip_code.optional(),
    country_iso: addressFields.country_iso.optional(),
    state_code: addressFields.state_code,
    phone: addressFields.phone,
    email: addressFields.email,
    default: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'must change at least one field' });
export type AddressPatch = z.infer<typeof AddressPatch>;

export const Address = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  vat_id: z.string().nullable(),
  street: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  zip_code: z.string(),
  country_iso: z.string(),
  state_code: z.string().nullable(),
  state_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof Address>;

export const AddressList = z.object({ data: z.array(Address) });
export type AddressList = z.infer<typeof AddressList>;

export const UserAddressParams = z.strictObject({ userId: Id });
export const AddressParams = z.strictObject({ userId: Id, id: Id });

/** `POST v2/users/{userId}/contact_information`: pick an existing address or create one as the default. */
export const ContactInformationBody = z
  .strictObject({ address_id: Id.optional(), address: AddressInput.omit({ default: true }).optional() })
  .refine((b) => (b.address_id === undefined) !== (b.address === undefined), {
    message: 'send exactly one of address_id and address',
  });
export type ContactInformationBody = z.infer<typeof ContactInformationBody>;

export const ContactInformationResponse = z.object({ user: User, address: Address });
export type ContactInformationResponse = z.infer<typeof ContactInformationResponse>;
