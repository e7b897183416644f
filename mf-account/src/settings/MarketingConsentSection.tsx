import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@ph/api-contract';
import { loadConsents, saveConsents } from '@ph/api-client';
import { useMountProps, useLoad } from '@ph/remote-kit';
import { Button, ErrorPanel, Spinner, Switch } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';

/**
 * Version of the marketing text below. The spec gives none; raise it when the wording changes, so
 * the record says which text the customer answered.
 */
export const MARKETING_POLICY_VERSION = 1;

/** Marketing consent, recorded through the consent API with the exact text the customer saw. */
export function MarketingConsentSection({ user }: { user: User }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const { region, locale } = useMountProps();
  const current = useLoad(String(user.id), (signal) => loadConsents(client, 'marketing', signal).then((r) => r.current.marketing === 'granted'));
  const [choice, setChoice] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const text = intl.formatMessage({
    id: 'account.consent.marketing',
    defaultMessage: 'Send me news, offers and packaging tips by e-mail. I can withdraw this consent at any time.',
  });

  const granted = choice ?? (current.status === 'success' ? current.data : false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setAlert(null);
    setSaved(false);
    try {
      await saveConsents(client, {
        consents: [{ name: 'marketing', value: granted ? 'granted' : 'declined', displayed_text: text }],
        region,
        locale,
        user_id: String(user.id),
        email: user.email ?? undefined,
        location: window.location.href,
        consent_id: globalThis.crypto.randomUUID(),
        policy_version: MARKETING_POLICY_VERSION,
        acceptance_method: 'manual',
      });
      current.set(granted);
      setChoice(null);
      setSaved(true);
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="acc-consent-title">
      <h2 id="acc-consent-title">
        <FormattedMessage id="account.consent.title" defaultMessage="Marketing consent" />
      </h2>
      {current.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.consent.loading', defaultMessage: 'Loading your consent' })} />}
      {current.status === 'error' && (
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.consent.error', defaultMessage: 'Your consent could not be loaded' })}
          message={describeApiError(intl, current.error).message}
          onRetry={current.retry}
        />
      )}
      {current.status === 'success' && (
        <form noValidate onSubmit={submit}>
          <FormAlert message={alert} />
          <Switch
            label={text}
            checked={granted}
            onCheckedChange={(c) => {
              setSaved(false);
              setChoice(c);
            }}
          />
          {saved && (
            <p role="status">
              <FormattedMessage id="account.consent.saved" defaultMessage="Your choice is saved." />
            </p>
          )}
          <Button type="submit" variant="secondary" busy={busy}>
            <FormattedMessage id="account.consent.save" defaultMessage="Save my choice" />
          </Button>
        </form>
      )}
    </section>
  );
}
