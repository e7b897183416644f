import { useState } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fetchReferrals, type ReferralInvitation } from '@ph/api-client';
import { REFERRAL_LINK_PARAM } from '@ph/contracts/http';
import { describeApiError } from '@ph/api-errors';
import { useRegion } from '@ph/i18n';
import { routePath } from '@ph/region-config';
import { useLoad } from '@ph/remote-kit';
import { Badge, Button, EmptyState, ErrorPanel, Spinner, TextField, type BadgeTone } from '@ph/ui';
import { useFormatAmount } from '../common/format';
import { useAccountSession } from '../session/SessionProvider';

const STATUS_LABELS = defineMessages({
  applied: { id: 'account.referrals.status.applied', defaultMessage: 'Discount in their cart' },
  placed: { id: 'account.referrals.status.placed', defaultMessage: 'Ordered, awaiting payment' },
  paid: { id: 'account.referrals.status.paid', defaultMessage: 'Paid, credit pending' },
  credited: { id: 'account.referrals.status.credited', defaultMessage: 'Credit granted' },
  void: { id: 'account.referrals.status.void', defaultMessage: 'No credit' },
});
const STATUS_TONES: Record<ReferralInvitation['status'], BadgeTone> = { applied: 'neutral', placed: 'info', paid: 'info', credited: 'success', void: 'warning' };

const VOID_REASONS = defineMessages({
  refunded: { id: 'account.referrals.void.refunded', defaultMessage: 'The order was refunded.' },
  canceled: { id: 'account.referrals.void.canceled', defaultMessage: 'The order was canceled.' },
  same_user: { id: 'account.referrals.void.sameUser', defaultMessage: 'The order was placed from your own account.' },
  same_email: { id: 'account.referrals.void.sameEmail', defaultMessage: 'The order uses your e-mail address.' },
  same_address: { id: 'account.referrals.void.sameAddress', defaultMessage: 'The order goes to your address.' },
  same_card: { id: 'account.referrals.void.sameCard', defaultMessage: 'The order was paid with a card you have paid with.' },
});

/** `/account/referrals`: the customer's referral link, the friends who used it and the credit it earned. */
export function ReferralsPage() {
  const intl = useIntl();
  const region = useRegion();
  const money = useFormatAmount();
  const { client } = useAccountSession();
  const overview = useLoad('referrals', (signal) => fetchReferrals(client, signal));
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  if (overview.status === 'loading') return <Spinner label={intl.formatMessage({ id: 'account.referrals.loading', defaultMessage: 'Loading your referrals' })} />;
  if (overview.status === 'error') {
    return (
      <ErrorPanel
        headingLevel={2}
        title={intl.formatMessage({ id: 'account.referrals.error', defaultMessage: 'Your referrals could not be loaded' })}
        message={describeApiError(intl, overview.error).message}
        onRetry={overview.retry}
      />
    );
  }
  const data = overview.data;
  const link = `${window.location.origin}${routePath('root', region.code)}?${REFERRAL_LINK_PARAM}=${encodeURIComponent(data.code)}`;
  const reward = data.rewards.find((r) => r.currency === region.currency) ?? data.rewards[0];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section aria-labelledby="acc-referrals-title">
      <h2 id="acc-referrals-title">
        <FormattedMessage id="account.referrals.title" defaultMessage="Invite friends" />
      </h2>
      <p>
        <FormattedMessage
          id="account.referrals.terms"
          defaultMessage="Friends who order for the first time through your link get {percent, number, ::percent} off that order. Once their order is paid and {days, plural, one {# day} other {# days}} have passed without a refund, you get {reward} of store credit."
          values={{ percent: data.discount_percent / 100, days: data.refund_window_days, reward: reward ? money(reward.amount, reward.currency) : '' }}
        />
      </p>
      <div>
        <TextField
          label={intl.formatMessage({ id: 'account.referrals.link', defaultMessage: 'Your referral link' })}
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" onClick={() => void copy()}>
          <FormattedMessage id="account.referrals.copy" defaultMessage="Copy the link" />
        </Button>
      </div>
      <p role="status">
        {copied === 'yes' && <FormattedMessage id="account.referrals.copied" defaultMessage="The link is copied." />}
        {copied === 'no' && <FormattedMessage id="account.referrals.copyFailed" defaultMessage="The link could not be copied; select it and copy it yourself." />}
      </p>

      <h3>
        <FormattedMessage id="account.referrals.credits" defaultMessage="Credit earned" />
      </h3>
      {data.credits.length === 0 ? (
        <p>
          <FormattedMessage id="account.referrals.noCredits" defaultMessage="No credit earned yet." />
        </p>
      ) : (
        <ul>
          {data.credits.map((c) => (
            <li key={c.currency}>{money(c.amount, c.currency)}</li>
          ))}
        </ul>
      )}

      {data.invitations.length === 0 ? (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'account.referrals.emptyTitle', defaultMessage: 'No invitations yet' })}>
          <FormattedMessage id="account.referrals.empty" defaultMessage="Share your link: friends who use it appear here." />
        </EmptyState>
      ) : (
        <table className="acc-table">
          <caption>
            <FormattedMessage
              id="account.referrals.invitations"
              defaultMessage="{count, plural, one {# invitation} other {# invitations}}"
              values={{ count: data.invitations.length }}
            />
          </caption>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="account.referrals.friend" defaultMessage="Friend" /></th>
              <th scope="col"><FormattedMessage id="account.referrals.since" defaultMessage="Since" /></th>
              <th scope="col"><FormattedMessage id="account.referrals.status" defaultMessage="Status" /></th>
              <th scope="col"><FormattedMessage id="account.referrals.credit" defaultMessage="Credit" /></th>
            </tr>
          </thead>
          <tbody>
            {data.invitations.map((inv) => (
              <tr key={inv.id}>
                <td>{inv.friend ?? intl.formatMessage({ id: 'account.referrals.anonymousFriend', defaultMessage: 'A new customer' })}</td>
                <td><FormattedDate value={inv.created_at} dateStyle="medium" /></td>
                <td>
                  <Badge tone={STATUS_TONES[inv.status]}>{intl.formatMessage(STATUS_LABELS[inv.status])}</Badge>
                  {inv.status === 'paid' && inv.credit_due_at && (
                    <>
                      {' '}
                      <FormattedMessage
                        id="account.referrals.dueAt"
                        defaultMessage="Credit on {date}"
                        values={{ date: <FormattedDate key="date" value={inv.credit_due_at} dateStyle="medium" /> }}
                      />
                    </>
                  )}
                  {inv.status === 'void' && inv.void_reason && <> {intl.formatMessage(VOID_REASONS[inv.void_reason])}</>}
                </td>
                <td>{inv.credit ? money(inv.credit.amount, inv.credit.currency) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
