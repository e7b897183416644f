import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { createHandoff, type ApiClient } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { routePath } from '@ph/region-config';
import { useLoad } from '@ph/remote-kit';
import { ensureSession, HANDOFF_PARAM } from '@ph/session';
import { QrCodeDialog } from '@ph/ui/qr-code';

const failed = defineMessage({ id: 'cart.qrFailed', defaultMessage: 'The code could not be made. Close this and try again.' });

/**
 * The cart's address for a phone. An anonymous visitor's holds a one-time code (15 minutes) that gives the
 * phone its own session of the same visitor, so it opens this cart; a signed-in shopper's is the plain cart
 * address, to sign in there (the code is never a password-less sign-in to an account, nor the session token).
 */
async function phoneUrl(client: ApiClient, cartPath: string): Promise<{ url: string; signedIn: boolean }> {
  const session = await ensureSession(client);
  const base = `${window.location.origin}${cartPath}`;
  if (!session.user.anonymous) return { url: base, signedIn: true };
  const { token } = await createHandoff(client);
  return { url: `${base}?${HANDOFF_PARAM}=${encodeURIComponent(token)}`, signedIn: false };
}

export function CartQrDialog({ client, onClose }: { client: ApiClient; onClose(): void }) {
  const intl = useIntl();
  const region = useRegion();
  const target = useLoad(`cart|${region.code}`, () => phoneUrl(client, routePath('cart', region.code)));
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
