import { defineMessage, FormattedMessage } from 'react-intl';
import type { ApiClient } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { routePath } from '@ph/region-config';
import { PhoneLinkQrDialog } from '@ph/remote-kit/phone-link-qr';
import { phoneLink } from '@ph/session';

const failed = defineMessage({ id: 'cart.qrFailed', defaultMessage: 'The code could not be made. Close this and try again.' });

/** The cart on a phone: its address with a one-time hand-off code for an anonymous visitor (@ph/session `phoneLink`). */
export function CartQrDialog({ client, onClose }: { client: ApiClient; onClose(): void }) {
  const region = useRegion();
  return (
    <PhoneLinkQrDialog
      loadKey={`cart|${region.code}`}
      link={() => phoneLink(client, routePath('cart', region.code))}
      title={<FormattedMessage id="cart.qrTitle" defaultMessage="Open your cart on your phone" />}
      description={{
        signedIn: <FormattedMessage id="cart.qrSignedIn" defaultMessage="Scan the code with your phone and sign in there with the same account: your cart is waiting." />,
        anonymous: <FormattedMessage id="cart.qrAnonymous" defaultMessage="Scan the code with your phone to carry on with this cart there. The code works once, within 15 minutes." />,
      }}
      failed={failed}
      onClose={onClose}
    />
  );
}
