import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import type { ApiClient } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { routePath } from '@ph/region-config';
import { useLoad } from '@ph/remote-kit';
import { phoneLink } from '@ph/session';
import { QrCodeDialog } from '@ph/ui/qr-code';

const failed = defineMessage({ id: 'editor.qr.failed', defaultMessage: 'The code could not be made. Close this and try again.' });

interface Props {
  client: ApiClient;
  designId: string;
  /** Saves what is not saved yet, so the phone opens the design as it is here; false when saving failed. */
  saved(): Promise<boolean>;
  onClose(): void;
}

/**
 * "QR code" (docs/domain.md#roles): this design's editor on a phone, through the same one-time hand-off as the
 * cart's (@ph/session `phoneLink`). The phone's session is this visitor's, so it opens only their own designs.
 */
export function DesignQrDialog({ client, designId, saved, onClose }: Props) {
  const intl = useIntl();
  const region = useRegion();
  const target = useLoad(`design|${designId}|${region.code}`, async () => {
    if (!(await saved())) throw new Error('The design could not be saved');
    return phoneLink(client, routePath('boxById', region.code, { boxId: designId }));
  });
  const ready = target.status === 'success' ? target.data : null;
  return (
    <QrCodeDialog
      title={<FormattedMessage id="editor.qr.title" defaultMessage="Open this design on your phone" />}
      description={
        ready?.signedIn ? (
          <FormattedMessage id="editor.qr.signedIn" defaultMessage="Scan the code with your phone and sign in there with the same account: your design is waiting." />
        ) : (
          <FormattedMessage id="editor.qr.anonymous" defaultMessage="Scan the code with your phone to carry on with this design there. The code works once, within 15 minutes." />
        )
      }
      url={ready?.url ?? null}
      error={target.status === 'error' ? describeApiError(intl, target.error, { fallback: failed }).message : null}
      onClose={onClose}
    />
  );
}
