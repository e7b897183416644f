import { bundledCatalogueFor, type Messages } from '@ph/i18n';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import it from './messages/it.json';
import pl from './messages/pl.json';
import pt from './messages/pt.json';

export type UiCatalogueLanguage = 'en' | 'pl' | 'de' | 'es' | 'fr' | 'it' | 'pt';

/** The package's catalogues; apps merge the active one into their IntlProvider messages. */
// Source strings to TypeScript; compiled ASTs in a production bundle (see @ph/i18n's Message).
export const uiMessages: Record<UiCatalogueLanguage, Messages> = { en, pl, de, es, fr, it, pt };

/**
 * The catalogue for a locale tag (`pl-PL` → pl, `de-DE` → de); English for languages without one,
 * so the UI never shows raw message ids.
 */
export function uiMessagesFor(locale: string): Messages {
  return bundledCatalogueFor(uiMessages, locale);
}
