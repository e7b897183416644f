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

/** The form's catalogues; small enough to ship them all with the form. */
export const addressFormMessages: Record<'en' | 'pl' | 'de' | 'es' | 'fr' | 'it' | 'pt' | 'cs' | 'ro' | 'sv' | 'nl', Messages> = { en, pl, de, es, fr, it, pt, cs, ro, sv, nl };

/** The catalogue for a locale tag (`pl-PL` → pl); English for languages without one. */
export function addressFormMessagesFor(locale: string): Messages {
  return bundledCatalogueFor(addressFormMessages, locale);
}
