import { useIntl } from 'react-intl';
import { dispatch, EVENTS } from '@ph/contracts';
import { getRegionConfig, type RegionCode } from '@ph/region-config';

export function Footer({ region }: { region: RegionCode }) {
  const intl = useIntl();
  // The store's own legal pages (spec §2: a region may override them).
  const links = getRegionConfig(region).externalLinks;
  return (
    <footer className="ph-footer">
      <div className="ph-footer__bar">
      <button
        type="button"
        className="ph-link-button"
        onClick={() => dispatch(EVENTS.cookieConsentOpen, { source: 'footer' })}
      >
        {intl.formatMessage({ id: 'shell.footer.cookieSettings', defaultMessage: 'Cookie settings' })}
      </button>
      <a href={links.termsOfService}>{intl.formatMessage({ id: 'shell.footer.terms', defaultMessage: 'Terms of service' })}</a>
      <a href={links.privacyPolicy}>{intl.formatMessage({ id: 'shell.footer.privacy', defaultMessage: 'Privacy policy' })}</a>
      <p>
        {intl.formatMessage(
          { id: 'shell.footer.copyright', defaultMessage: '© {year} Packhelp. Custom printed packaging.' },
          { year: new Date().getFullYear() },
        )}
      </p>
      </div>
    </footer>
  );
}
