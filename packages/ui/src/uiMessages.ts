import de from './messages/de.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

export type UiCatalogueLanguage = 'en' | 'pl' | 'de';

/** The package's catalogues; apps merge the active one into their IntlProvider messages. */
export const uiMessages: Record<UiCatalogueLanguage, Record<string, string>> = { en, pl, de };

/**
 * The catalogue for a locale tag (`pl-PL` → pl, `de-DE` → de); English for languages without one,
 * so the UI never shows raw message ids.
 */
export function uiMessagesFor(locale: string): Record<string, string> {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'pl' || language === 'de' ? uiMessages[language] : uiMessages.en;
}
