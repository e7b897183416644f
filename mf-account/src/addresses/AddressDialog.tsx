import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address, AddressInput } from '@ph/api-contract';
import { createAddress, updateAddress } from '@ph/api-client';
import { AddressFields, addressFieldOfApi, useAddressForm, valuesFromAddress } from '@ph/address-form';
import { useRegion } from '@ph/i18n';
import { SUPPORTED_COUNTRY_CODES } from '@ph/region-config';
import { Button, Checkbox } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';

/**
 * The "edit or add user address" dialog (side panel) around the shared address form. The address
 * book offers every country the stores know (an address may serve another store's orders).
 */
export function AddressDialog({ userId, address, onClose, onSaved }: { userId: number; address?: Address; onClose(): void; onSaved(a: Address): Promise<void> }) {
  const intl = useIntl();
  const region = useRegion();
  const { client } = useAccountSession();
  const form = useAddressForm({
    client,
    initial: valuesFromAddress(address, { countryIso: region.defaultShippingCountryCode }),
    countries: SUPPORTED_COUNTRY_CODES,
    email: 'optional',
    customerType: false,
    acceptedVatId: address?.vat_id ?? null,
  });
  const [makeDefault, setMakeDefault] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    setBusy(true);
    try {
      if (!(await form.check())) return;
      const body: AddressInput = { ...form.toInput(), email: form.values.email.trim() || null, default: makeDefault || undefined };
      const saved = address ? await updateAddress(client, userId, address.id, body) : await createAddress(client, userId, body);
      await onSaved(saved);
    } catch (err) {
      const d = describeApiError(intl, err);
      if (!form.setFieldError(addressFieldOfApi(d.field), d.message)) setAlert(d.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal onClose={onClose} variant="side" size="md" topSpacing={24}>
      <ModalHeader>
        {address ? (
          <FormattedMessage id="account.addresses.editTitle" defaultMessage="Edit the address" />
        ) : (
          <FormattedMessage id="account.addresses.addTitle" defaultMessage="Add an address" />
        )}
      </ModalHeader>
      <form noValidate onSubmit={submit}>
        <ModalBody>
          <FormAlert message={alert} />
          <AddressFields form={form} />
          {!address?.is_default && (
            <Checkbox label={intl.formatMessage({ id: 'account.addresses.setDefault', defaultMessage: 'Use as my default address' })} checked={makeDefault} onCheckedChange={setMakeDefault} />
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="account.action.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="account.addresses.save" defaultMessage="Save the address" />
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
