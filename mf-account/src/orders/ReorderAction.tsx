import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { publishCart } from '@ph/session';
import { BlockingOverlay, Button } from '@ph/ui';
import { describeApiError } from '@ph/api-errors';
import { useAccountSession } from '../session/SessionProvider';
import { useNavigateTo } from '../common/useNavigateTo';
import { FormAlert } from '../common/FormAlert';
import { accountTracker, ACCOUNT_PAGE_SOURCE, orderFields } from '../analytics/tracker';
import { reorder } from './api';
import type { Order as AccountOrder } from '@ph/api-client';

/** "Order again": a new cart with the order's products, then the cart. Nothing when no line can be reordered. */
export function ReorderAction({ order }: { order: AccountOrder }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const nav = useNavigateTo();
  const [reordering, setReordering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canReorder = order.line_items.some((li) => li.kind === 'product' && li.variant_id !== null && li.parent_id === null);
  if (!canReorder) return null;
  const run = async () => {
    setReordering(true);
    setError(null);
    try {
      const cart = await reorder(client, order);
      accountTracker(client).track('Reorder', { source: ACCOUNT_PAGE_SOURCE, reordered_number: order.number, order: orderFields(cart) });
      publishCart(cart);
      nav.toRoute('cart');
    } catch (err) {
      setError(describeApiError(intl, err).message);
      setReordering(false);
    }
  };
  return (
    <>
      <FormAlert message={error} />
      <Button type="button" onClick={() => void run()}>
        <FormattedMessage id="account.order.reorder" defaultMessage="Order again" />
      </Button>
      <BlockingOverlay stage={reordering ? 'addingItemToOrder' : null} />
    </>
  );
}
