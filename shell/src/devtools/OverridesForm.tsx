import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, TextField } from '@ph/ui';
import { ModalFooter } from '@ph/ui/dialogs';
import { REMOTE_KEYS, type RemoteKey, type RemotesManifest } from '../federation/remotes';
import { isAllowedOverride, type OverridePolicy, type Overrides } from '../federation/overrides';

interface Props {
  deployed: RemotesManifest;
  stored: Overrides;
  policy: OverridePolicy;
  /** Stores the overrides and reloads the page (the federation runtime reads them at start). */
  onSave: (overrides: Overrides) => void;
}

/** One field per remote: empty loads the deployed release, a URL loads that manifest instead. */
export function OverridesForm({ deployed, stored, policy, onSave }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState<Overrides>(stored);
  const [errors, setErrors] = useState<Partial<Record<RemoteKey, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Overrides = {};
    const found: Partial<Record<RemoteKey, string>> = {};
    for (const key of REMOTE_KEYS) {
      const url = values[key]?.trim();
      if (!url) continue;
      if (isAllowedOverride(url, policy)) next[key] = url;
      else
        found[key] =
          policy.origins === '*'
            ? intl.formatMessage({ id: 'shell.devtools.overrides.invalidUrl', defaultMessage: 'Enter an http:// or https:// address of an mf-manifest.json.' })
            : intl.formatMessage(
                { id: 'shell.devtools.overrides.invalidOrigin', defaultMessage: 'Enter an address from an allowed origin: {origins}.' },
                { origins: policy.origins.join(', ') },
              );
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(next);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ph-devtools-overrides-title">
      <h3 id="ph-devtools-overrides-title">{intl.formatMessage({ id: 'shell.devtools.overrides.title', defaultMessage: 'Local overrides' })}</h3>
      <p>
        {intl.formatMessage({ id: 'shell.devtools.overrides.help', defaultMessage: 'Load a remote from another manifest, for example your own dev server. The setting is kept in this browser only, and the page reloads.' })}
      </p>
      {REMOTE_KEYS.map((key) => (
        <TextField
          key={key}
          label={intl.formatMessage({ id: 'shell.devtools.overrides.field', defaultMessage: '{remote}: manifest address' }, { remote: key })}
          hint={intl.formatMessage({ id: 'shell.devtools.overrides.deployed', defaultMessage: 'Deployed: {url}' }, { url: deployed[key] })}
          error={errors[key]}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={values[key] ?? ''}
          onChange={(e) => setValues({ ...values, [key]: e.target.value })}
        />
      ))}
      <ModalFooter>
        <Button type="button" variant="secondary" onClick={() => onSave({})}>
          {intl.formatMessage({ id: 'shell.devtools.overrides.reset', defaultMessage: 'Remove all overrides' })}
        </Button>
        <Button type="submit">{intl.formatMessage({ id: 'shell.devtools.overrides.save', defaultMessage: 'Save and reload' })}</Button>
      </ModalFooter>
    </form>
  );
}
