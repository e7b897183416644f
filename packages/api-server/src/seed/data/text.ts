import type { LocalizedText } from '../../catalogue/types';

/** Shorthand for seed texts: English first, then the translations the seed has. */
export function t(en: string, others: Omit<LocalizedText, 'en'> = {}): LocalizedText {
  return { en, ...others };
}
