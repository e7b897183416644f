import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@ph/api-client';
import { OrderSummary, useTaxLabel, type SummaryRow } from '@ph/ui';

interface Props {
  order: Order;
  /** Heading level of the card's title (3 inside a checkout step). */
  headingLevel?: 2 | 3;
  /** The card's title; "Order summary" unless the page already has that heading. */
  title?: string;
  /** Under the figures: the way into checkout. */
  actions?: ReactNode;
  /** Above the figures: the order's lines in short (checkout). */
  children?: ReactNode;
  className?: string;
}

/**
 * The order's totals as the API computed them (minor units of the order currency), in the UI kit's
 * summary card: a promotion is its own row, and the tax row is named as the store's invoices name it
 * ("VAT" wherever VAT is charged, gb included; "Tax" in us).
 */
export function Totals({ order, headingLevel, title, actions, className, children }: Props) {
  const intl = useIntl();
  const taxLabel = useTaxLabel();
  const candidates: Array<SummaryRow | false> = [
    { key: 'items', label: <FormattedMessage id="totals.items" defaultMessage="Items" />, amountMinor: order.item_total },
    order.promo_total !== 0 && {
      key: 'promotion',
      label: <FormattedMessage id="totals.promotion" defaultMessage="Promotion" />,
      amountMinor: order.promo_total,
      kind: 'discount',
    },
    order.shipping_method
      ? { key: 'shipping', label: <FormattedMessage id="totals.shipping" defaultMessage="Shipping" />, amountMinor: order.ship_total }
      : { key: 'shipping', label: <FormattedMessage id="totals.shipping" defaultMessage="Shipping" />, text: <FormattedMessage id="totals.shippingLater" defaultMessage="Calculated at checkout" /> },
    order.additional_customs !== 0 && { key: 'customs', label: <FormattedMessage id="totals.customs" defaultMessage="Customs clearance" />, amountMinor: order.additional_customs },
    { key: 'tax', label: taxLabel, amountMinor: order.tax_total },
    { key: 'total', label: <FormattedMessage id="totals.total" defaultMessage="Total" />, amountMinor: order.total, kind: 'total' },
  ];
  const rows = candidates.filter((r): r is SummaryRow => r !== false);
  return (
    <OrderSummary
      className={className}
      headingLevel={headingLevel}
      title={title ?? intl.formatMessage({ id: 'totals.title', defaultMessage: 'Order summary' })}
      rowsLabel={intl.formatMessage({ id: 'totals.label', defaultMessage: 'Order totals' })}
      rows={rows}
      actions={actions}
    >
      {children}
    </OrderSummary>
  );
}
