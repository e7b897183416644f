// The saved-design dialogs of docs/domain.md#regions-languages-and-routes (share design, delete design, duplicate design) on
// @ph/ui's Modal and ConfirmDialog: focus stays inside, Escape and a click outside close, focus
// returns to the opener.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { deleteDesign, duplicateDesign, shareDesign, type BoxDesign } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { designSharePath } from '@ph/region-config';
import { useMountProps } from '@ph/remote-kit';
import { Button, Spinner, TextField } from '@ph/ui';
import { ConfirmDialog, Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { FormAlert } from '../common/FormAlert';
import { errorCode } from './api';

/** The longest design name the API takes. */
const NAME_MAX = 120;

export function DeleteDesignDialog({ design, onClose, onDeleted }: { design: BoxDesign; onClose(): void; onDeleted(): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteDesign(client, design.id);
      onDeleted();
    } catch (err) {
      setError(
        errorCode(err) === 'design_in_cart'
          ? intl.formatMessage({ id: 'account.boxes.delete.inCart', defaultMessage: 'This design is in your cart. Remove it from the cart first, then delete the design.' })
          : describeApiError(intl, err).message,
      );
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title={<FormattedMessage id="account.boxes.delete.title" defaultMessage="Delete this design?" />}
      confirmLabel={<FormattedMessage id="account.boxes.delete.confirm" defaultMessage="Delete the design" />}
      onConfirm={() => void remove()}
      onClose={onClose}
      busy={busy}
      error={error}
    >
      <p>
        <FormattedMessage
          id="account.boxes.delete.body"
          defaultMessage="“{name}” will be deleted for good. Orders you have already placed keep their copy of it."
          values={{ name: design.name }}
        />
      </p>
    </ConfirmDialog>
  );
}

export function DuplicateDesignDialog({ design, onClose, onDuplicated }: { design: BoxDesign; onClose(): void; onDuplicated(copy: BoxDesign): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [name, setName] = useState(() =>
    intl.formatMessage({ id: 'account.boxes.duplicate.defaultName', defaultMessage: 'Copy of {name}' }, { name: design.name }).slice(0, NAME_MAX),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(intl.formatMessage({ id: 'account.boxes.duplicate.nameRequired', defaultMessage: 'Please give the copy a name.' }));
      return;
    }
    setNameError(null);
    setBusy(true);
    setError(null);
    try {
      onDuplicated(await duplicateDesign(client, design.id, { name: trimmed }));
    } catch (err) {
      setError(describeApiError(intl, err).message);
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      form
      title={<FormattedMessage id="account.boxes.duplicate.title" defaultMessage="Duplicate the design" />}
      confirmLabel={<FormattedMessage id="account.boxes.duplicate.confirm" defaultMessage="Duplicate" />}
      onConfirm={() => void submit()}
      onClose={onClose}
      busy={busy}
      error={error}
    >
      <p>
        <FormattedMessage
          id="account.boxes.duplicate.body"
          defaultMessage="A copy of “{name}” is added to your designs. Changes to the copy leave the original as it is."
          values={{ name: design.name }}
        />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'account.boxes.duplicate.name', defaultMessage: 'Name of the copy' })}
        value={name}
        maxLength={NAME_MAX}
        required
        error={nameError ?? undefined}
        onChange={(e) => setName(e.currentTarget.value)}
        data-autofocus
      />
    </ConfirmDialog>
  );
}

/** Asks the API for the design's share token once, then offers the link to copy. */
export function ShareDesignDialog({ design, onClose, onShared }: { design: BoxDesign; onClose(): void; onShared(): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const { region } = useMountProps();
  const [link, setLink] = useState<{ status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; url: string }>({ status: 'loading' });
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setLink({ status: 'loading' });
    shareDesign(client, design.id).then(
      ({ share_token }) => {
        if (!alive) return;
        setLink({ status: 'ready', url: `${window.location.origin}${designSharePath(region, design.id, share_token)}` });
        onShared();
      },
      (err: unknown) => alive && setLink({ status: 'error', message: describeApiError(intl, err).message }),
    );
    return () => {
      alive = false;
    };
    // One share call per opening (and per retry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Modal onClose={onClose} size="md" topSpacing={64}>
      <ModalHeader>
        <FormattedMessage id="account.boxes.share.title" defaultMessage="Share the design" />
      </ModalHeader>
      <ModalBody>
        <p>
          <FormattedMessage
            id="account.boxes.share.body"
            defaultMessage="Anyone with this link can look at “{name}” and copy it into their own account. They cannot change yours."
            values={{ name: design.name }}
          />
        </p>
        {link.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.boxes.share.loading', defaultMessage: 'Making the link' })} />}
        {link.status === 'error' && <FormAlert message={link.message} />}
        {link.status === 'ready' && (
          <TextField
            label={intl.formatMessage({ id: 'account.boxes.share.link', defaultMessage: 'Link to the design' })}
            value={link.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
        <p role="status">
          {copied === 'yes' && <FormattedMessage id="account.boxes.share.copied" defaultMessage="The link is copied." />}
          {copied === 'no' && <FormattedMessage id="account.boxes.share.copyFailed" defaultMessage="The link could not be copied; select it and copy it yourself." />}
        </p>
      </ModalBody>
      <ModalFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="account.action.close" defaultMessage="Close" />
        </Button>
        {link.status === 'error' ? (
          <Button type="button" onClick={() => setAttempt((a) => a + 1)}>
            <FormattedMessage id="account.action.retry" defaultMessage="Try again" />
          </Button>
        ) : (
          <Button type="button" disabled={link.status !== 'ready'} onClick={() => link.status === 'ready' && void copy(link.url)} data-autofocus>
            <FormattedMessage id="account.boxes.share.copy" defaultMessage="Copy the link" />
          </Button>
        )}
      </ModalFooter>
    </Modal>
  );
}
