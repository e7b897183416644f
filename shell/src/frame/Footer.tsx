import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { dispatch, EVENTS } from '@ph/contracts';
import { getRegionConfig, landingPath, routePath, type LandingPage, type RegionCode, type RouteId } from '@ph/region-config';
import { followLink } from './navigate';
import { PaymentMarks } from './PaymentMarks';

const M = defineMessages({
  shop: { id: 'shell.footer.shop', defaultMessage: 'Shop' },
  allProducts: { id: 'shell.footer.allProducts', defaultMessage: 'All products' },
  samplePacks: { id: 'shell.nav.samplePacks', defaultMessage: 'Sample packs' },
  bundles: { id: 'shell.nav.bundles', defaultMessage: 'Bundles' },
  quote: { id: 'shell.footer.quote', defaultMessage: 'Request a quote' },
  helpTitle: { id: 'shell.footer.helpTitle', defaultMessage: 'Help' },
  help: { id: 'shell.footer.help', defaultMessage: 'Help centre' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Contact' },
  orders: { id: 'shell.account.orders', defaultMessage: 'Your orders' },
  company: { id: 'shell.footer.company', defaultMessage: 'Company' },
  about: { id: 'shell.footer.about', defaultMessage: 'About us' },
  sustainability: { id: 'shell.footer.sustainability', defaultMessage: 'Sustainability' },
  fsc: { id: 'shell.footer.fsc', defaultMessage: 'FSC certification' },
  legal: { id: 'shell.footer.legal', defaultMessage: 'Legal' },
  terms: { id: 'shell.footer.terms', defaultMessage: 'Terms of service' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy policy' },
  cookieSettings: { id: 'shell.footer.cookieSettings', defaultMessage: 'Cookie settings' },
});

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav className="ph-footer__column" aria-labelledby={id}>
      <h2 id={id} className="ph-footer__heading">{title}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/**
 * The store's footer: the shop's own pages (app routes, followed client-side), the store's
 * information and legal pages of the landing site (landing/, served under the store's paths: region-config's
 * landingPath, in the store's own words where it has them; a region may override terms and privacy), in
 * the language the visitor chose (`?locale=` when it is not the store's own), cookie settings and
 * the payment methods the store takes. Columns on a wide screen, stacked in pairs on a phone; the legal
 * line under them.
 */
export function Footer({ region }: { region: RegionCode }) {
  const intl = useIntl();
  const storeLanguage = getRegionConfig(region).locale;
  const language = intl.locale.slice(0, 2).toLowerCase();
  const query = language === storeLanguage ? '' : `?locale=${language}`;
  const app = (route: RouteId, label: string) => (
    <li>
      <a href={routePath(route, region)} onClick={followLink}>{label}</a>
    </li>
  );
  const page = (which: LandingPage, label: string) => (
    <li>
      <a href={landingPath(region, which) + query}>{label}</a>
    </li>
  );
  return (
    <footer className="ph-footer">
      <div className="ph-footer__bar">
        <div className="ph-footer__columns">
          <Column id="ph-footer-shop" title={intl.formatMessage(M.shop)}>
            {app('productSelect', intl.formatMessage(M.allProducts))}
            {app('samplePack', intl.formatMessage(M.samplePacks))}
            {app('bundles', intl.formatMessage(M.bundles))}
            {app('quote', intl.formatMessage(M.quote))}
          </Column>
          <Column id="ph-footer-help" title={intl.formatMessage(M.helpTitle)}>
            {page('help', intl.formatMessage(M.help))}
            {page('contact', intl.formatMessage(M.contact))}
            {app('accountOrders', intl.formatMessage(M.orders))}
          </Column>
          <Column id="ph-footer-company" title={intl.formatMessage(M.company)}>
            {page('about', intl.formatMessage(M.about))}
            {page('sustainability', intl.formatMessage(M.sustainability))}
            {page('fsc', intl.formatMessage(M.fsc))}
          </Column>
          <PaymentMarks region={region} />
        </div>
        <div className="ph-footer__base">
          {/* On the left, clear of the consent banner that sits in the bottom right corner. */}
          <ul className="ph-footer__legal" aria-label={intl.formatMessage(M.legal)}>
            <li>
              <button type="button" className="ph-link-button" onClick={() => dispatch(EVENTS.cookieConsentOpen, { source: 'footer' })}>
                {intl.formatMessage(M.cookieSettings)}
              </button>
            </li>
            {page('termsOfService', intl.formatMessage(M.terms))}
            {page('privacyPolicy', intl.formatMessage(M.privacy))}
          </ul>
          <p className="ph-footer__copyright">
            {intl.formatMessage(
              { id: 'shell.footer.copyright', defaultMessage: '© {year} Packhelp. Custom printed packaging.' },
              { year: new Date().getFullYear() },
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
