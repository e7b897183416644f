// Calendar dates of the API (YYYY-MM-DD) in the store's own numeric pattern (region-config
// `datesFormattingRules.standardFormat`: dd/MM/yyyy in eu, dd.MM.yyyy in pl and de, MM/dd/yyyy in us …),
// the format the rest of the store's documents use, instead of the language's default.
import type { DatesFormattingRules } from './types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `isoDate` in `rules.standardFormat` (tokens yyyy, MM, M, dd, d); an unparsable value is returned as is. */
export function formatRegionDate(isoDate: string, rules: Pick<DatesFormattingRules, 'standardFormat'>): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) return isoDate;
  const [, year, month, day] = m as unknown as [string, string, string, string];
  const values: Record<string, string> = { yyyy: year, MM: month, M: String(Number(month)), dd: day, d: String(Number(day)) };
  return rules.standardFormat.replace(/yyyy|MM|M|dd|d/g, (token) => values[token] ?? token);
}
