import type { Language } from './constants';
import type { LocalizedText } from '../db/schema';

/** The text in `lang`, else English (every catalogue text has an English version). */
export function localize(text: LocalizedText, lang: Language): string {
  return text[lang] ?? text.en;
}

export function localizeOptional(text: LocalizedText | null | undefined, lang: Language): string | null {
  return text ? localize(text, lang) : null;
}
