import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EVENTS, listen } from '@ph/contracts';
import { Button, Modal, ModalHeader } from '@ph/ui';

/**
 * The consent UI mount point's content. Opens on the `ph-cookie-consent-open` window event
 * (the footer's "Cookie settings" dispatches it).
 */
export function App() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  useEffect(() => listen(EVENTS.cookieConsentOpen, () => setOpen(true)), []);
  if (!open) return null;
  const title = intl.formatMessage({ id: 'consent.preferences.title', defaultMessage: 'Cookie settings' });
  return (
    <Modal variant="plain" onClose={() => setOpen(false)} aria-label={title}>
      <ModalHeader>
        <h2>{title}</h2>
      </ModalHeader>
      <p>
        <FormattedMessage
          id="consent.preferences.intro"
          defaultMessage="We use cookies to run the store, to measure how it is used and to show relevant offers. Choose what you allow."
        />
      </p>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        <FormattedMessage id="consent.preferences.close" defaultMessage="Close" />
      </Button>
    </Modal>
  );
}
