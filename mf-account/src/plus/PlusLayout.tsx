import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { PlanType, User } from '@ph/api-contract';
import { Link, useLocation, useRoutePath } from '@ph/remote-kit';
import { Badge } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { withReturnTo } from '../common/returnTo';
import { plusText } from './plusMessages';
import { SectionNav, type NavSection } from '../layout/SectionNav';

const SECTIONS: NavSection[] = [
  { id: 'dashboardQuotes', also: ['dashboardQuoteDetails'], label: plusText.navQuotes },
  {
    id: 'dashboardOrders',
    also: ['dashboardOrderDetails', 'dashboardOrderPlaced', 'dashboardOrderItems', 'dashboardOrderPaymentSummary'],
    label: plusText.navOrders,
  },
  { id: 'dashboardItems', label: plusText.navItems },
  { id: 'dashboardPersonalDetails', label: plusText.navPersonalDetails },
  { id: 'plusCatalogue', label: plusText.navCatalogue },
];

export const PLAN_NAMES: Record<PlanType, MessageDescriptor> = { plus: plusText.planPlus, studio: plusText.planStudio };
export const PLAN_UNLOCKS: Record<PlanType, MessageDescriptor> = { plus: plusText.planPlusUnlocks, studio: plusText.planStudioUnlocks };

/** The user of the session once it is loaded, else null (a public Plus page does not wait for it to render its frame). */
export function useSessionUser(): User | null {
  const { load } = useAccountSession();
  return load.status === 'ready' ? load.user : null;
}

/** The frame of every Plus page: its title, the customer's plan and the dashboard's sections. */
export function PlusLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const user = useSessionUser();
  const plan = user?.plan_type ?? null;
  return (
    <section aria-labelledby="acc-plus-title" className="acc-layout acc-plus">
      <h1 id="acc-plus-title">
        <FormattedMessage {...plusText.title} />
      </h1>
      {plan && (
        <p className="acc-greeting">
          <Badge tone="success">{intl.formatMessage(PLAN_NAMES[plan])}</Badge>{' '}
          <FormattedMessage {...PLAN_UNLOCKS[plan]} />
        </p>
      )}
      <div className="acc-layout__body">
        <SectionNav aria-label={intl.formatMessage(plusText.nav)} sections={SECTIONS} />
        <div className="acc-content">{children}</div>
      </div>
    </section>
  );
}

/** For a visitor without an account on a public Plus page: their own (guest) data is shown, with a way to sign in and back. */
export function SignInPrompt() {
  const user = useSessionUser();
  const location = useLocation();
  const pathOf = useRoutePath();
  if (!user?.anonymous) return null;
  return (
    <p className="acc-notice">
      <FormattedMessage {...plusText.signInPrompt} />{' '}
      <Link to={withReturnTo(pathOf('signIn'), location.pathname)}>
        <FormattedMessage {...plusText.signIn} />
      </Link>
    </p>
  );
}
