import type {
  SupportRequest as SupportRequestSchema,
  SupportRequestListResponse,
  SupportRequestResponse,
} from '@ph/api-contract/support';
import { API_BASE_PATH, HEADERS } from '@ph/contracts/http';
import type { ApiClient } from './client';
import type { Output } from './contract';
import { ApiError } from './errors';

// A subpath of its own (`@ph/api-client/support`): only the back office's support pages (the desk's
// chunk) read the contact form's requests.

export type SupportRequest = Output<typeof SupportRequestSchema>;
export type SupportRequestList = Output<typeof SupportRequestListResponse>;
export type SupportRequestLine = SupportRequestList['support_requests'][number];
/** `GET v2/operator/support_requests`: the contact form's requests, newest first (operators). */
export async function listSupportRequests(client: ApiClient, page: { page?: number; per_page?: number } = {}, signal?: AbortSignal): Promise<SupportRequestList> {
  return client.get<SupportRequestList>('v2/operator/support_requests', { auth: true, query: { ...page }, ...(signal ? { signal } : {}) });
}

/** `GET v2/operator/support_requests/{number}`: one request, its message as the sender wrote it (plain text). */
export async function fetchSupportRequest(client: ApiClient, number: string, signal?: AbortSignal): Promise<SupportRequest> {
  return (await client.get<Output<typeof SupportRequestResponse>>(`v2/operator/support_requests/${encodeURIComponent(number)}`, { auth: true, ...(signal ? { signal } : {}) })).support_request;
}

/**
 * An attachment's bytes. A plain link cannot carry the operator's API token, so the file is fetched
 * here and handed to the browser as a download.
 */
export async function fetchSupportAttachment(client: ApiClient, number: string, index: number, o: { baseUrl?: string; signal?: AbortSignal } = {}): Promise<Blob> {
  const url = `${o.baseUrl ?? API_BASE_PATH}/v2/operator/support_requests/${encodeURIComponent(number)}/attachments/${index}`;
  const token = client.tokens.get();
  const res = await fetch(url, { headers: token ? { [HEADERS.apiToken]: token } : {}, ...(o.signal ? { signal: o.signal } : {}) });
  if (!res.ok) throw new ApiError(`Request failed with status code ${res.status}`, { kind: 'status', status: res.status, method: 'GET', url });
  return res.blob();
}
