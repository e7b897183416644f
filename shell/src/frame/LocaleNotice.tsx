import { useIntl } from 'react-intl';
import type { ShellContext } from '../context';

/** Says that the `?locale=` of the address was refused and which language the page is in instead. */
export function LocaleNotice({ rejected }: { rejected: NonNullable<ShellContext['rejectedLocale']> }) {
  const intl = useIntl();
  const language = new Intl.DisplayNames([intl.locale], { type: 'language' }).of(intl.locale.slice(0, 2)) ?? intl.locale;
  return (
    <p className="ph-locale-notice" role="status">
      {intl.formatMessage(
        { id: 'shell.locale.rejected', defaultMessage: 'The language “{requested}” is not available. This page is shown in {language}.' },
        { requested: rejected.requested, language },
      )}
    </p>
  );
}
