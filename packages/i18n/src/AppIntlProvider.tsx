import { useCallback, useMemo, type JSX, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { isDevelopmentBuild } from './build';
import { DEFAULT_LOCALE, type LocaleTag } from './locale';
import type { Messages } from './messages';

export interface AppIntlProviderProps {
  locale: LocaleTag;
  messages: Messages;
  children: ReactNode;
  /**
   * Report messages missing from the catalogue (console.warn). Defaults to production builds only:
   * during development and in tests catalogues lag behind the code and the English default is shown.
   */
  reportMissingTranslations?: boolean;
}

/**
 * The formatters every provider shares: compiled messages and Intl's number, date and plural formatters,
 * keyed by message, locale and options. react-intl's own provider makes a new cache per instance, so every
 * server render (a new tree per page) and every remounted screen built them again: a product page's render
 * spent about a tenth of its time in Intl's locale resolution and formatter construction. What it holds is bounded
 * by the catalogues and the options the code uses, not by the pages served.
 */
const SHARED_CACHE = createIntlCache();

/** react-intl's provider with the store's defaults: default locale en-US and a quiet error handler. */
export function AppIntlProvider({ locale, messages, children, reportMissingTranslations }: AppIntlProviderProps): JSX.Element {
  const reportMissing = reportMissingTranslations ?? !isDevelopmentBuild();
  const onError = useCallback(
    (error: Parameters<NonNullable<IntlConfig['onError']>>[0]) => {
      if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
        if (reportMissing) console.warn(error.message);
        return;
      }
      console.error(error);
    },
    [reportMissing],
  );
  const intl = useMemo(
    // react-intl types a catalogue as all strings or all ASTs; a merged catalogue mixes them (a test's
    // source strings next to compiled ones), which it formats one message at a time just the same.
    () => createIntl({ locale, messages: messages as IntlConfig['messages'], defaultLocale: DEFAULT_LOCALE, onError }, SHARED_CACHE),
    [locale, messages, onError],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
