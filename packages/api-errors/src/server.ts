// The API server's side: the shopper's message of an error code in one of the interface languages,
// written into the error answer's `message` (issue #13). The same catalogues the storefront merges,
// so the API and the screens word a refusal alike. Loaded eagerly: a server holds all eleven.
import { createIntl, type IntlShape } from '@formatjs/intl';
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
import { messageForCode } from './describe';

const CATALOGUES = { cs, de, en, es, fr, it, nl, pl, pt, ro, sv } as const;
export type ServerLanguage = keyof typeof CATALOGUES;

const intls = new Map<ServerLanguage, IntlShape>();

function intlOf(lang: ServerLanguage): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    // The language alone is enough as a locale here: the messages take no numbers or dates.
    intl = createIntl({ locale: lang, messages: CATALOGUES[lang], onError: () => undefined });
    intls.set(lang, intl);
  }
  return intl;
}

/** What a shopper reads for the API's error `code` in `lang`; undefined for codes no shopper can act on. */
export function shopperMessageOf(code: string, lang: ServerLanguage): string | undefined {
  return messageForCode(intlOf(lang), code);
}
