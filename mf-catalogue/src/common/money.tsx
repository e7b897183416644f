import { FormattedMessage } from 'react-intl';
import { useFormatMoney, useRegion } from '@ph/i18n';
import { taxDisplay, type TaxDisplay } from '@ph/catalogue-logic';

/** Gross in stores that always show added tax (gb, pl), net elsewhere (docs/domain.md#constants-and-limits). */
export function useTaxDisplay(): TaxDisplay {
  return taxDisplay(useRegion().alwaysShowAddedTax);
}

/** The tax note next to a price: "incl. VAT" or "excl. VAT"; nothing where the store has no VAT. */
export function TaxNote({ display }: { display: TaxDisplay }) {
  const region = useRegion();
  if (!region.hasVat) return null;
  return display === 'gross' ? (
    <FormattedMessage id="catalogue.tax.included" defaultMessage="incl. VAT" />
  ) : (
    <FormattedMessage id="catalogue.tax.excluded" defaultMessage="excl. VAT" />
  );
}

export function Money({ minor }: { minor: number }) {
  const format = useFormatMoney();
  return <span className="cat-money">{format(minor)}</span>;
}
