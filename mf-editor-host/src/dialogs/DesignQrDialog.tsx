import { defineMessage, FormattedMessage } from 'react-intl';
import type { ApiClient } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { routePath } from '@ph/region-config';
import { PhoneLinkQrDialog } from '@ph/remote-kit/phone-link-qr';
import { phoneLink } from '@ph/session';

const failed = defineMessage({ id: 'editor.qr.failed', defaultMessage: 'The code could not be made. Close this and try again.' });

interface Props {
  client: ApiClient;
  designId: string;
  /** Saves what is not saved yet, so the phone opens the design as it is here; false when saving failed. */
  saved(): Promise<boolean>;
  onClose(): void;
}

/**
 * This design's editor on a phone, through the same one-time hand-off as the cart's (@ph/session
 * `phoneLink`). The phone's session is this visitor's, so it opens only their own designs.
 */
export function DesignQrDialog({ client, designId, saved, onClose }: Props) {
  const region = useRegion();
  return (
    <PhoneLinkQrDialog
      loadKey={`design|${designId}|${region.code}`}
      link={async () => {
        if (!(await saved())) throw new Error('The design could not be saved');
        return phoneLink(client, routePath('boxById', region.code, { boxId: designId }));
      }}
      title={<FormattedMessage id="editor.qr.title" defaultMessage="Open this design on your phone" />}
      description={{
        signedIn: <FormattedMessage id="editor.qr.signedIn" defaultMessage="Scan the code with your phone and sign in there with the same account: your design is waiting." />,
        anonymous: <FormattedMessage id="editor.qr.anonymous" defaultMessage="Scan the code with your phone to carry on with this design there. The code works once, within 15 minutes." />,
      }}
      failed={failed}
      onClose={onClose}
    />
  );
}
