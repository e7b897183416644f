import { bundledCatalogueFor, type Messages } from '@ph/i18n';
import cs from './messages/cs.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import it from './messages/it.json';
import nl from './messages/nl.json';
import pl from './messages/pl.json';
import pt from './messages/pt.json';
import ro from './messages/ro.json';
import sv from './messages/sv.json';

export type UiCatalogueLanguage = 'en' | 'pl' | 'de' | 'es' | 'fr' | 'it' | 'pt' | 'cs' | 'ro' | 'sv' | 'nl';

/** The package's catalogues; apps merge the active one into their IntlProvider messages. */
// Source strings to TypeScript; compiled ASTs in a production bundle (see @ph/i18n's Message).
export const uiMessages: Record<UiCatalogueLanguage, Messages> = { en, pl, de, es, fr, it, pt, cs, ro, sv, nl };

/**
 * The catalogue for a locale tag (`pl-PL` → pl, `de-DE` → de); English for languages without one,
 * so the UI never shows raw message ids.
 */
export function uiMessagesFor(locale: string): Messages {
  return bundledCatalogueFor(uiMessages, locale);
}
