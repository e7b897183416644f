import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@ph/api-client';

type Notice = NonNullable<Order['notices']>[number];

/** The express options the API took off lines in the answer `order` came from (a new delivery country). */
export function expressRemovals(order: Order, lineId?: number): Notice[] {
  return (order.notices ?? []).filter((n) => n.code === 'express_delivery_removed' && (lineId === undefined || n.line_item_id === lineId));
}

/** "Express production of X is not offered for delivery to Y…": shown in the cart line and above the checkout step. */
export function ExpressNotices({ order, lineId }: { order: Order; lineId?: number }) {
  const intl = useIntl();
  const removals = expressRemovals(order, lineId);
  if (removals.length === 0) return null;
  const countryName = (iso: string): string => {
    try {
      return intl.formatDisplayName(iso, { type: 'region' }) ?? iso;
    } catch {
      return iso;
    }
  };
  return (
    <div role="status">
      {removals.map((n) => (
        <p key={n.line_item_id}>
          <FormattedMessage
            id="express.removed"
            defaultMessage="Express production of {name} is not offered for delivery to {country}, so it is back to standard production."
            values={{ name: n.name, country: countryName(n.country_iso) }}
          />
        </p>
      ))}
    </div>
  );
}
