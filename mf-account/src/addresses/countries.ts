import { SUPPORTED_COUNTRY_CODES } from '@ph/region-config';
import type { SelectOption } from '@ph/ui';

/** Countries offered in the address form, named in the visitor's language, sorted by that name. */
export function countryOptions(locale: string, extra?: string | null): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const codes = new Set(SUPPORTED_COUNTRY_CODES);
  // A saved address may be in a country the store no longer lists; it must stay editable.
  if (extra) codes.add(extra);
  return [...codes]
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

export function countryName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}
