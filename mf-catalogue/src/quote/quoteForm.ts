import { isEmailAddress, isPhoneNumber } from '@ph/api-contract/patterns';
import type { QuotePrefill } from '@ph/catalogue-logic';
import type { MessageDescriptor } from 'react-intl';
import { quoteText } from './quoteMessages';

// The quote form's state and its checks, apart from the screen so they are tested on their own.
// Limits follow the API's quote request contract (QUOTE_LIMITS): 20 products, 5 quantities each,
// 10 files, 5000 characters of description.

export const QUOTE_FORM_LIMITS = { items: 20, quantities: 5, attachments: 10, description: 5000, maxQuantity: 10_000_000, maxMm: 100_000 } as const;

/** The print choices offered, as the API's print modes; '' is "not sure yet". */
export const PRINT_CHOICES: { value: string; label: MessageDescriptor }[] = [
  { value: '', label: quoteText.printUnsure },
  { value: 'no-print', label: quoteText.printNone },
  { value: 'print-monochrome', label: quoteText.printMono },
  { value: 'print-color-budget', label: quoteText.printBudget },
  { value: 'print-color-hd', label: quoteText.printHd },
];

export interface ItemDraft {
  key: number;
  sku: string;
  length: string;
  width: string;
  height: string;
  quantities: string;
  print: string;
}

export interface QuoteDraft {
  mode: 0 | 1;
  name: string;
  email: string;
  company: string;
  phone: string;
  items: ItemDraft[];
  deadline: string;
  description: string;
}

let nextKey = 1;
export function emptyItem(prefill: QuotePrefill = {}): ItemDraft {
  return {
    key: nextKey++,
    sku: prefill.sku ?? '',
    length: prefill.size ? String(prefill.size.length) : '',
    width: prefill.size ? String(prefill.size.width) : '',
    height: prefill.size ? String(prefill.size.height) : '',
    quantities: prefill.quantity ? String(prefill.quantity) : '',
    print: '',
  };
}

/** Field errors by field path (`name`, `items.0.quantities`, …). */
export type QuoteErrors = Record<string, MessageDescriptor>;

/** "500, 1000 2500" → [500, 1000, 2500]; null when a part is not a whole number in range or there are too many. */
export function parseQuantities(raw: string): number[] | null {
  const parts = raw.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > QUOTE_FORM_LIMITS.quantities) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,9}$/.test(p)) return null;
    const n = Number(p);
    if (n < 1 || n > QUOTE_FORM_LIMITS.maxQuantity) return null;
    out.push(n);
  }
  return [...new Set(out)];
}

function parseMm(raw: string): number | null | undefined {
  const t = raw.trim();
  if (t === '') return undefined;
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= QUOTE_FORM_LIMITS.maxMm ? n : null;
}

/** The item's size in mm: undefined when left empty, null when partly or wrongly filled. */
export function itemSize(item: ItemDraft): { length: number; width: number; height: number } | undefined | null {
  const dims = [parseMm(item.length), parseMm(item.width), parseMm(item.height)];
  if (dims.every((d) => d === undefined)) return undefined;
  if (dims.some((d) => d === undefined || d === null)) return null;
  const [length, width, height] = dims as number[];
  return { length: length!, width: width!, height: height! };
}

/** `today` is `YYYY-MM-DD` in the visitor's time zone. */
export function validateQuote(d: QuoteDraft, today: string, needsEmail: boolean): QuoteErrors {
  const e: QuoteErrors = {};
  if (!d.name.trim()) e.name = quoteText.errorRequired;
  if (needsEmail || d.email.trim()) {
    if (!d.email.trim()) e.email = quoteText.errorRequired;
    else if (!isEmailAddress(d.email)) e.email = quoteText.errorEmail;
  }
  if (d.phone.trim() && !isPhoneNumber(d.phone)) e.phone = quoteText.errorPhone;
  if (d.mode === 0) {
    d.items.forEach((item, i) => {
      if (!item.sku) e[`items.${i}.sku`] = quoteText.errorProduct;
      if (parseQuantities(item.quantities) === null) e[`items.${i}.quantities`] = quoteText.errorQuantities;
      if (itemSize(item) === null) e[`items.${i}.size`] = quoteText.errorSize;
    });
  }
  if (d.mode === 1 && !d.description.trim()) e.description = quoteText.errorDescription;
  if (d.deadline && d.deadline < today) e.deadline = quoteText.errorDeadline;
  return e;
}
