import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useAccountSession, useSignedInUser } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { fetchTotalPlantedTrees, fetchUserPlantedTrees } from '@ph/api-client';
import { useLoad } from '@ph/remote-kit';

/** `/account/support-reforestation`: all trees planted through the store and the customer's own. */
export function ReforestationPage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const user = useSignedInUser();
  const trees = useLoad(String(user.id), async (signal) => {
      const [total, mine] = await Promise.all([fetchTotalPlantedTrees(client, signal), fetchUserPlantedTrees(client, user.id, signal)]);
      return { total: total ?? 0, mine };
    });
  return (
    <section aria-labelledby="acc-trees-title">
      <h2 id="acc-trees-title">
        <FormattedMessage id="account.trees.title" defaultMessage="Support reforestation" />
      </h2>
      <p>
        <FormattedMessage
          id="account.trees.intro"
          defaultMessage="You can add trees to your order in the cart; we plant one tree for each one you add."
        />
      </p>
      {trees.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.trees.loading', defaultMessage: 'Loading the planted trees' })} />}
      {trees.status === 'error' && (
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.trees.error', defaultMessage: 'The planted trees could not be loaded' })}
          message={describeApiError(intl, trees.error).message}
          onRetry={trees.retry}
        />
      )}
      {trees.status === 'success' && (
        <dl>
          <dt><FormattedMessage id="account.trees.mine" defaultMessage="Trees planted for your orders" /></dt>
          <dd><FormattedNumber value={trees.data.mine} /></dd>
          <dt><FormattedMessage id="account.trees.total" defaultMessage="Trees planted by all our customers" /></dt>
          <dd><FormattedNumber value={trees.data.total} /></dd>
        </dl>
      )}
    </section>
  );
}
