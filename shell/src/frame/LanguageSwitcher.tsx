import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LOCALE_TAGS, PSEUDO_LOCALE, type LocaleTag } from '@ph/i18n';
import { dispatch, EVENTS } from '@ph/contracts';
import type { RegionCode } from '@ph/region-config';

/** A language is named in itself, so a visitor can find theirs whatever the page's language. */
function autonym(tag: LocaleTag): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0] ?? tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

export function languageSwitchUrl(current: Pick<Location, 'pathname' | 'search' | 'hash'>, tag: LocaleTag): string {
  const params = new URLSearchParams(current.search);
  params.set('locale', tag);
  return `${current.pathname}?${params.toString()}${current.hash}`;
}

export function LanguageSwitcher({ region, locale }: { region: RegionCode; locale: LocaleTag }) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className="ph-switcher ph-switcher--plain">
      <label htmlFor={id} className="ph-ui-visually-hidden">{intl.formatMessage({ id: 'shell.language.label', defaultMessage: 'Language' })}</label>
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          const tag = e.target.value as LocaleTag;
          dispatch(EVENTS.regionLocaleChanged, { region, locale: tag });
          window.location.assign(languageSwitchUrl(window.location, tag));
        }}
      >
        {LOCALE_TAGS.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {autonym(tag)}
          </option>
        ))}
        {/* Only reachable in a development build or where the host allows it (?locale=en-XA, @ph/i18n README); shown so the select tells the truth. */}
        {locale === PSEUDO_LOCALE && <option value={PSEUDO_LOCALE}>{PSEUDO_LOCALE}</option>}
      </select>
    </span>
  );
}
