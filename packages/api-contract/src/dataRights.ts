import { z } from 'zod';
import { Email, Text } from './common';

// Shoppers' data rights (GDPR articles 15, 17, 20): "Download my data" and "Delete my account", by the
// shopper or by an operator for a customer who asks by e-mail. See docs/data-rights.md.

export const DataExportStatusEnum = z.enum(['queued', 'ready', 'failed']);

export const DataExport = z.object({
  id: z.string().describe('the request, a uuid'),
  status: DataExportStatusEnum.describe('queued until the ZIP is built and e-mailed; ready once the link is sent'),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable().describe('the download link and the file stop working then'),
});
export type DataExport = z.infer<typeof DataExport>;

export const DataExportResponse = z.object({ export: DataExport });
export type DataExportResponse = z.infer<typeof DataExportResponse>;

export const DataExportIdParams = z.object({ id: z.uuid() });

export const DataExportDownloadQuery = z.object({
  token: z.string().max(100).optional().describe('the token of the e-mailed link; without it, the owner\'s session'),
});

export const EraseAccountBody = z.strictObject({
  current_password: z.string().min(1, 'must not be empty').max(128),
});
export type EraseAccountBody = z.infer<typeof EraseAccountBody>;

export const OperatorCustomerBody = z.strictObject({
  email: Email,
  /** Why (the customer's e-mail, a ticket number): kept in the audit record. */
  reason: Text(500).optional(),
});
export type OperatorCustomerBody = z.infer<typeof OperatorCustomerBody>;

export const ErasureReport = z.object({
  erasure: z.object({
    user_id: z.number(),
    erased_at: z.string(),
    orders_kept: z.number().describe('orders kept without personal data (their invoices keep the buyer as issued)'),
    invoices_kept: z.number(),
    files_deleted: z.number(),
    designs_deleted: z.number(),
    addresses_deleted: z.number(),
  }),
});
export type ErasureReport = z.infer<typeof ErasureReport>;
