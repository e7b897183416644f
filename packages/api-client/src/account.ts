import type {
  AcceptedResponse,
  Address,
  AddressInput,
  AddressList,
  AddressPatch,
  ChangePasswordBody,
  ConfirmEmailResponse,
  HandoffResponse,
  RedeemHandoffBody,
  DataExport,
  DataExportResponse,
  EraseAccountBody,
  ContactInformationResponse,
  CurrentUserResponse,
  PlusSignUpBody,
  SessionResponse,
  SignInBody,
  SignUpBody,
  StatesResponse,
  UpdateContactBody,
  User,
  UserResponse,
  ValidateVatResponse,
} from '@ph/api-contract';
import type { ApiClient } from './client';

/**
 * Typed calls of the users, auth, addresses and location routes (docs/domain.md#the-apis-calls "Users and
 * addresses"). Sign-in and sign-up send the visitor's current token (when one is stored) so the
 * server keeps the anonymous visitor's data; callers store the answered token themselves, because
 * only they know whether the visitor asked to be remembered.
 */

function required<T>(value: T | undefined, what: string): T {
  // With a token these routes answer a body or throw; an empty answer means a broken server.
  if (value === undefined) throw new Error(`The API answered ${what} without a body`);
  return value;
}

export async function signIn(client: ApiClient, body: SignInBody): Promise<SessionResponse> {
  return required(await client.post<SessionResponse>('users/sign_in', body), 'sign_in');
}

export async function signUp(client: ApiClient, body: SignUpBody): Promise<SessionResponse> {
  return required(await client.post<SessionResponse>('users/sign_up', body), 'sign_up');
}

export async function signOut(client: ApiClient): Promise<void> {
  await client.delete<void>('users/sign_out', { auth: true });
}

export async function recoverPassword(client: ApiClient, email: string): Promise<AcceptedResponse> {
  return required(await client.post<AcceptedResponse>('users/password/recover', { email }, { auth: false }), 'password/recover');
}

export async function resetPassword(client: ApiClient, token: string, password: string): Promise<SessionResponse> {
  return required(
    await client.post<SessionResponse>('users/password/reset', { token, password }, { auth: false }),
    'password/reset',
  );
}

/** `PUT users/{id}/password`: keeps this session, signs out the others; 422 `invalid_current_password`. */
export async function changePassword(client: ApiClient, userId: number, body: ChangePasswordBody): Promise<User> {
  return client.put<User>(`users/${userId}/password`, body, { auth: true });
}

/** `POST users/{id}/data_exports`: queues "download my data"; the link to the ZIP is e-mailed. */
export async function requestDataExport(client: ApiClient, userId: number): Promise<DataExport> {
  return (await client.post<DataExportResponse>(`users/${userId}/data_exports`, {}, { auth: true })).export;
}

/** `POST users/{id}/erasure`: deletes the account (every session with it); 422 `invalid_current_password`, 409 `store_credit_left`. */
export async function eraseAccount(client: ApiClient, userId: number, body: EraseAccountBody): Promise<void> {
  await client.post<void>(`users/${userId}/erasure`, body, { auth: true });
}

export async function confirmEmail(client: ApiClient, token: string): Promise<ConfirmEmailResponse> {
  return required(await client.post<ConfirmEmailResponse>('users/confirm_email', { token }, { auth: false }), 'confirm_email');
}

export async function resendConfirmationEmail(client: ApiClient): Promise<AcceptedResponse> {
  return client.post<AcceptedResponse>('users/confirm_email/resend', {}, { auth: true });
}

/** `GET users/anonymous`: a new anonymous user and its token (the storefront's first call on a first visit). */
export async function createAnonymousUser(client: ApiClient): Promise<SessionResponse> {
  return required(await client.get<SessionResponse>('users/anonymous', { auth: false }), 'anonymous');
}

/**
 * A one-time code (15 minutes) for the QR code that opens this anonymous visitor's cart or design on a
 * phone (docs/domain.md#roles); never the session token. A signed-in shopper gets a 422 (sign in there).
 */
export async function createHandoff(client: ApiClient): Promise<HandoffResponse> {
  return client.post<HandoffResponse>('v2/handoffs', undefined, { auth: true });
}

/** Redeems a QR code's one-time code for this device's own session of the same visitor. */
export async function redeemHandoff(client: ApiClient, token: string): Promise<SessionResponse> {
  const body: RedeemHandoffBody = { token };
  return required(await client.post<SessionResponse>('users/handoff', body, { auth: false }), 'handoff');
}

export async function currentUser(client: ApiClient): Promise<CurrentUserResponse> {
  return client.get<CurrentUserResponse>('users/me', { auth: true });
}

export async function updateContact(client: ApiClient, userId: number, body: UpdateContactBody): Promise<User> {
  return client.put<User>(`users/${userId}`, body, { auth: true });
}

export async function listAddresses(client: ApiClient, userId: number, signal?: AbortSignal): Promise<Address[]> {
  return (await client.get<AddressList>(`v2/users/${userId}/addresses`, { auth: true, signal })).data;
}

export async function createAddress(client: ApiClient, userId: number, body: AddressInput): Promise<Address> {
  return client.post<Address>(`v2/users/${userId}/addresses`, body, { auth: true });
}

export async function updateAddress(client: ApiClient, userId: number, id: number, patch: AddressPatch): Promise<Address> {
  return client.patch<Address>(`v2/users/${userId}/addresses/${id}`, patch, { auth: true });
}

export async function deleteAddress(client: ApiClient, userId: number, id: number): Promise<void> {
  await client.delete<void>(`v2/users/${userId}/addresses/${id}`, { auth: true });
}

/** Makes a saved address the default (`POST v2/users/{id}/contact_information` with `address_id`). */
export async function setDefaultAddress(client: ApiClient, userId: number, addressId: number): Promise<ContactInformationResponse> {
  return client.post<ContactInformationResponse>(
    `v2/users/${userId}/contact_information`,
    { address_id: addressId },
    { auth: true },
  );
}

type StateAttributes = StatesResponse['data'][number]['attributes'];

/** A state as the address form offers it (from `GET v2/states`). */
export interface CountryState {
  /** ISO 3166-2 suffix sent as an address's `state_code` ("CA"): the API's `abbr`. */
  code: StateAttributes['abbr'];
  name: StateAttributes['name'];
}

/** The states of a country (empty for countries without states). */
export async function listStates(client: ApiClient, countryIso: string, signal?: AbortSignal): Promise<CountryState[]> {
  const res = await client.get<StatesResponse>('v2/states', { query: { country_iso: countryIso }, auth: false, signal });
  return (res?.data ?? []).map((s) => ({ code: s.attributes.abbr, name: s.attributes.name }));
}

export async function validateVat(client: ApiClient, vatId: string, countryIso: string): Promise<ValidateVatResponse> {
  return required(
    await client.get<ValidateVatResponse>('addresses/validate_vat', { query: { vat_id: vatId, country_iso: countryIso }, auth: false }),
    'validate_vat',
  );
}

/**
 * Joins Packhelp Plus (`POST v2/users/me/plus`): the server records the `terms_and_conditions_plus`
 * consent with the text shown and gives the account the plus plan. 422 `plus_not_available` in a
 * store without Plus; 401 `sign_in_required` for a visitor without an account.
 */
export async function joinPlus(client: ApiClient, body: PlusSignUpBody): Promise<User> {
  return required(await client.post<UserResponse>('v2/users/me/plus', body, { auth: true }), 'v2/users/me/plus').user;
}
