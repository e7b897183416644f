import { useIntl } from 'react-intl';
import { useRegion } from '@ph/i18n';
import { Price } from '../Price';
import { uiText } from '../messages';
import { cx, useUiStyles } from '../styles';

export type TaxBasis = 'gross' | 'net';

/**
 * "incl. VAT" / "excl. VAT" after a price, or nothing in a store without VAT (us). Every store that
 * charges VAT calls it VAT (gb included), so the words match the invoice.
 */
export function TaxNote({ basis }: { basis: TaxBasis }) {
  const intl = useIntl();
  const region = useRegion();
  if (!region.hasVat) return null;
  return <>{intl.formatMessage(basis === 'gross' ? uiText.taxIncluded : uiText.taxExcluded)}</>;
}

/** The name of the tax row of a total: "VAT" where the store charges VAT, else "Tax". */
export function useTaxLabel(): string {
  const intl = useIntl();
  const region = useRegion();
  return intl.formatMessage(region.hasVat ? uiText.vat : uiText.tax);
}

export interface PriceTagProps {
  amountMinor: number | bigint;
  basis: TaxBasis;
  /** A price it is measured against, shown struck through before it. */
  wasMinor?: number | bigint;
  size?: 'md' | 'lg';
  className?: string;
}

/** A price with its tax note ("€57.60 excl. VAT"), the amount stressed. */
export function PriceTag({ amountMinor, basis, wasMinor, size = 'md', className }: PriceTagProps) {
  useUiStyles();
  return (
    <span className={cx('ph-ui-price-tag', size === 'lg' && 'ph-ui-price-tag--lg', className)}>
      {wasMinor !== undefined ? <Price amountMinor={wasMinor} strikethrough className="ph-ui-price-tag__note" /> : null}
      <Price amountMinor={amountMinor} className="ph-ui-price-tag__amount" />
      <span className="ph-ui-price-tag__note">
        <TaxNote basis={basis} />
      </span>
    </span>
  );
}
