import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { joinPlus } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { Link, RouteLink, useLocation, useMountProps, useRoutePath } from '@ph/remote-kit';
import { Button, Checkbox } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { useNavigateTo } from '../common/useNavigateTo';
import { FormAlert } from '../common/FormAlert';
import { withReturnTo } from '../common/returnTo';
import { PLAN_NAMES, useSessionUser } from './PlusLayout';
import { plusText } from './plusMessages';

/**
 * Version of the Plus terms text below. The spec gives none; raise it when the wording changes, so
 * the consent record says which text the customer accepted.
 */
export const PLUS_TERMS_VERSION = 1;

/**
 * The Plus sign-up: the customer accepts the Plus terms (the text shown is what the server records as
 * the `terms_and_conditions_plus` consent) and the account moves to the plus plan; then `/plus/success`.
 * A visitor without an account is sent to sign in or register first and comes back here.
 */
export function JoinPlusForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const session = useAccountSession();
  const user = useSessionUser();
  const { region } = useMountProps();
  const nav = useNavigateTo();
  const pathOf = useRoutePath();
  const location = useLocation();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const terms = intl.formatMessage(plusText.joinTerms);

  const heading = (
    <H id="acc-plus-join-title">
      <FormattedMessage {...plusText.joinTitle} />
    </H>
  );
  if (user === null) return null;
  if (user.plan_type !== null) {
    return (
      <p role="status">
        <FormattedMessage {...plusText.joinMember} values={{ plan: intl.formatMessage(PLAN_NAMES[user.plan_type]) }} />
      </p>
    );
  }
  if (user.anonymous) {
    const back = location.pathname;
    return (
      <section aria-labelledby="acc-plus-join-title">
        {heading}
        <p>
          <FormattedMessage {...plusText.joinSignIn} />
        </p>
        <p className="acc-actions">
          <Link to={withReturnTo(pathOf('signIn'), back)}>
            <FormattedMessage {...plusText.signIn} />
          </Link>
          <Link to={withReturnTo(pathOf('register'), back)}>
            <FormattedMessage {...plusText.register} />
          </Link>
        </p>
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!accepted) {
      setError(intl.formatMessage(plusText.joinRequired));
      return;
    }
    setBusy(true);
    try {
      const updated = await joinPlus(session.client, {
        region,
        locale: intl.locale,
        displayed_text: terms,
        location: window.location.href,
        policy_version: PLUS_TERMS_VERSION,
      });
      session.replaceUser(updated);
      nav.toRoute('plusSuccess');
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="acc-plus-join-title">
      {heading}
      <p>
        <FormattedMessage {...plusText.joinIntro} />
      </p>
      <form noValidate onSubmit={submit}>
        <FormAlert message={alert} />
        <Checkbox
          label={terms}
          checked={accepted}
          required
          error={error ?? undefined}
          onCheckedChange={(c) => {
            setAccepted(c);
            if (c) setError(null);
          }}
        />
        <p>
          <RouteLink to="proTermsConditions">
            <FormattedMessage {...plusText.joinReadTerms} />
          </RouteLink>
        </p>
        <Button type="submit" busy={busy}>
          <FormattedMessage {...plusText.joinSubmit} />
        </Button>
      </form>
    </section>
  );
}
