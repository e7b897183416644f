import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { fetchDeliveryEstimates, fetchEmissions, fetchExpressDelivery, type ExpressDeliveryOption } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { Button, Spinner } from '@ph/ui';
import { useCatalogueApi } from '../api/catalogueApi';
import { withSession } from '../api/session';
import { useFailureText } from '../common/failures';
import { Money } from '../common/money';
import { useLoad, type LoadState } from '@ph/remote-kit';

function Failure({ state, label }: { state: LoadState<unknown> & { retry: () => void }; label: string }) {
  const failureText = useFailureText();
  if (state.status !== 'error') return null;
  return (
    <p role="alert" className="cat-error">
      {failureText(state.error)}{' '}
      <Button variant="link" onClick={state.retry} aria-label={label}>
        <FormattedMessage id="catalogue.retry" defaultMessage="Try again" />
      </Button>
    </p>
  );
}

/** Delivery dates (API estimate) and the express production options of the chosen variant. */
export function Delivery({ sku, expressId, onExpressChange }: { sku: string; expressId: number | null; onExpressChange: (id: number | null) => void }) {
  const { client, ctx } = useCatalogueApi();
  const region = useRegion();
  const intl = useIntl();
  const estimate = useLoad(`${ctx.region}|${sku}`, (signal) => fetchDeliveryEstimates(client, { region: ctx.region, variantSkus: [sku] }, signal));
  const express = useLoad(`${sku}|${region.defaultShippingCountryCode}`, (signal) =>
    fetchExpressDelivery(client, { sku, country: region.defaultShippingCountryCode }, signal),
  );
  const first = estimate.status === 'success' ? estimate.data.data[0] : undefined;
  const options: ExpressDeliveryOption[] = express.status === 'success' ? express.data : [];
  return (
    // Room for the estimate and the express options reserved up front: they load after the page.
    <section aria-labelledby="cat-delivery" style={{ minHeight: '13em' }}>
      <h3 id="cat-delivery">
        <FormattedMessage id="catalogue.delivery.title" defaultMessage="Delivery" />
      </h3>
      {estimate.status === 'loading' ? <Spinner label={intl.formatMessage({ id: 'catalogue.delivery.loading', defaultMessage: 'Estimating delivery' })} /> : null}
      <Failure state={estimate} label={intl.formatMessage({ id: 'catalogue.delivery.retry', defaultMessage: 'Try the delivery estimate again' })} />
      {first ? (
        <p data-testid="delivery-estimate">
          <FormattedMessage
            id="catalogue.delivery.estimate"
            defaultMessage="Order today, delivered between {min} and {max}"
            values={{
              min: <FormattedDate key="min" value={first.min_date} day="numeric" month="long" timeZone="UTC" />,
              max: <FormattedDate key="max" value={first.max_date} day="numeric" month="long" timeZone="UTC" />,
            }}
          />
        </p>
      ) : null}
      <Failure state={express} label={intl.formatMessage({ id: 'catalogue.express.retry', defaultMessage: 'Try the express options again' })} />
      {options.length > 0 ? (
        <fieldset className="cat-fieldset">
          <legend>
            <FormattedMessage id="catalogue.express.legend" defaultMessage="Production speed" />
          </legend>
          <label style={{ display: 'block' }}>
            <input type="radio" name="express" value="" checked={expressId === null} onChange={() => onExpressChange(null)} />{' '}
            <FormattedMessage id="catalogue.express.standard" defaultMessage="Standard production" />
          </label>
          {options.map((o) => (
            <label key={o.id} style={{ display: 'block' }}>
              <input type="radio" name="express" value={o.id} checked={expressId === o.id} onChange={() => onExpressChange(o.id)} />{' '}
              <FormattedMessage
                id="catalogue.express.option"
                defaultMessage="Express: {days, plural, one {# day} other {# days}} sooner for {price}"
                values={{ days: o.days_saved, price: <Money key="price" minor={region.alwaysShowAddedTax ? o.price.gross : o.price.net} /> }}
              />
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}

/** kg CO2e of the chosen quantity (needs a session token). */
export function Emissions({ sku, quantity }: { sku: string; quantity: number }) {
  const { client } = useCatalogueApi();
  const intl = useIntl();
  const state = useLoad(`${sku}|${quantity}`, (signal) => withSession(client, () => fetchEmissions(client, { sku, quantity }, signal)));
  return (
    <section aria-labelledby="cat-emissions" style={{ minHeight: '5.5em' }}>
      <h3 id="cat-emissions">
        <FormattedMessage id="catalogue.emissions.title" defaultMessage="Carbon footprint" />
      </h3>
      <Failure state={state} label={intl.formatMessage({ id: 'catalogue.emissions.retry', defaultMessage: 'Try the carbon footprint again' })} />
      {state.status === 'success' ? (
        <p data-testid="emissions">
          <FormattedMessage
            id="catalogue.emissions.value"
            defaultMessage="{total} kg CO₂e for {pieces} pieces ({perPiece} kg each)"
            values={{
              total: <FormattedNumber key="total" value={state.data.kg_co2e_total} maximumFractionDigits={1} />,
              pieces: <FormattedNumber key="pieces" value={state.data.pieces} />,
              perPiece: <FormattedNumber key="perPiece" value={state.data.kg_co2e_per_piece} maximumFractionDigits={3} />,
            }}
          />
        </p>
      ) : null}
    </section>
  );
}
