import type { ConsentName, ConsentRecordsResponse, GlobalConsentsNeededResponse, SaveConsentsBody, SaveConsentsResponse } from '@ph/api-contract';
import type { ApiClient } from './client';

// A subpath of its own (`@ph/api-client/consents`) as well as part of the main entry: the stand-alone
// consent bundle for landing pages (mf-consent's consent.js, budget 15 KB) records answers with these
// and must not pull in the rest of the client's calls.

/** The visitor's consent records and the value in force per consent (`GET v1/emails/consents`). */
export async function loadConsents(client: ApiClient, name?: ConsentName, signal?: AbortSignal): Promise<ConsentRecordsResponse> {
  return client.get<ConsentRecordsResponse>('v1/emails/consents', { auth: true, query: { name }, signal });
}

/** Which global consents to ask the owner of `email` for (`GET v1/emails/global_consents_needed`). */
export async function globalConsentsNeeded(client: ApiClient, email: string, signal?: AbortSignal): Promise<GlobalConsentsNeededResponse> {
  return client.get<GlobalConsentsNeededResponse>('v1/emails/global_consents_needed', { auth: true, query: { email }, signal });
}

/** Records consents given or declined (`POST v1/emails/save_with_consents`); the server stamps the time. */
export async function saveConsents(client: ApiClient, body: SaveConsentsBody): Promise<SaveConsentsResponse> {
  return client.post<SaveConsentsResponse>('v1/emails/save_with_consents', body, { auth: true });
}
