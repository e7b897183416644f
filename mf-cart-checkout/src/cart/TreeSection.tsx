import { useRef, useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { addTrees, setTreeQuantity, type ApiClient, type Order, type ServicePrices } from '@ph/api-client';
import { Button, Price, TextField } from '@ph/ui';
import { closeFormConfirm, FormConfirm } from '@ph/ui/form-confirm';
import { CHANGE_FORM, ChangeFields } from './changeForm';
import { useTotalPlantedTrees } from './useServicePrices';

interface Props {
  client: ApiClient;
  order: Order;
  prices: ServicePrices | null;
  onOrder(order: Order): void;
}

/** Tree planting (docs/domain.md#the-store-and-its-customers, docs/domain.md#the-apis-calls): one tree line per order, priced per tree by the API. */
export function TreeSection({ client, order, prices, onOrder }: Props) {
  const intl = useIntl();
  const line = order.line_items.find((l) => l.kind === 'tree') ?? null;
  const planted = useTotalPlantedTrees(client);
  const [quantity, setQuantity] = useState(String(line?.quantity ?? 5));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const max = prices?.tree.max_quantity ?? 10_000;

  const run = async (call: () => Promise<Order>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const next = await call();
      onOrder(next);
      setQuantity(String(next.line_items.find((l) => l.kind === 'tree')?.quantity ?? 5));
      return true;
    } catch (err) {
      setError(describeApiError(intl, err, { fallback: defineMessage({ id: 'trees.failed', defaultMessage: 'The trees could not be changed. Try again.' }) }).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const n = Number(quantity);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      setFieldError(intl.formatMessage({ id: 'trees.quantityInvalid', defaultMessage: 'Enter a whole number of trees from 1 to {max, number}.' }, { max }));
      return;
    }
    setFieldError(null);
    if (line && n === line.quantity) return;
    void run(() => (line ? setTreeQuantity(client, order.id, n) : addTrees(client, order.id, n)));
  };

  return (
    <section aria-labelledby="cc-trees-title" className="cc-trees">
      <h2 id="cc-trees-title"><FormattedMessage id="trees.title" defaultMessage="Plant trees with your order" /></h2>
      {planted !== null && (
        <p>
          {planted > 0 ? (
            <FormattedMessage
              id="trees.planted"
              defaultMessage="Our customers have planted {count} trees so far."
              values={{ count: <strong key="count"><FormattedNumber value={planted} /></strong> }}
            />
          ) : (
            <FormattedMessage id="trees.plantedNone" defaultMessage="Plant the first trees with your order." />
          )}
        </p>
      )}
      {prices ? (
        <p><FormattedMessage id="trees.unitPrice" defaultMessage="{price} per tree" values={{ price: <Price key="price" amountMinor={prices.tree.unit_net} /> }} /></p>
      ) : (
        <p><FormattedMessage id="trees.priceUnavailable" defaultMessage="Tree planting cannot be added right now." /></p>
      )}
      {line && (
        <p>
          <FormattedMessage
            id="trees.inCart"
            defaultMessage="{count, plural, one {# tree} other {# trees}} in your order: {price}"
            values={{ count: line.quantity, price: <Price key="price" amountMinor={line.net} /> }}
          />
        </p>
      )}
      {(prices || line) && (
        <form {...CHANGE_FORM} onSubmit={submit} noValidate className="cc-qty">
          <ChangeFields change="trees" orderId={order.id} />
          <TextField
            label={intl.formatMessage({ id: 'trees.quantity', defaultMessage: 'Number of trees' })}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            onChange={(e) => {
              setQuantity(e.currentTarget.value);
              setFieldError(null);
            }}
            error={fieldError ?? undefined}
          />
          <Button type="submit" variant="secondary" busy={busy}>
            {line ? <FormattedMessage id="trees.update" defaultMessage="Change trees" /> : <FormattedMessage id="trees.add" defaultMessage="Add trees" />}
          </Button>
        </form>
      )}
      {line && (
        <FormConfirm
          opener={<FormattedMessage id="trees.remove" defaultMessage="Remove trees" />}
          title={<FormattedMessage id="trees.confirmTitle" defaultMessage="Remove the trees?" />}
          keepLabel={<FormattedMessage id="line.keep" defaultMessage="Keep it" />}
          confirmLabel={<FormattedMessage id="line.confirmRemove" defaultMessage="Yes, remove" />}
          form={{
            ...CHANGE_FORM,
            fields: (
              <>
                <ChangeFields change="trees" orderId={order.id} />
                <input type="hidden" name="quantity" value="0" />
              </>
            ),
            onSubmit: (e) => {
              e.preventDefault();
              if (!busy) void run(() => setTreeQuantity(client, order.id, 0)).then(() => closeFormConfirm(confirm.current));
            },
          }}
          busy={busy}
          dialogRef={confirm}
        >
          <p><FormattedMessage id="trees.confirmBody" defaultMessage="The trees will not be planted with this order." /></p>
        </FormConfirm>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
