import type { LocalizedText } from '../../catalogue';
import { SEED_TRANSLATIONS } from './translations';

/**
 * Shorthand for seed texts: English first, then the translations written inline; the languages left
 * out come from SEED_TRANSLATIONS (an inline translation wins).
 */
export function t(en: string, others: Omit<LocalizedText, 'en'> = {}): LocalizedText {
  return { en, ...SEED_TRANSLATIONS[en], ...others };
}
