import type { LanguageTag } from '@ph/region-config';
import type { LocaleTag } from '@ph/i18n';

/**
 * Each language named in itself, so a visitor can find theirs whatever the page's language. A fixed table:
 * asking `Intl.DisplayNames` makes the browser load ICU's data for all eleven locales while the header
 * hydrates (about 15 ms of main thread on a mid-range phone), for names that never change.
 */
const AUTONYMS: Record<LanguageTag, string> = {
  'cs-CZ': 'Čeština',
  'de-DE': 'Deutsch',
  'en-US': 'English',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'pl-PL': 'Polski',
  'pt-PT': 'Português',
  'sv-SE': 'Svenska',
  'ro-RO': 'Română',
  'nl-NL': 'Nederlands',
};

export function autonym(tag: LocaleTag): string {
  if (tag in AUTONYMS) return AUTONYMS[tag as LanguageTag];
  // The pseudo-locale (QA builds only) is named by the browser.
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0] ?? tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
