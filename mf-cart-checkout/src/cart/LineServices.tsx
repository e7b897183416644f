import { useEffect, useState } from 'react';
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
import { Switch } from '@ph/ui';
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
  const [express, setExpress] = useState<ExpressLoad>({ status: 'loading' });
  const [busy, setBusy] = useState<'check' | 'express' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [dates, setDates] = useState<{ standard: string | null; express: ReadonlyMap<number, string> }>({ standard: null, express: new Map() });
  const standardBy = dates.standard;
  const deliveryDate = (isoDate: string) => formatRegionDate(isoDate, region.datesFormattingRules);

  useEffect(() => {
    const ctl = new AbortController();
    setExpress({ status: 'loading' });
    fetchExpressDelivery(client, { sku: item.sku, country }, ctl.signal).then(
      (options) => !ctl.signal.aborted && setExpress({ status: 'ready', options: options.filter((o) => o.currency === order.currency) }),
      () => !ctl.signal.aborted && setExpress({ status: 'error' }),
    );
    return () => ctl.abort();
  }, [client, item.sku, country, order.currency]);

  useEffect(() => {
    const ctl = new AbortController();
    // The API's estimate of standard production and of each express option for the delivery country;
    // without it the options show no date.
    fetchDeliveryEstimates(client, { region: region.apiRegion, variantSkus: [item.sku], country }, ctl.signal).then(
      (answer) => {
        if (ctl.signal.aborted) return;
        const estimate = answer.data.find((e) => e.variant_sku === item.sku);
        setDates({ standard: estimate?.max_date ?? null, express: new Map((estimate?.express ?? []).map((e) => [e.express_delivery_option_id, e.max_date])) });
      },
      () => undefined,
    );
    return () => ctl.abort();
  }, [client, item.sku, region.apiRegion, country]);

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
  const group = `cc-express-${item.id}`;
  return (
    <div className="cc-line-services">
      {designed && (prices || check) && (
        <Switch
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
      )}
      {express.status === 'error' && (
        <p><FormattedMessage id="express.failed" defaultMessage="Express delivery options could not be loaded." /></p>
      )}
      <ExpressNotices order={order} lineId={item.id} />
      {options.length > 0 && (
        <fieldset className="cc-express" aria-busy={busy === 'express' || undefined}>
          <legend><FormattedMessage id="express.legend" defaultMessage="Delivery speed for {name}" values={{ name: item.name }} /></legend>
          <label className="cc-radio">
            <input
              type="radio"
              name={group}
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
                name={group}
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
