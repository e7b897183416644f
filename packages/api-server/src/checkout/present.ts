// What the checkout adds to the order it answers: notices of what the server changed on its own.
import type { OrderNotice } from '@ph/api-contract';
import type { ExpressRemoval } from '../orders';

export function presentExpressRemoval(r: ExpressRemoval): OrderNotice {
  return {
    code: 'express_delivery_removed',
    message: `Express production of ${r.name} is not offered for delivery to ${r.countryIso}; the line is back to standard production`,
    line_item_id: r.lineItemId,
    sku: r.sku,
    name: r.name,
    express_delivery_option_id: r.optionId,
    country_iso: r.countryIso,
  };
}
