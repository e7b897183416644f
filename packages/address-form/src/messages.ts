import { bundledCatalogueFor, type Messages } from '@ph/i18n';
import de from './messages/de.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

/** The form's catalogues; small enough to ship all three with the form. */
export const addressFormMessages: Record<'en' | 'pl' | 'de', Messages> = { en, pl, de };

/** The catalogue for a locale tag (`pl-PL` → pl); English for languages without one. */
export function addressFormMessagesFor(locale: string): Messages {
  return bundledCatalogueFor(addressFormMessages, locale);
}
