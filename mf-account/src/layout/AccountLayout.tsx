import { useState, type ReactNode } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { resendConfirmationEmail } from '@ph/api-client';
import { Button } from '@ph/ui';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { LogoutDialog } from '../auth/SessionDialogs';
import { describeApiError } from '@ph/api-errors';
import { useNavigateTo } from '../common/useNavigateTo';
import { SectionNav, type NavSection } from './SectionNav';

const SECTIONS: (NavSection & { onlyFor?: 'manager' | 'operator' })[] = [
  { id: 'accountOrders', also: ['singleOrder', 'account', 'accountOrderQuoteRequestDetails', 'requestAQuoteDetails'], label: defineMessage({ id: 'account.nav.orders', defaultMessage: 'Orders' }) },
  { id: 'accountBoxes', label: defineMessage({ id: 'account.nav.boxes', defaultMessage: 'Designs' }) },
  { id: 'accountSettings', label: defineMessage({ id: 'account.nav.settings', defaultMessage: 'Settings' }) },
  { id: 'accountWallet', also: ['wallet'], label: defineMessage({ id: 'account.nav.wallet', defaultMessage: 'Wallet' }) },
  { id: 'accountReferrals', label: defineMessage({ id: 'account.nav.referrals', defaultMessage: 'Invite friends' }) },
  { id: 'accountReforestationSupport', label: defineMessage({ id: 'account.nav.reforestation', defaultMessage: 'Reforestation' }) },
  { id: 'managerDesk', onlyFor: 'manager', label: defineMessage({ id: 'account.desk.nav', defaultMessage: 'Quote desk' }) },
  { id: 'backOffice', onlyFor: 'operator', label: defineMessage({ id: 'account.backOffice.area', defaultMessage: 'Back office' }) },
];

/** The frame of every signed-in account screen: title, sections, sign-out and the e-mail notice. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const nav = useNavigateTo();
  const [askLogout, setAskLogout] = useState(false);
  return (
    <section aria-labelledby="acc-title" className="acc-layout">
      <div className="acc-layout__head">
        <h1 id="acc-title">
          <FormattedMessage id="account.title" defaultMessage="Your account" />
        </h1>
        <p className="acc-greeting">
          <FormattedMessage id="account.signedInAs" defaultMessage="Signed in as {email}" values={{ email: user.email ?? '' }} />
        </p>
      </div>
      {!user.email_confirmed && <ConfirmNotice />}
      <div className="acc-layout__body">
        <SectionNav
          aria-labelledby="acc-title"
          sections={SECTIONS.filter((s) => !s.onlyFor || user.role === s.onlyFor)}
          footer={
            <Button type="button" variant="link" onClick={() => setAskLogout(true)}>
              <FormattedMessage id="account.nav.signOut" defaultMessage="Sign out" />
            </Button>
          }
        />
        <div className="acc-content">{children}</div>
      </div>
      {askLogout && <LogoutDialog onClose={() => setAskLogout(false)} onConfirm={() => nav.toRoute('signOut')} />}
    </section>
  );
}

function ConfirmNotice() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="acc-notice" role="region" aria-label={intl.formatMessage({ id: 'account.confirmNotice.label', defaultMessage: 'E-mail confirmation' })}>
      <p>
        <FormattedMessage id="account.confirmNotice.body" defaultMessage="Please confirm your e-mail address with the link we sent you." />
      </p>
      {error && <p role="alert">{error}</p>}
      {state === 'sent' ? (
        <p role="status">
          <FormattedMessage id="account.checkEmail.resent" defaultMessage="We have sent a new link." />
        </p>
      ) : (
        <Button
          type="button"
          variant="secondary"
          busy={state === 'busy'}
          onClick={async () => {
            setState('busy');
            setError(null);
            try {
              await resendConfirmationEmail(client);
              setState('sent');
            } catch (err) {
              setError(describeApiError(intl, err).message);
              setState('idle');
            }
          }}
        >
          <FormattedMessage id="account.checkEmail.resend" defaultMessage="Send the link again" />
        </Button>
      )}
    </div>
  );
}
