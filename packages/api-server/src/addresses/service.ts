import type { AddressInput, AddressPatch, ContactInformationBody } from '@ph/api-contract';
import type { Db } from '../db';
import { NotFound, RuleViolation } from '../errors';
import { lockUser, updateUser, type UserRow } from '../users';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressRow,
} from './repository';
import { validateAddress, type AddressFields } from './validation';

/** An address book larger than this is a script, not a customer. */
export const MAX_ADDRESSES_PER_USER = 50;

const addressNotFound = () => new NotFound('Address not found');

function fieldsFrom(input: Omit<AddressInput, 'default'>): AddressFields {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    companyName: input.company_name,
    vatId: input.vat_id,
    street: input.street,
    street2: input.street2,
    city: input.city,
    zipCode: input.zip_code,
    countryIso: input.country_iso,
    stateCode: input.state_code,
    phone: input.phone,
    email: input.email,
  };
}

function merged(row: AddressRow, patch: AddressPatch): AddressFields {
  const pick = <K extends keyof AddressPatch, V>(key: K, current: V): V | NonNullable<AddressPatch[K]> | null =>
    patch[key] === undefined ? current : (patch[key] ?? null);
  return {
    firstName: patch.first_name ?? row.firstName,
    lastName: patch.last_name ?? row.lastName,
    companyName: pick('company_name', row.companyName),
    vatId: pick('vat_id', row.vatId),
    street: patch.street ?? row.street,
    street2: pick('street2', row.street2),
    city: patch.city ?? row.city,
    zipCode: patch.zip_code ?? row.zipCode,
    countryIso: patch.country_iso ?? row.countryIso,
    // A new country invalidates the old state unless a state comes with it.
    stateCode: patch.state_code !== undefined ? patch.state_code : patch.country_iso ? null : row.stateCode,
    phone: pick('phone', row.phone),
    email: pick('email', row.email),
  };
}

async function lockOwner(tx: Db, userId: number): Promise<UserRow> {
  const user = await lockUser(tx, userId);
  if (!user) throw new NotFound('User not found');
  return user;
}

async function addAddress(tx: Db, user: UserRow, input: Omit<AddressInput, 'default'>, now: Date): Promise<AddressRow> {
  const values = validateAddress(fieldsFrom(input));
  if ((await countAddresses(tx, user.id)) >= MAX_ADDRESSES_PER_USER) {
    throw new RuleViolation('too_many_addresses', `An account can keep at most ${MAX_ADDRESSES_PER_USER} addresses`);
  }
  return insertAddress(tx, user.id, values, now);
}

export interface AddressBook {
  addresses: AddressRow[];
  defaultAddressId: number | null;
}

export async function addressBook(db: Db, user: UserRow): Promise<AddressBook> {
  return { addresses: await listAddresses(db, user.id), defaultAddressId: user.defaultAddressId };
}

export interface AddressResult {
  address: AddressRow;
  user: UserRow;
}

/** Adds an address; it becomes the default when asked to or when the user has none yet. */
export async function createAddress(db: Db, userId: number, input: AddressInput, now: Date): Promise<AddressResult> {
  return db.transaction(async (tx) => {
    let user = await lockOwner(tx, userId);
    const address = await addAddress(tx, user, input, now);
    if (input.default || user.defaultAddressId === null) {
      user = await updateUser(tx, user.id, { defaultAddressId: address.id }, now);
    }
    return { address, user };
  });
}

export async function patchAddress(db: Db, userId: number, id: number, patch: AddressPatch, now: Date): Promise<AddressResult> {
  return db.transaction(async (tx) => {
    let user = await lockOwner(tx, userId);
    const row = await findAddress(tx, userId, id);
    if (!row) throw addressNotFound();
    const values = validateAddress(merged(row, patch));
    const address = await updateAddress(tx, userId, id, values, now);
    if (!address) throw addressNotFound();
    if (patch.default === true && user.defaultAddressId !== id) {
      user = await updateUser(tx, userId, { defaultAddressId: id }, now);
    } else if (patch.default === false && user.defaultAddressId === id) {
      user = await updateUser(tx, userId, { defaultAddressId: null }, now);
    }
    return { address, user };
  });
}

/** Deletes the address; when it was the default the user has no default afterwards (FK set null). */
export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await deleteAddress(db, userId, id);
  if (!deleted) throw addressNotFound();
}

/** Sets the default address: an existing one of the user, or a new one created for it. */
export async function setContactInformation(db: Db, userId: number, body: ContactInformationBody, now: Date): Promise<AddressResult> {
  return db.transaction(async (tx) => {
    const user = await lockOwner(tx, userId);
    let address: AddressRow | undefined;
    if (body.address_id !== undefined) {
      address = await findAddress(tx, userId, body.address_id);
      if (!address) throw addressNotFound();
    } else if (body.address) {
      address = await addAddress(tx, user, body.address, now);
    }
    if (!address) throw new RuleViolation('address_missing', 'Send exactly one of address_id and address');
    const updated = await updateUser(tx, userId, { defaultAddressId: address.id }, now);
    return { address, user: updated };
  });
}
