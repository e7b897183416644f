import { useIntl } from 'react-intl';
import { dispatch, EVENTS } from '@ph/contracts';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="ph-footer">
      <button
        type="button"
        className="ph-link-button"
        onClick={() => dispatch(EVENTS.cookieConsentOpen, { source: 'footer' })}
      >
        {intl.formatMessage({ id: 'shell.footer.cookieSettings', defaultMessage: 'Cookie settings' })}
      </button>
      <p>
        {intl.formatMessage(
          { id: 'shell.footer.copyright', defaultMessage: '© {year} Packhelp. Custom printed packaging.' },
          { year: new Date().getFullYear() },
        )}
      </p>
    </footer>
  );
}
