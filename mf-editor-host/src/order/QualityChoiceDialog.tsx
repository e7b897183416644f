import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { changeLinePrintQuality, fetchLinePrices, fetchLinePrintQualities, type ApiClient, type BoxDesign, type LineItem, type Order, type PimVariant } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { publishCart } from '@ph/session';
import { useLoad } from '@ph/remote-kit';
import { PrintQualityDialog, type PrintQualityChoice } from '@ph/ui/print-quality';
import { PRINT_QUALITIES, type PrintQuality } from './quality';
import { editorTracker, lineFields, orderFields } from '../analytics/tracker';

/** The design's line in the visitor's open cart, when it is there already. */
export interface CartLine {
  order: Order;
  line: LineItem;
}

interface Props {
  client: ApiClient;
  design: BoxDesign;
  /** The variant of each quality the product offers in the design's size. */
  byQuality: Partial<Record<PrintQuality, PimVariant>>;
  current: PrintQuality | null;
  /** The quantity chosen on the page (valid). */
  quantity: number;
  cartLine: CartLine | null;
  /** A quality was chosen for the box to add (no cart line). */
  onChosen(quality: PrintQuality): void;
  /** The cart line moved to another quality; the API's order. */
  onCartChanged(order: Order, quality: PrintQuality): void;
  onClose(): void;
}

const loadFailed = defineMessage({ id: 'editor.order.qualityLoadFailed', defaultMessage: 'The prices of the print qualities could not be loaded. Try again.' });
const changeFailed = defineMessage({ id: 'editor.order.qualityChangeFailed', defaultMessage: 'The print quality of your cart could not be changed. Try again.' });

/**
 * "Change print quality" on the quantity page. Before the box is in the cart: each quality's price at the
 * page's quantity (`v3/line_prices`, the product page's prices) and the choice stays on the page. When the
 * design is in the cart already: the cart line's qualities as the order prices them, and confirming changes
 * that line on the server (docs/domain.md#orders-and-checkout).
 */
export function QualityChoiceDialog({ client, design, byQuality, current, quantity, cartLine, onChosen, onCartChanged, onClose }: Props) {
  const intl = useIntl();
  const region = useRegion();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offered = PRINT_QUALITIES.filter((q) => byQuality[q]);
  const gross = region.alwaysShowAddedTax;

  const key = cartLine
    ? `line|${cartLine.order.id}|${cartLine.line.id}|${cartLine.line.variant_id ?? ''}|${cartLine.line.quantity}`
    : `page|${offered.map((q) => byQuality[q]?.sku).join(',')}|${quantity}|${region.apiRegion}|${current ?? ''}`;
  const choices = useLoad(key, async (signal): Promise<PrintQualityChoice[]> => {
    if (cartLine) {
      const options = await fetchLinePrintQualities(client, cartLine.order.id, cartLine.line.id, signal);
      return options.map((o) => ({ quality: o.quality, amountMinor: o.item_net, differenceMinor: o.difference_net, current: o.current }));
    }
    const items = offered.map((q) => ({ sku: String(byQuality[q]?.sku), quantities: [quantity], ...(design.custom_size ? { custom_size: design.custom_size } : {}) }));
    const prices = (await fetchLinePrices(client, { region: region.apiRegion, items }, signal)).data;
    const amount = (q: PrintQuality) => {
      const p = prices.find((x) => x.sku === byQuality[q]?.sku);
      return p ? (gross ? p.gross : p.net) : null;
    };
    const base = current ? amount(current) : null;
    return offered.flatMap((q) => {
      const a = amount(q);
      return a === null ? [] : [{ quality: q, amountMinor: a, differenceMinor: base === null ? 0 : a - base, current: q === current }];
    });
  });

  const confirm = async (quality: PrintQuality) => {
    if (!cartLine) {
      onChosen(quality);
      onClose();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const order = await changeLinePrintQuality(client, cartLine.order.id, cartLine.line.id, quality);
      publishCart(order);
      // The cart's order changed (docs/domain.md#consent-and-analytics "order updated"), as when the cart changes the quality.
      const moved = order.line_items.find((li) => li.id === cartLine.line.id);
      editorTracker(client).track('Order Updated', {
        source: 'editor',
        change: 'print_quality',
        print_quality: quality,
        design_id: design.id,
        sku: moved?.sku ?? null,
        previous_sku: cartLine.line.sku,
        quantity: cartLine.line.quantity,
        ...(moved ? { line_item: lineFields(moved, order.line_items) } : {}),
        order: orderFields(order),
      });
      onCartChanged(order, quality);
      onClose();
    } catch (err) {
      setError(describeApiError(intl, err, { fallback: changeFailed }).message);
      setBusy(false);
    }
  };

  return (
    <PrintQualityDialog
      choices={choices.status === 'success' ? choices.data : null}
      quantity={cartLine ? cartLine.line.quantity : quantity}
      basis={cartLine || !gross ? 'net' : 'gross'}
      loadError={choices.status === 'error' ? describeApiError(intl, choices.error, { fallback: loadFailed }).message : null}
      busy={busy}
      error={error}
      onConfirm={(q) => void confirm(q)}
      onClose={onClose}
    />
  );
}
