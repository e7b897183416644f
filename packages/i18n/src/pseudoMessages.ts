import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Message, Messages } from './messages';

// The en-XA transform (see ./pseudo). loadMessages imports this module only when en-XA is asked for,
// so it is a chunk of its own that a shopper's page never downloads.

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i]!]),
);
const VOWELS = new Set([...'aeiouAEIOU']);

/** One piece of literal text, accented and lengthened. */
export function pseudoText(text: string): string {
  let out = '';
  for (const c of text) {
    const accented = ACCENTED[c] ?? c;
    out += VOWELS.has(c) ? accented + accented : accented;
  }
  return out;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el): MessageFormatElement => {
    if (el.type === TYPE.literal) return { ...el, value: pseudoText(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(el.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]));
      return { ...el, options } as MessageFormatElement;
    }
    if (el.type === TYPE.tag) return { ...el, children: pseudoElements(el.children) };
    // Arguments, numbers, dates, `#`: the values a message formats are not text to translate.
    return el;
  });
}

/**
 * A message in the pseudo-locale, as an AST (react-intl formats it without parsing). Only literal
 * text changes: arguments, plural and select branches, `#` and rich-text tags keep their ICU structure.
 */
export function pseudoLocalize(message: Message): MessageFormatElement[] {
  const ast = typeof message === 'string' ? parse(message) : message;
  return [{ type: TYPE.literal, value: '[' }, ...pseudoElements(ast), { type: TYPE.literal, value: ']' }];
}

export function pseudoLocalizeAll(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoLocalize(message)]));
}
