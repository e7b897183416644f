import type { FunnelReportQuery, FunnelReportResponse } from '@ph/api-contract/funnel';
import type { ApiClient } from './client';
import type { Input, Output } from './contract';

// A subpath of its own (`@ph/api-client/funnel`): only the back office's funnel report reads it.

export type FunnelReport = Output<typeof FunnelReportResponse>;
export type FunnelReportSearch = Input<typeof FunnelReportQuery>;

/** `GET v2/operator/reports/funnel`: distinct visitors per funnel step and ISO week (operators; 403 for everyone else). */
export async function fetchFunnelReport(client: ApiClient, search: FunnelReportSearch, signal?: AbortSignal): Promise<FunnelReport> {
  return client.get<FunnelReport>('v2/operator/reports/funnel', { auth: true, query: { ...search }, ...(signal ? { signal } : {}) });
}
