import type { AuditLogEntry as AuditLogEntrySchema, AuditLogQuery, AuditLogResponse } from '@ph/api-contract';
import type { ApiClient } from './client';
import type { Input, Output } from './contract';

// A subpath of its own (`@ph/api-client/audit`): only the back office's audit log page reads it.

export type AuditLogEntry = Output<typeof AuditLogEntrySchema>;
export type AuditLogPage = Output<typeof AuditLogResponse>;
/** Filters: an action or its prefix (`orders`, `orders.cancel`), the staff member, and the page (`before`). */
export type AuditLogSearch = Input<typeof AuditLogQuery>;

/** `GET v2/operator/audit_log`: what managers and operators did, newest first (operators; 403 for everyone else). */
export async function fetchAuditLog(client: ApiClient, search: AuditLogSearch, signal?: AbortSignal): Promise<AuditLogPage> {
  return client.get<AuditLogPage>('v2/operator/audit_log', { auth: true, query: { ...search }, ...(signal ? { signal } : {}) });
}
