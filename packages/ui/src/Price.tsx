import { useFormatMoney } from '@ph/i18n';
import { cx, useUiStyles } from './styles';

export interface PriceProps {
  /** Integer minor units (cents, grosze) of the region's currency. */
  amountMinor: number | bigint;
  /** A reference price a deal is measured against: rendered struck through (<s>). */
  strikethrough?: boolean;
  className?: string;
}

/**
 * A money amount formatted by the current region's currency formatter (separators, sign,
 * position); the region comes from @ph/i18n's RegionProvider (wrap in another one to show a
 * price of a different store).
 */
export function Price({ amountMinor, strikethrough = false, className }: PriceProps) {
  useUiStyles();
  const formatMoney = useFormatMoney();
  const text = formatMoney(amountMinor);
  const Tag = strikethrough ? 's' : 'span';
  return <Tag className={cx('ph-ui-price', className)}>{text}</Tag>;
}
