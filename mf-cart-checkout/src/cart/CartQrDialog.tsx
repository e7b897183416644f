import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import type { ApiClient } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { routePath } from '@ph/region-config';
import { useLoad } from '@ph/remote-kit';
import { phoneLink } from '@ph/session';
import { QrCodeDialog } from '@ph/ui/qr-code';

const failed = defineMessage({ id: 'cart.qrFailed', defaultMessage: 'The code could not be made. Close this and try again.' });

/** The cart on a phone: its address with a one-time hand-off code for an anonymous visitor (@ph/session `phoneLink`). */
export function CartQrDialog({ client, onClose }: { client: ApiClient; onClose(): void }) {
  const intl = useIntl();
  const region = useRegion();
  const target = useLoad(`cart|${region.code}`, () => phoneLink(client, routePath('cart', region.code)));
  const ready = target.status === 'success' ? target.data : null;
  return (
    <QrCodeDialog
      title={<FormattedMessage id="cart.qrTitle" defaultMessage="Open your cart on your phone" />}
      description={
        ready?.signedIn ? (
          <FormattedMessage id="cart.qrSignedIn" defaultMessage="Scan the code with your phone and sign in there with the same account: your cart is waiting." />
        ) : (
          <FormattedMessage id="cart.qrAnonymous" defaultMessage="Scan the code with your phone to carry on with this cart there. The code works once, within 15 minutes." />
        )
      }
      url={ready?.url ?? null}
      error={target.status === 'error' ? describeApiError(intl, target.error, { fallback: failed }).message : null}
      onClose={onClose}
    />
  );
}
