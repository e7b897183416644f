// The marketing-consent dialog (docs/domain.md#consent-and-analytics), loaded only when the server
// says the shopper's e-mail address has not answered yet: most shoppers never download it.
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRegion } from '@ph/i18n';
import { externalLinksFor } from '@ph/region-config';
import { Alert, Button, Checkbox } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

/** One answer as recorded: the words the shopper saw beside the box, exactly. */
export interface MarketingAnswer {
  name: 'marketing';
  value: 'granted' | 'declined';
  displayed_text: string;
}

interface MarketingConsentDialogProps {
  /** Records the answer; a rejection is shown in the dialog and the shopper may try again. */
  onAnswer(answer: MarketingAnswer): Promise<void>;
  /** Closed without answering (Escape, ×, outside): the question is asked again another time. */
  onClose(): void;
}

const marketingConsentText = defineMessages({
  title: { id: 'consent.marketing.title', defaultMessage: 'Would you like to hear from us?' },
  label: {
    id: 'consent.marketing.label',
    defaultMessage: 'I agree to receive news, offers and packaging tips from Packhelp by e-mail. I can withdraw this consent at any time.',
  },
  privacy: { id: 'consent.marketing.privacy', defaultMessage: 'How we use your data: <a>privacy policy</a>' },
  save: { id: 'consent.marketing.save', defaultMessage: 'Save my choice' },
  failed: { id: 'consent.marketing.failed', defaultMessage: 'Your choice could not be saved. Please try again.' },
});

/** Asks once for marketing e-mails: the box starts unticked, and saving records ticked or not. */
export default function MarketingConsentDialog({ onAnswer, onClose }: MarketingConsentDialogProps) {
  const intl = useIntl();
  const region = useRegion();
  const [granted, setGranted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = intl.formatMessage(marketingConsentText.label);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onAnswer({ name: 'marketing', value: granted ? 'granted' : 'declined', displayed_text: label });
    } catch {
      setError(intl.formatMessage(marketingConsentText.failed));
      setBusy(false);
    }
  };

  return (
    <Modal onClose={onClose} size="sm">
      <ModalHeader>{intl.formatMessage(marketingConsentText.title)}</ModalHeader>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ModalBody>
          {error && <Alert tone="danger">{error}</Alert>}
          <Checkbox name="marketing" label={label} checked={granted} onCheckedChange={setGranted} data-autofocus />
          <p>
            <FormattedMessage
              {...marketingConsentText.privacy}
              values={{ a: (chunks) => <a href={externalLinksFor(region.code).privacyPolicy} target="_blank" rel="noreferrer">{chunks}</a> }}
            />
          </p>
        </ModalBody>
        <ModalFooter>
          <Button type="submit" busy={busy}>{intl.formatMessage(marketingConsentText.save)}</Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
