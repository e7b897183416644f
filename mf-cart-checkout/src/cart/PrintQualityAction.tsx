import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiClient, LineItem, Order } from '@ph/api-client';
import { Button } from '@ph/ui';
import { useHydrated } from '@ph/remote-kit';

// The dialog and its calls load on the first click: the cart's first paint stays within its budget.
const PrintQualityChange = lazy(() => import(/* webpackChunkName: "print-quality" */ './PrintQualityChange').then((m) => ({ default: m.PrintQualityChange })));

interface Props {
  client: ApiClient;
  order: Order;
  item: LineItem;
  onOrder(order: Order): void;
}

/** A printed product line (not a bundle's) can change its print quality (docs/domain.md#orders-and-checkout). */
export function canChangePrintQuality(item: LineItem): boolean {
  const mode = item.properties?.find((p) => p.type === 'print_mode')?.key;
  return item.kind === 'product' && item.bundle_id === null && item.variant_id !== null && mode !== undefined && mode !== 'no-print';
}

/** "Change print quality" under a cart line, opening the dialog that shows each quality's price first. */
export function PrintQualityAction({ client, order, item, onOrder }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const live = useHydrated();
  return (
    <>
      {/* The qualities' prices are read by the page's script: the button waits for it (its room is kept). */}
      <Button variant="link" onClick={() => setOpen(true)} className={live ? undefined : 'ph-ui-until-hydrated'} aria-label={intl.formatMessage({ id: 'line.changePrintQualityLabel', defaultMessage: 'Change print quality of {name}' }, { name: item.name })}>
        <FormattedMessage id="line.changePrintQuality" defaultMessage="Change print quality" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PrintQualityChange client={client} order={order} item={item} onOrder={onOrder} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
