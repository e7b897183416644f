import { CURRENCY_MINOR_DIGITS, toMinorBigInt } from './currency';
import { getRegionConfig } from './regions';
import type { RegionCode } from './regionCodes';
import type { CurrencyFormatter, RegionConfig } from './types';

const MINOR_PER_MAJOR = 10n ** BigInt(CURRENCY_MINOR_DIGITS);

function groupThousands(digits: string, separator: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return groups.join(separator);
}

/**
 * Formats integer minor units with an explicit formatter. Always two decimals; a minus sign comes first
 * (`-€12.50`, `-12,50 zł`); zero is never negative. Works on bigints throughout, so any amount is exact.
 */
export function formatMoneyWith(amountMinor: number | bigint, formatter: CurrencyFormatter): string {
  const amount = toMinorBigInt(amountMinor);
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const major = groupThousands((abs / MINOR_PER_MAJOR).toString(), formatter.thousandSeparator);
  const minor = (abs % MINOR_PER_MAJOR).toString().padStart(CURRENCY_MINOR_DIGITS, '0');
  const number = `${major}${formatter.decimalSeparator}${minor}`;
  const signed = formatter.currencyPosition === 'left' ? `${formatter.currencySign}${number}` : `${number} ${formatter.currencySign}`;
  return negative ? `-${signed}` : signed;
}

/** Formats integer minor units the way a store shows prices, e.g. 123456 → `€1,234.56` (eu), `1 234,56 zł` (pl). */
export function formatMoney(amountMinor: number | bigint, region: RegionCode | RegionConfig): string {
  const config = typeof region === 'string' ? getRegionConfig(region) : region;
  return formatMoneyWith(amountMinor, config.currencyFormatter);
}
