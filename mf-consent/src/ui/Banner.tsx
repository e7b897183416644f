import { useIntl } from 'react-intl';
import { Button } from '@ph/ui';
import { m } from './messages';

export interface BannerProps {
  onAcceptAll(): void;
  onRejectAll(): void;
  onChangeOptions(): void;
  globalPrivacyControl: boolean;
}

/**
 * The first-visit banner. Not a modal: the page stays usable behind it. Fixed to the viewport
 * bottom (no layout shift) and kept to a corner card on wide screens so it never covers the header
 * or the footer's "Cookie settings" link. Reject all sits next to Accept all with the same weight.
 * `data-consent-action` names each button's action, so that the shell can keep a click on the server's
 * markup of the banner made before the remote has hydrated it (@ph/contracts/consent-banner).
 */
export function Banner({ onAcceptAll, onRejectAll, onChangeOptions, globalPrivacyControl }: BannerProps) {
  const intl = useIntl();
  return (
    <section className="ph-consent-banner" role="region" aria-labelledby="ph-consent-banner-title" data-testid="consent-banner">
      <h2 id="ph-consent-banner-title" className="ph-consent-banner__title">
        {intl.formatMessage(m.bannerTitle)}
      </h2>
      <p className="ph-consent-banner__text">{intl.formatMessage(m.bannerMessage)}</p>
      {globalPrivacyControl && <p className="ph-consent-banner__text">{intl.formatMessage(m.gpcNotice)}</p>}
      <div className="ph-consent-banner__actions">
        <Button variant="primary" onClick={onAcceptAll} data-consent-action="accept-all">
          {intl.formatMessage(m.acceptAll)}
        </Button>
        <Button variant="primary" onClick={onRejectAll} data-consent-action="reject-all">
          {intl.formatMessage(m.rejectAll)}
        </Button>
        <Button variant="secondary" onClick={onChangeOptions} data-consent-action="change-options">
          {intl.formatMessage(m.changeOptions)}
        </Button>
      </div>
    </section>
  );
}
