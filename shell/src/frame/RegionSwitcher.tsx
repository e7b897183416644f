import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '@ph/ui';
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

export function RegionSwitcher({ region }: { region: RegionCode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className="ph-switcher">
      <Icon name="globe" />
      <label htmlFor={id} className="ph-ui-visually-hidden">{intl.formatMessage({ id: 'shell.region.label', defaultMessage: 'Region' })}</label>
      <select
        id={id}
        value={region}
        onChange={(e) => {
          const target = e.target.value as RegionCode;
          const { cookie, url } = regionSwitchTarget(target);
          document.cookie = cookie;
          dispatch(EVENTS.regionLocaleChanged, { region: target, locale: getRegionConfig(target).languageTag as LocaleTag });
          // A region changes currency, prices and paths: every remote starts again from a fresh page.
          window.location.assign(url);
        }}
      >
        {REGION_CODES.map((code) => (
          <option key={code} value={code}>
            {intl.formatMessage(REGION_NAMES[code])}
          </option>
        ))}
      </select>
    </span>
  );
}
