import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { changeLinePrintQuality, fetchLinePrintQualities, type ApiClient, type LineItem, type Order, type PrintQuality } from '@ph/api-client';
import { useLoad } from '@ph/remote-kit';
import { PrintQualityDialog } from '@ph/ui/print-quality';
import { orderProperties } from '../analytics/checkoutEvents';
import { checkoutTracker } from '../analytics/tracker';

interface Props {
  client: ApiClient;
  order: Order;
  item: LineItem;
  onOrder(order: Order): void;
  onClose(): void;
}

const loadFailed = defineMessage({ id: 'line.printQualityLoadFailed', defaultMessage: 'The print qualities could not be loaded. Try again.' });
const changeFailed = defineMessage({ id: 'line.printQualityFailed', defaultMessage: 'The print quality could not be changed. Try again.' });

/**
 * The line's print qualities as the API prices them at the line's quantity (net, as the cart shows the
 * line), and the change on confirming; the cart then shows the order the API answers.
 */
export function PrintQualityChange({ client, order, item, onOrder, onClose }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useLoad(`${order.id}|${item.id}|${item.quantity}|${item.variant_id ?? ''}`, (signal) => fetchLinePrintQualities(client, order.id, item.id, signal));

  const confirm = async (quality: PrintQuality) => {
    setBusy(true);
    setError(null);
    try {
      const next = await changeLinePrintQuality(client, order.id, item.id, quality);
      // The order changed (docs/domain.md#consent-and-analytics "order updated"), as a quantity change in the cart is reported.
      const moved = next.line_items.find((li) => li.id === item.id);
      checkoutTracker(client).track('Order Updated', { source: 'cart', change: 'print_quality', print_quality: quality, sku: moved?.sku ?? null, previous_sku: item.sku, quantity: item.quantity, ...orderProperties(next) });
      onOrder(next);
      onClose();
    } catch (err) {
      setError(describeApiError(intl, err, { fallback: changeFailed }).message);
      setBusy(false);
    }
  };

  return (
    <PrintQualityDialog
      choices={options.status === 'success' ? options.data.map((o) => ({ quality: o.quality, amountMinor: o.item_net, differenceMinor: o.difference_net, current: o.current })) : null}
      quantity={item.quantity}
      basis="net"
      loadError={options.status === 'error' ? describeApiError(intl, options.error, { fallback: loadFailed }).message : null}
      busy={busy}
      error={error}
      onConfirm={(q) => void confirm(q)}
      onClose={onClose}
    />
  );
}
