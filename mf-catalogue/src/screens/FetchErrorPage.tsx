import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { matchRoute, routePath, type RegionCode } from '@ph/region-config';
import { RouteLink, useLocation, useMountProps, useNavigate } from '@ph/remote-kit';
import { Alert, Button } from '@ph/ui';
import { refreshSession } from '@ph/session';
import { useCatalogueApi } from '../api/catalogueApi';

/** The query parameter naming the page whose data could not be read. */
export const FETCH_ERROR_RETURN_PARAM = 'return_to';

/**
 * The page to go back to: only a page of this store's route table (never another site, and never this
 * page itself), so the retry cannot become an open redirect or a loop.
 */
export function retryTarget(value: string | null, region: RegionCode): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const match = matchRoute(value, region);
  return match && match.route.id !== 'fetchError' ? value : null;
}

/**
 * `/error?return_to=…`: a page's data could not be read (docs/domain.md#regions-languages-and-routes "fetch error").
 * "Try again" asks the store whether it answers again (reads the visitor's session) and then goes back to
 * the page; while it still does not answer the page stays and says so.
 */
export function FetchErrorPage() {
  const intl = useIntl();
  const { client } = useCatalogueApi();
  const { region } = useMountProps();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = retryTarget(new URLSearchParams(search).get(FETCH_ERROR_RETURN_PARAM), region) ?? routePath('root', region);
  const [state, setState] = useState<'idle' | 'checking' | 'still-down'>('idle');

  const retry = async () => {
    setState('checking');
    try {
      // The visitor's session read again (or a new one made): the store answers once it succeeds.
      await refreshSession(client);
      navigate(target);
    } catch {
      setState('still-down');
    }
  };

  return (
    <section aria-labelledby="cat-title" className="cat-page">
      <h1 id="cat-title">
        <FormattedMessage id="catalogue.fetchError.title" defaultMessage="This page could not be loaded" />
      </h1>
      <p>
        <FormattedMessage id="catalogue.fetchError.body" defaultMessage="We could not reach the store to load it. Check your internet connection, then try again." />
      </p>
      {state === 'still-down' ? (
        <Alert tone="danger">{intl.formatMessage({ id: 'catalogue.fetchError.stillDown', defaultMessage: 'The store still cannot be reached. Wait a moment and try again.' })}</Alert>
      ) : null}
      <p className="cat-pro-actions">
        <Button type="button" busy={state === 'checking'} onClick={() => void retry()}>
          <FormattedMessage id="catalogue.retry" defaultMessage="Try again" />
        </Button>{' '}
        <RouteLink to="root">
          <FormattedMessage id="catalogue.fetchError.home" defaultMessage="Go to the home page" />
        </RouteLink>
      </p>
    </section>
  );
}
