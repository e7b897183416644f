import type { SupportRequest } from '@ph/api-contract/support';
import type { LanguageCode, RegionCode } from '@ph/region-config';
import type { SupportRequestRow } from './repository';

export const requestNumber = (id: number) => `SR-${id}`;

export function presentSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    number: requestNumber(row.id),
    name: row.name,
    email: row.email,
    order_number: row.orderNumber,
    topic: row.topic as SupportRequest['topic'],
    message: row.message,
    region: row.region as RegionCode,
    lang: row.lang as LanguageCode,
    attachments: row.attachments.map((a, index) => ({ index, filename: a.filename, type: a.type, content_type: a.contentType, byte_size: a.byteSize })),
    created_at: row.createdAt.toISOString(),
  };
}

/** The list's line: the message's first words, the attachments counted. */
export function presentSupportRequestLine(row: SupportRequestRow) {
  const { message, attachments, ...rest } = presentSupportRequest(row);
  const flat = message.replace(/\s+/g, ' ').trim();
  return { ...rest, attachment_count: attachments.length, excerpt: flat.length > 140 ? `${flat.slice(0, 139)}…` : flat };
}
