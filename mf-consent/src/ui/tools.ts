import type { DialogCategory } from '@ph/analytics';

/** The tools each category covers, shown in the preferences table (product names are not translated). */
export const CATEGORY_TOOLS: Record<DialogCategory, readonly string[]> = {
  essential: ['Packhelp'],
  functional: ['Packhelp'],
  marketing: ['Google Analytics', 'RudderStack'],
  advertising: ['Google Ads', 'Meta Pixel'],
};
