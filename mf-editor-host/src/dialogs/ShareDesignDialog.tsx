import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

/** "Share design": a read-only link anyone can open and copy into their own account. */
export function ShareDesignDialog({ url, onClose }: { url: string; onClose(): void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Modal onClose={onClose} size="md">
      <ModalHeader>
        <FormattedMessage id="editor.share.title" defaultMessage="Share your design" />
      </ModalHeader>
      <ModalBody>
        <p>
          <FormattedMessage
            id="editor.share.body"
            defaultMessage="Anyone with this link can look at the design and copy it into their own account. They cannot change yours."
          />
        </p>
        <TextField label={intl.formatMessage({ id: 'editor.share.link', defaultMessage: 'Link to the design' })} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        <p role="status" className="ed-note">
          {copied === 'yes' ? <FormattedMessage id="editor.share.copied" defaultMessage="The link is copied." /> : null}
          {copied === 'no' ? <FormattedMessage id="editor.share.copyFailed" defaultMessage="The link could not be copied; select it and copy it yourself." /> : null}
        </p>
      </ModalBody>
      <ModalFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="editor.dialog.close" defaultMessage="Close" />
        </Button>
        <Button type="button" onClick={() => void copy()} data-autofocus>
          <FormattedMessage id="editor.share.copy" defaultMessage="Copy the link" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}
