import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSignedInUser } from '../session/SessionProvider';
import { JoinPlusForm } from './JoinPlusForm';
import { plusText } from './plusMessages';

/**
 * The signed-in pages of the Plus dashboard are for customers on a plan (plus or studio); anyone
 * else is offered the Plus sign-up in their place. Inside RequireSignIn.
 */
export function RequirePlan({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  if (user.plan_type !== null) return <>{children}</>;
  return (
    <section aria-labelledby="acc-plus-gate-title">
      <h2 id="acc-plus-gate-title">
        <FormattedMessage {...plusText.gateTitle} />
      </h2>
      <JoinPlusForm headingLevel={3} />
    </section>
  );
}
