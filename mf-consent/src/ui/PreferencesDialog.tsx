import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DIALOG_CATEGORIES, type DialogCategory, type DialogChoices } from '@ph/analytics';
import { Button, Switch } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';
import { m } from './messages';
import { CATEGORY_TOOLS } from './tools';

const NAMES: Record<DialogCategory, [MessageDescriptor, MessageDescriptor]> = {
  essential: [m.essential, m.essentialPurpose],
  functional: [m.functional, m.functionalPurpose],
  marketing: [m.marketing, m.marketingPurpose],
  advertising: [m.advertising, m.advertisingPurpose],
};

export interface PreferencesDialogProps {
  initial: DialogChoices;
  onSave(choices: DialogChoices): void;
  /** Cancel, Escape, the close button and a click outside all start the Cancel flow. */
  onCancel(choices: DialogChoices): void;
  container?: Element;
  saving?: boolean;
  /** Hidden (not unmounted) while the cancel confirmation is on top, so the choices survive Back. */
  children?: React.ReactNode;
}

export function PreferencesDialog({ initial, onSave, onCancel, container, saving = false, children }: PreferencesDialogProps) {
  const intl = useIntl();
  const [choices, setChoices] = useState<DialogChoices>(initial);
  const cancel = () => {
    if (!saving) onCancel(choices);
  };
  return (
    <Modal onClose={cancel} size="md" container={container} className="ph-consent-dialog">
      <ModalHeader>{intl.formatMessage(m.prefsTitle)}</ModalHeader>
      <ModalBody>
        <p>{intl.formatMessage(m.prefsIntro)}</p>
        <table className="ph-consent-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.colAllow)}</th>
              <th scope="col">{intl.formatMessage(m.colCategory)}</th>
              <th scope="col">{intl.formatMessage(m.colPurpose)}</th>
              <th scope="col">{intl.formatMessage(m.colTools)}</th>
            </tr>
          </thead>
          <tbody>
            {DIALOG_CATEGORIES.map((category) => {
              const [name, purpose] = NAMES[category];
              const label = intl.formatMessage(name);
              return (
                <tr key={category}>
                  <td>
                    {category === 'essential' ? (
                      <span className="ph-consent-always">{intl.formatMessage(m.alwaysOn)}</span>
                    ) : (
                      <Switch
                        className="ph-consent-switch"
                        label={<span className="ph-ui-visually-hidden">{intl.formatMessage(m.allowCategory, { category: label })}</span>}
                        checked={choices[category]}
                        onCheckedChange={(on) => setChoices((c) => ({ ...c, [category]: on }))}
                      />
                    )}
                  </td>
                  <th scope="row">{label}</th>
                  <td>{intl.formatMessage(purpose)}</td>
                  <td>{CATEGORY_TOOLS[category].join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={cancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button variant="primary" busy={saving} onClick={() => onSave(choices)}>
          {intl.formatMessage(m.save)}
        </Button>
      </ModalFooter>
      {children}
    </Modal>
  );
}
