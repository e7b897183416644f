import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import {
  addExpertCheck,
  chooseLineExpressOption,
  fetchDeliveryEstimates,
  fetchExpressDelivery,
  removeExpertCheck,
  type ApiClient,
  type ExpressDeliveryOption,
  type LineItem,
  type Order,
  type ServicePrices,
} from '@ph/api-client';
import { useFormatMoney, useRegion } from '@ph/i18n';
import { useHydrated, useLoad } from '@ph/remote-kit';
import { Button, Switch } from '@ph/ui';
import { CHANGE_FORM, ChangeFields } from './changeForm';
import { ConfirmDialog } from './ConfirmDialog';
import { ExpressNotices } from './ExpressNotices';
import { formatRegionDate } from '@ph/region-config';

interface Props {
  client: ApiClient;
  order: Order;
  item: LineItem;
  prices: ServicePrices | null;
  onOrder(order: Order): void;
}

type ExpressLoad = { status: 'loading' } | { status: 'ready'; options: ExpressDeliveryOption[] } | { status: 'error' };

/** Where the order goes: the checkout's address once given, else the store's default country (as the API decides). */
export function deliveryCountryOf(order: Order, fallback: string): string {
  return order.ship_address?.country_iso ?? fallback;
}

/** The services of one product line: the expert design check (designed lines) and the delivery speed. */
export function LineServices({ client, order, item, prices, onOrder }: Props) {
  const intl = useIntl();
  const region = useRegion();
  const money = useFormatMoney();
  const country = deliveryCountryOf(order, region.defaultShippingCountryCode);
  const check = order.line_items.find((l) => l.parent_id === item.id && l.kind === 'expert_check') ?? null;
  const [busy, setBusy] = useState<'check' | 'express' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Read in the server render of the visitor's cart too, so the choices are there from the first paint.
  const expressLoad = useLoad(`cart|express|${item.sku}|${country}|${order.currency}`, (signal) =>
    fetchExpressDelivery(client, { sku: item.sku, country }, signal).then((options) => options.filter((o) => o.currency === order.currency)),
  );
  const express: ExpressLoad = expressLoad.status === 'success' ? { status: 'ready', options: expressLoad.data } : expressLoad.status === 'error' ? { status: 'error' } : { status: 'loading' };
  // The API's estimate of standard production and of each express option for the delivery country;
  // without it the options show no date.
  const estimates = useLoad(`cart|estimates|${region.apiRegion}|${item.sku}|${country}`, (signal) =>
    fetchDeliveryEstimates(client, { region: region.apiRegion, variantSkus: [item.sku], country }, signal).then(
      (answer) => answer.data.find((e) => e.variant_sku === item.sku) ?? null,
      () => null,
    ),
  );
  const estimate = estimates.status === 'success' ? estimates.data : null;
  const dates = { standard: estimate?.max_date ?? null, express: new Map((estimate?.express ?? []).map((e) => [e.express_delivery_option_id, e.max_date])) };
  const standardBy = dates.standard;
  const deliveryDate = (isoDate: string) => formatRegionDate(isoDate, region.datesFormattingRules);

  // Controls stay enabled while a change runs (disabling would drop the keyboard focus); a second
  // change waits for the first answer instead.
  const run = async (what: 'check' | 'express', call: () => Promise<Order>): Promise<void> => {
    if (busy) return;
    setBusy(what);
    setError(null);
    try {
      onOrder(await call());
    } catch (err) {
      setError(describeApiError(intl, err, { fallback: defineMessage({ id: 'services.failed', defaultMessage: 'The service could not be changed. Try again.' }) }).message);
    } finally {
      setBusy(null);
    }
  };

  const designed = item.box_design_id !== null;
  const options = express.status === 'ready' ? express.options : [];
  // Before (or without) the page's script a choice is sent with its button; after, it applies at once.
  const live = useHydrated();
  return (
    <div className="cc-line-services">
      {designed && (prices || check) && (
        <form {...CHANGE_FORM} onSubmit={(e) => e.preventDefault()}>
        <ChangeFields change="expert_check" orderId={order.id} lineId={item.id} />
        <Switch
          name="expert_check"
          label={
            prices
              ? intl.formatMessage(
                  { id: 'expertCheck.label', defaultMessage: 'Expert design check for {name} (+{price})' },
                  { name: item.name, price: money(prices.expert_check.unit_net) },
                )
              : intl.formatMessage({ id: 'expertCheck.labelNoPrice', defaultMessage: 'Expert design check for {name}' }, { name: item.name })
          }
          hint={intl.formatMessage({ id: 'expertCheck.hint', defaultMessage: 'A packaging expert checks your design before it is printed.' })}
          checked={check !== null}
          onCheckedChange={(on) => {
            if (on) void run('check', () => addExpertCheck(client, item.id));
            else setConfirming(true);
          }}
        />
        {!live && <SaveChoice />}
        </form>
      )}
      {express.status === 'error' && (
        <p><FormattedMessage id="express.failed" defaultMessage="Express delivery options could not be loaded." /></p>
      )}
      <ExpressNotices order={order} lineId={item.id} />
      {options.length > 0 && (
        <form {...CHANGE_FORM} onSubmit={(e) => e.preventDefault()}>
        <ChangeFields change="express" orderId={order.id} lineId={item.id} />
        <fieldset className="cc-express" aria-busy={busy === 'express' || undefined}>
          <legend><FormattedMessage id="express.legend" defaultMessage="Delivery speed for {name}" values={{ name: item.name }} /></legend>
          <label className="cc-radio">
            <input
              type="radio"
              name="express_delivery_option_id"
              value=""
              checked={item.express_delivery_option_id === null}
              onChange={() => void run('express', () => chooseLineExpressOption(client, order.id, item.id, null))}
            />{' '}
            {standardBy ? (
              <FormattedMessage
                id="express.standardBy"
                defaultMessage="Standard production (delivered by {date})"
                values={{ date: deliveryDate(standardBy) }}
              />
            ) : (
              <FormattedMessage id="express.standard" defaultMessage="Standard production" />
            )}
          </label>
          {options.map((o) => (
            <label key={o.id} className="cc-radio">
              <input
                type="radio"
                name="express_delivery_option_id"
                value={o.id}
                checked={item.express_delivery_option_id === o.id}
                  onChange={() => void run('express', () => chooseLineExpressOption(client, order.id, item.id, o.id))}
              />{' '}
              {dates.express.has(o.id) ? (
                <FormattedMessage
                  id="express.optionBy"
                  defaultMessage="Express: delivered by {date} (+{price})"
                  values={{ date: deliveryDate(dates.express.get(o.id)!), price: money(o.price.net) }}
                />
              ) : (
                <FormattedMessage
                  id="express.option"
                  defaultMessage="Express: {days, plural, one {# working day} other {# working days}} sooner (+{price})"
                  values={{ days: o.days_saved, price: money(o.price.net) }}
                />
              )}
            </label>
          ))}
        </fieldset>
        {!live && <SaveChoice />}
        </form>
      )}
      {error && <p role="alert">{error}</p>}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="expertCheck.confirmTitle" defaultMessage="Remove the expert check?" />}
          body={<FormattedMessage id="expertCheck.confirmBody" defaultMessage="Nobody will check the design of {name} before print." values={{ name: item.name }} />}
          busy={busy === 'check'}
          onKeep={() => setConfirming(false)}
          onConfirm={() => void run('check', () => removeExpertCheck(client, item.id)).then(() => setConfirming(false))}
        />
      )}
    </div>
  );
}

/** A services form's button before the page's script has run (the edge makes the change). */
function SaveChoice() {
  return (
    <Button type="submit" variant="secondary" size="sm">
      <FormattedMessage id="services.save" defaultMessage="Save" />
    </Button>
  );
}
