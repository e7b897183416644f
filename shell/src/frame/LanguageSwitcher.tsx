import { useIntl } from 'react-intl';
import { LOCALE_TAGS, PSEUDO_LOCALE, type LocaleTag } from '@ph/i18n';
import { dispatch, EVENTS } from '@ph/contracts';
import type { RegionCode } from '@ph/region-config';
import { SelectField, type SelectOption } from '@ph/ui';
import { autonym } from './autonym';

export function languageSwitchUrl(current: Pick<Location, 'pathname' | 'search' | 'hash'>, tag: LocaleTag): string {
  const params = new URLSearchParams(current.search);
  params.set('locale', tag);
  return `${current.pathname}?${params.toString()}${current.hash}`;
}

/** Goes to the same page in another language of the same store (the choice rides on `?locale=`). */
export function switchLanguage(region: RegionCode, tag: LocaleTag): void {
  dispatch(EVENTS.regionLocaleChanged, { region, locale: tag });
  window.location.assign(languageSwitchUrl(window.location, tag));
}

export function LanguageSelect({ name, value, onChange }: { name?: string; value: LocaleTag; onChange(tag: LocaleTag): void }) {
  const intl = useIntl();
  const options: SelectOption[] = LOCALE_TAGS.map((tag) => ({ value: tag, label: autonym(tag), lang: tag }));
  // Only reachable in a development build or where the host allows it (?locale=en-XA, @ph/i18n README); listed so the select tells the truth.
  if (value === PSEUDO_LOCALE) options.push({ value: PSEUDO_LOCALE, label: PSEUDO_LOCALE, lang: PSEUDO_LOCALE });
  return (
    <SelectField
      label={intl.formatMessage({ id: 'shell.language.label', defaultMessage: 'Language' })}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value as LocaleTag)}
      options={options}
    />
  );
}
