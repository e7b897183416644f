import type { LocaleTag } from '@ph/i18n';

/** A language is named in itself, so a visitor can find theirs whatever the page's language. */
export function autonym(tag: LocaleTag): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0] ?? tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
