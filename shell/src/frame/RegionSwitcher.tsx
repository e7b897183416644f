import { defineMessages, useIntl } from 'react-intl';
import { SelectField } from '@ph/ui';
import { REGION_CODES, getRegionConfig, routePath, type RegionCode } from '@ph/region-config';
import { dispatch, EVENTS } from '@ph/contracts';
import { REGION_COOKIE, REGION_COOKIE_MAX_AGE_S } from '@ph/remote-kit';
import type { LocaleTag } from '@ph/i18n';

/** Each store named as its market knows it (a visitor finds theirs whatever the page's language). */
const REGION_NAMES = defineMessages<RegionCode>({
  eu: { id: 'shell.region.eu', defaultMessage: 'Europe (EUR)' },
  gb: { id: 'shell.region.gb', defaultMessage: 'United Kingdom' },
  pl: { id: 'shell.region.pl', defaultMessage: 'Polska' },
  de: { id: 'shell.region.de', defaultMessage: 'Deutschland' },
  at: { id: 'shell.region.at', defaultMessage: 'Österreich' },
  ch: { id: 'shell.region.ch', defaultMessage: 'Schweiz' },
  no: { id: 'shell.region.no', defaultMessage: 'Norge' },
  cz: { id: 'shell.region.cz', defaultMessage: 'Česko' },
  fr: { id: 'shell.region.fr', defaultMessage: 'France' },
  it: { id: 'shell.region.it', defaultMessage: 'Italia' },
  es: { id: 'shell.region.es', defaultMessage: 'España' },
  nl: { id: 'shell.region.nl', defaultMessage: 'Nederland' },
  ro: { id: 'shell.region.ro', defaultMessage: 'România' },
  se: { id: 'shell.region.se', defaultMessage: 'Sverige' },
  us: { id: 'shell.region.us', defaultMessage: 'United States' },
});

/**
 * Where real domains exist each region has its own; locally (and on any host outside the domain
 * table) the choice is remembered in the region cookie. Path-based regions live under their prefix.
 */
export function regionSwitchTarget(target: RegionCode): { cookie: string; url: string } {
  const cookie = `${REGION_COOKIE}=${target.toUpperCase()}; path=/; max-age=${REGION_COOKIE_MAX_AGE_S}; samesite=lax`;
  return { cookie, url: routePath('root', target) };
}

/** The store's own name (as its market knows it), for the menu's button and its select. */
export function useRegionName(): (code: RegionCode) => string {
  const intl = useIntl();
  return (code) => intl.formatMessage(REGION_NAMES[code]);
}

/**
 * Goes to the chosen store (and language): remembers it in the region cookie and loads its home page
 * afresh, since a region changes currency, prices and paths for every remote. The store's own
 * language needs no `?locale=`.
 */
export function switchRegion(target: RegionCode, locale: LocaleTag): void {
  const { cookie, url } = regionSwitchTarget(target);
  document.cookie = cookie;
  dispatch(EVENTS.regionLocaleChanged, { region: target, locale });
  const own = getRegionConfig(target).languageTag === locale;
  window.location.assign(own ? url : `${url}?locale=${encodeURIComponent(locale)}`);
}

export function RegionSelect({ name, value, onChange }: { name?: string; value: RegionCode; onChange(code: RegionCode): void }) {
  const intl = useIntl();
  const regionName = useRegionName();
  return (
    <SelectField
      label={intl.formatMessage({ id: 'shell.region.label', defaultMessage: 'Region' })}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value as RegionCode)}
      options={REGION_CODES.map((code) => ({ value: code, label: regionName(code) }))}
    />
  );
}
