import { bundledCatalogueFor, type Messages } from '@ph/i18n';
import de from './messages/de.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

export type UiCatalogueLanguage = 'en' | 'pl' | 'de';

/** The package's catalogues; apps merge the active one into their IntlProvider messages. */
// Source strings to TypeScript; compiled ASTs in a production bundle (see @ph/i18n's Message).
export const uiMessages: Record<UiCatalogueLanguage, Messages> = { en, pl, de };

/**
 * The catalogue for a locale tag (`pl-PL` → pl, `de-DE` → de); English for languages without one,
 * so the UI never shows raw message ids.
 */
export function uiMessagesFor(locale: string): Messages {
  return bundledCatalogueFor(uiMessages, locale);
}
