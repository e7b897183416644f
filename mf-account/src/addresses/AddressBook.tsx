import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from '@ph/api-contract';
import { deleteAddress, listAddresses, setDefaultAddress } from '@ph/api-client';
import { Button, ErrorPanel, Spinner } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { ResultDialog } from '../common/ResultDialog';
import { AddressDialog } from './AddressDialog';
import { countryName } from '@ph/address-form';
import { useLoad } from '@ph/remote-kit';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; address: Address }
  | { kind: 'delete'; address: Address }
  | { kind: 'saved' | 'updated' | 'deleted' }
  | null;

/** The saved addresses: list, add, edit, delete with confirmation, make default. */
export function AddressBook({ userId }: { userId: number }) {
  const intl = useIntl();
  const session = useAccountSession();
  const addresses = useLoad(String(userId), (signal) => listAddresses(session.client, userId, signal));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const makeDefault = async (address: Address) => {
    setBusyId(address.id);
    setAlert(null);
    try {
      const { user } = await setDefaultAddress(session.client, userId, address.id);
      session.replaceUser(user);
      await addresses.retry();
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="acc-addresses-title">
      <h2 id="acc-addresses-title">
        <FormattedMessage id="account.addresses.title" defaultMessage="Addresses" />
      </h2>
      <FormAlert message={alert} />
      {addresses.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.addresses.loading', defaultMessage: 'Loading your addresses' })} />}
      {addresses.status === 'error' && (
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.addresses.error', defaultMessage: 'Your addresses could not be loaded' })}
          message={describeApiError(intl, addresses.error).message}
          onRetry={addresses.retry}
        />
      )}
      {addresses.status === 'success' && addresses.data.length === 0 && (
        <p>
          <FormattedMessage id="account.addresses.empty" defaultMessage="You have no saved addresses yet." />
        </p>
      )}
      {addresses.status === 'success' && addresses.data.length > 0 && (
        <ul className="acc-address-list">
          {addresses.data.map((a) => (
            <li key={a.id} aria-label={`${a.first_name} ${a.last_name}, ${a.street}`}>
              <AddressLines address={a} />
              {a.is_default ? (
                <p className="acc-badge">
                  <FormattedMessage id="account.addresses.default" defaultMessage="Default address" />
                </p>
              ) : (
                <Button type="button" variant="link" busy={busyId === a.id} onClick={() => void makeDefault(a)}>
                  <FormattedMessage id="account.addresses.makeDefault" defaultMessage="Make default" />
                </Button>
              )}
              <Button type="button" variant="secondary" onClick={() => setDialog({ kind: 'edit', address: a })}>
                <FormattedMessage id="account.addresses.edit" defaultMessage="Edit" />
              </Button>
              <Button type="button" variant="secondary" onClick={() => setDialog({ kind: 'delete', address: a })}>
                <FormattedMessage id="account.addresses.delete" defaultMessage="Delete" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="button" onClick={() => setDialog({ kind: 'add' })}>
        <FormattedMessage id="account.addresses.add" defaultMessage="Add an address" />
      </Button>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <AddressDialog
          userId={userId}
          address={dialog.kind === 'edit' ? dialog.address : undefined}
          onClose={() => setDialog(null)}
          onSaved={async () => {
            setDialog({ kind: dialog.kind === 'edit' ? 'updated' : 'saved' });
            await addresses.retry();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteAddressDialog
          userId={userId}
          address={dialog.address}
          onClose={() => setDialog(null)}
          onDeleted={async () => {
            setDialog({ kind: 'deleted' });
            await addresses.retry();
          }}
        />
      )}
      {(dialog?.kind === 'saved' || dialog?.kind === 'updated') && (
        <ResultDialog kind="success" onClose={() => setDialog(null)}>
          {dialog.kind === 'saved' ? (
            <FormattedMessage id="account.addresses.savedBody" defaultMessage="The address is saved in your address book." />
          ) : (
            <FormattedMessage id="account.addresses.updatedBody" defaultMessage="Your changes to the address are saved." />
          )}
        </ResultDialog>
      )}
      {dialog?.kind === 'deleted' && (
        <ResultDialog kind="deleteSuccess" onClose={() => setDialog(null)}>
          <FormattedMessage id="account.addresses.deletedBody" defaultMessage="The address is removed from your address book." />
        </ResultDialog>
      )}
    </section>
  );
}

export function AddressLines({ address: a }: { address: Address }) {
  const { locale } = useIntl();
  return (
    <address>
      {a.first_name} {a.last_name}
      {a.company_name && (
        <>
          <br />
          {a.company_name}
        </>
      )}
      <br />
      {a.street}
      {a.street2 && (
        <>
          <br />
          {a.street2}
        </>
      )}
      <br />
      {a.zip_code} {a.city}
      {a.state_name && `, ${a.state_name}`}
      <br />
      {countryName(locale, a.country_iso)}
      {a.vat_id && (
        <>
          <br />
          <FormattedMessage id="account.addresses.vatLine" defaultMessage="VAT ID: {vat}" values={{ vat: a.vat_id }} />
        </>
      )}
      {a.phone && (
        <>
          <br />
          {a.phone}
        </>
      )}
    </address>
  );
}

/** The "delete user address" dialog of docs/domain.md#regions-languages-and-routes. */
function DeleteAddressDialog({ userId, address, onClose, onDeleted }: { userId: number; address: Address; onClose(): void; onDeleted(): Promise<void> }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Modal onClose={onClose} size="sm" topSpacing={64}>
      <ModalHeader>
        <FormattedMessage id="account.addresses.deleteTitle" defaultMessage="Delete this address?" />
      </ModalHeader>
      <ModalBody>
        <AddressLines address={address} />
        <FormAlert message={alert} />
      </ModalBody>
      <ModalFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="account.action.cancel" defaultMessage="Cancel" />
        </Button>
        <Button
          type="button"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            setAlert(null);
            try {
              await deleteAddress(client, userId, address.id);
              await onDeleted();
            } catch (err) {
              setAlert(describeApiError(intl, err).message);
              setBusy(false);
            }
          }}
        >
          <FormattedMessage id="account.addresses.confirmDelete" defaultMessage="Delete the address" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}
