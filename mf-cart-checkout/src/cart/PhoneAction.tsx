import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiClient } from '@ph/api-client';
import { Button } from '@ph/ui';
import { useHydrated } from '@ph/remote-kit';

// The QR code dialog and its encoder load on the first click (the cart's first paint is at its budget).
const CartQrDialog = lazy(() => import(/* webpackChunkName: "cart-qr" */ './CartQrDialog').then((m) => ({ default: m.CartQrDialog })));

/** "Open on your phone": the QR code dialog (docs/domain.md#roles) that opens this cart on a phone. */
export function PhoneAction({ client }: { client: ApiClient }) {
  const [open, setOpen] = useState(false);
  const live = useHydrated();
  return (
    <>
      {/* The code is drawn by the page's script: the button waits for it (its room is kept). */}
      <Button variant="link" onClick={() => setOpen(true)} className={live ? undefined : 'ph-ui-until-hydrated'}>
        <FormattedMessage id="cart.openOnPhone" defaultMessage="Open on your phone" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CartQrDialog client={client} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
