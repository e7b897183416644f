import { useIntl } from 'react-intl';

/**
 * Amounts of an order or wallet are in that record's currency, which need not be the store's
 * (an order placed in another region), so they are formatted with Intl and the record's currency.
 */
export function useFormatAmount(): (minor: number, currency: string) => string {
  const intl = useIntl();
  return (minor, currency) => intl.formatNumber(minor / 100, { style: 'currency', currency });
}
