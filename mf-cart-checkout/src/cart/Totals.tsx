import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@ph/api-client';
import { Price } from '@ph/ui';

/** The order's totals as the API computed them (minor units of the order currency). */
export function Totals({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <dl className="cc-totals" aria-label={intl.formatMessage({ id: 'totals.label', defaultMessage: 'Order totals' })}>
      <div>
        <dt><FormattedMessage id="totals.items" defaultMessage="Items" /></dt>
        <dd><Price amountMinor={order.item_total} /></dd>
      </div>
      <div>
        <dt><FormattedMessage id="totals.shipping" defaultMessage="Shipping" /></dt>
        <dd>
          {order.shipping_method ? <Price amountMinor={order.ship_total} /> : <FormattedMessage id="totals.shippingLater" defaultMessage="Calculated at checkout" />}
        </dd>
      </div>
      {order.promo_total !== 0 && (
        <div>
          <dt><FormattedMessage id="totals.promotion" defaultMessage="Promotion" /></dt>
          <dd><Price amountMinor={order.promo_total} /></dd>
        </div>
      )}
      {order.additional_customs !== 0 && (
        <div>
          <dt><FormattedMessage id="totals.customs" defaultMessage="Customs clearance" /></dt>
          <dd><Price amountMinor={order.additional_customs} /></dd>
        </div>
      )}
      <div>
        <dt><FormattedMessage id="totals.tax" defaultMessage="Tax" /></dt>
        <dd><Price amountMinor={order.tax_total} /></dd>
      </div>
      <div>
        <dt><strong><FormattedMessage id="totals.total" defaultMessage="Total" /></strong></dt>
        <dd><strong><Price amountMinor={order.total} /></strong></dd>
      </div>
    </dl>
  );
}
