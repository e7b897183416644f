import { bundledCatalogueFor, type Messages } from '@ph/i18n';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import it from './messages/it.json';
import pl from './messages/pl.json';
import pt from './messages/pt.json';

/** The form's catalogues; small enough to ship them all with the form. */
export const addressFormMessages: Record<'en' | 'pl' | 'de' | 'es' | 'fr' | 'it' | 'pt', Messages> = { en, pl, de, es, fr, it, pt };

/** The catalogue for a locale tag (`pl-PL` → pl); English for languages without one. */
export function addressFormMessagesFor(locale: string): Messages {
  return bundledCatalogueFor(addressFormMessages, locale);
}
