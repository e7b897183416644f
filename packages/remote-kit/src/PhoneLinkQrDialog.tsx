import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { QrCodeDialog } from '@ph/ui/qr-code';
import { useLoad } from './useLoad';

/** What `@ph/session`'s `phoneLink` answers: the address to open, and whether the phone must sign in. */
export interface PhoneLink {
  url: string;
  signedIn: boolean;
}

interface PhoneLinkQrDialogProps {
  /** Names the link being made (a new key makes it again). */
  loadKey: string;
  /** Makes the link, typically `phoneLink(client, path)` after whatever must be saved first. */
  link(): Promise<PhoneLink>;
  title: ReactNode;
  /** Said under the title: for a signed-in shopper (sign in on the phone), or for a visitor (the one-time code). */
  description: { signedIn: ReactNode; anonymous: ReactNode };
  /** Said when the link could not be made and the API gave no reason. */
  failed: MessageDescriptor;
  onClose(): void;
}

/**
 * "QR code" (docs/domain.md#roles): a page of this store opened on a phone — the cart's, a design's —
 * as a QR code of the address `link` makes, with a spinner while it is made and the reason if it fails.
 */
export function PhoneLinkQrDialog({ loadKey, link, title, description, failed, onClose }: PhoneLinkQrDialogProps) {
  const intl = useIntl();
  const target = useLoad(loadKey, link);
  const ready = target.status === 'success' ? target.data : null;
  return (
    <QrCodeDialog
      title={title}
      description={ready?.signedIn ? description.signedIn : description.anonymous}
      url={ready?.url ?? null}
      error={target.status === 'error' ? describeApiError(intl, target.error, { fallback: failed }).message : null}
      onClose={onClose}
    />
  );
}
