import { z } from 'zod';
import { LANGUAGE_CODES, REGION_CODES } from '@ph/region-config';
import { Email } from './common';

// A subpath of its own (`@ph/api-contract/support`), like help: only the API, the landing site's build
// and the back office's desk chunk need these schemas.

/** What a contact form message is about; the landing form offers them in this order. */
export const SUPPORT_TOPICS = ['order', 'artwork', 'delivery', 'payment', 'complaint', 'quote', 'other'] as const;
export const SupportTopic = z.enum(SUPPORT_TOPICS);
export type SupportTopic = z.infer<typeof SupportTopic>;

/**
 * What a contact form may carry: the editor's artwork types plus ZIP archives, recognised by their
 * bytes. The landing form states these limits; the API enforces them.
 */
export const CONTACT_ATTACHMENTS = {
  types: ['pdf', 'png', 'jpg', 'jpeg', 'svg', 'zip'] as const,
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
  messageMaxLength: 5000,
} as const;

/** Markup in a plain-text field: a tag (`<script`, `<img …>`, `</a>`), a comment or a `javascript:` address. */
export const MARKUP = /<\s*\/?\s*[a-z!][^>]*>?|javascript\s*:/i;

const plain = (max: number, field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field}: required`)
    .max(max, `${field}: at most ${max} characters`)
    .refine((v) => !MARKUP.test(v), `${field}: plain text only, no HTML or script`);

/** The contact form's fields (multipart/form-data or application/x-www-form-urlencoded, all strings). */
export const SupportRequestFields = z.strictObject({
  name: plain(200, 'name'),
  email: Email,
  order_number: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9-]*$/, 'order_number: letters, digits and hyphens, as the order confirmation writes it')
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  topic: SupportTopic,
  message: plain(CONTACT_ATTACHMENTS.messageMaxLength, 'message'),
  /** The checkbox "you may contact me about this request": required, recorded as a consent. */
  consent: z.enum(['yes', 'on', 'true'], { message: 'consent: we can only answer if you agree to be contacted about your request' }),
  /** The honeypot: a field people never see (hidden from view and from assistive technology); bots fill it in. */
  website: z.string().max(0, 'website: leave this field empty').optional(),
  region: z.enum(REGION_CODES),
  lang: z.enum(LANGUAGE_CODES),
});
export type SupportRequestFields = z.output<typeof SupportRequestFields>;

export const SupportAttachment = z.object({
  index: z.number().int(),
  filename: z.string(),
  type: z.enum(['pdf', 'png', 'jpeg', 'svg', 'zip']),
  content_type: z.string(),
  byte_size: z.number().int(),
});
export type SupportAttachment = z.infer<typeof SupportAttachment>;

export const SupportRequest = z.object({
  number: z.string(),
  name: z.string(),
  email: z.string(),
  order_number: z.string().nullable(),
  topic: SupportTopic,
  /** Plain text as the sender wrote it: show it as text, never as HTML. */
  message: z.string(),
  region: z.enum(REGION_CODES),
  lang: z.enum(LANGUAGE_CODES),
  attachments: z.array(SupportAttachment),
  created_at: z.string(),
});
export type SupportRequest = z.infer<typeof SupportRequest>;

export const SupportRequestCreatedResponse = z.object({ support_request: z.object({ number: z.string(), created_at: z.string() }) });
export const SupportRequestResponse = z.object({ support_request: SupportRequest });
export type SupportRequestResponse = z.infer<typeof SupportRequestResponse>;

export const SupportRequestListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const SupportRequestListResponse = z.object({
  support_requests: z.array(SupportRequest.omit({ message: true, attachments: true }).extend({ attachment_count: z.number().int(), excerpt: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type SupportRequestListResponse = z.infer<typeof SupportRequestListResponse>;

export const SupportRequestParams = z.strictObject({ number: z.string().regex(/^SR-\d{1,12}$/, 'number: SR- and digits') });
export const SupportAttachmentParams = SupportRequestParams.extend({ index: z.coerce.number().int().min(0).max(CONTACT_ATTACHMENTS.maxFiles - 1) });
