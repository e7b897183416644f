// The e-mail that announces an issued document, in the document's language, with its download link.
// The link carries the order's guest token (as the order e-mails' links do): whoever got the order's
// e-mails may read its documents; the document id in the link is 128 random bits.
import type { LanguageCode } from '@ph/region-config';
import type { OutgoingEmail } from '../email';
import { layout } from '../email';
import type { InvoiceContent } from './content';
import { INVOICE_TEXTS } from './texts';

export function documentTitle(content: Pick<InvoiceContent, 'kind' | 'tax_reason' | 'language'>): string {
  const t = INVOICE_TEXTS[content.language as LanguageCode] ?? INVOICE_TEXTS.en;
  if (content.kind === 'invoice' && content.tax_reason === 'no_vat_region') return t.title.invoice_no_vat;
  return t.title[content.kind];
}

export function documentUrl(storefrontUrl: string, publicId: string, orderToken: string, format: 'pdf' | 'ubl' = 'pdf'): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/api/invoices/${encodeURIComponent(publicId)}/${format}?token=${encodeURIComponent(orderToken)}`;
}

export function documentEmail(to: string, doc: { publicId: string; number: string; content: InvoiceContent }, orderToken: string, storefrontUrl: string): OutgoingEmail {
  const t = INVOICE_TEXTS[doc.content.language as LanguageCode] ?? INVOICE_TEXTS.en;
  const title = documentTitle(doc.content);
  const subject = t.email.subject(title, doc.number);
  const lines = [t.email.body(title, doc.number, doc.content.order_number ?? doc.content.offer_reference ?? '')];
  const url = documentUrl(storefrontUrl, doc.publicId, orderToken);
  return { kind: `invoice_${doc.content.kind}`, to, subject, text: `${lines.join('\n')}\n\n${url}\n`, html: layout(subject, lines, { url, label: t.email.download }) };
}
