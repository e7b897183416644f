// `v1/delivery_estimates`: earliest and latest delivery date per sku for an order placed now (or at
// the given local date and time) in a store.
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { DeliveryEstimatesResponse } from '@ph/api-contract';
import type { Db } from '../db';
import { BadInput } from '../errors';
import { CUT_OFF_HOUR, estimateDelivery, expressProductionDays, parseClockTime, type DayRange } from './deliveryEstimate';
import { expressDelivery } from './productInfoService';
import type { ProductRow } from './repository';
import { resolveSkus } from './skuLookup';
import { parseIsoDate } from './workingDays';

/** Orders are counted in the factory's time zone when the client sends no local date and time. */
export const FACTORY_TIME_ZONE = 'Europe/Warsaw';

/**
 * Carrier transit of a store in working days. Production orders: from the shortest courier time to the
 * store's average (eu 3–5, pl 3–3); sample packs: the store's sample pack average.
 */
export function deliveryDaysFor(region: RegionCode, product: Pick<ProductRow, 'type'>): DayRange {
  const { deliveryTime } = getRegionConfig(region);
  if (product.type === 'sample') {
    return { min: deliveryTime.samplePackAverageDeliveryTime, max: deliveryTime.samplePackAverageDeliveryTime };
  }
  const average = deliveryTime.avarageDeliveryTime;
  return { min: Math.min(deliveryTime.compartmentDeliveryTime.min, average), max: average };
}

/** One formatter per time zone: making one is most of the work (every delivery estimate asks). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The local date (YYYY-MM-DD) and time (HH:MM) of `now` in a time zone. */
export function localDateTime(now: Date, timeZone: string): { date: string; time: string } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export interface DeliveryEstimatesInput {
  region: RegionCode;
  skus: string[];
  startDate?: string | undefined;
  startTime?: string | undefined;
  /** The delivery country: each estimate then also dates the express options offered there. */
  country?: string | undefined;
  now: Date;
}

/**
 * The local date and time an estimate starts from, as given or else the factory's clock. Together with
 * the store, the skus, the country and the catalogue it decides the answer (the route's cache key).
 */
export function deliveryStart(input: Pick<DeliveryEstimatesInput, 'startDate' | 'startTime' | 'now'>): { date: string; time: string } {
  if (input.startDate !== undefined) {
    // A date without a time means "some time that day": count it as before the cut-off.
    return { date: input.startDate, time: input.startTime ?? '00:00' };
  }
  const local = localDateTime(input.now, FACTORY_TIME_ZONE);
  return { date: local.date, time: input.startTime ?? local.time };
}

export async function deliveryEstimates(db: Db, input: DeliveryEstimatesInput) {
  const { date: startDateText, time: startTimeText } = deliveryStart(input);
  const startDate = parseIsoDate(startDateText);
  if (!startDate) throw new BadInput('start_date', `start_date ${startDateText} is not a calendar date`);
  const startMinutes = parseClockTime(startTimeText);
  if (startMinutes === undefined) throw new BadInput('start_time', `start_time ${startTimeText} is not a time HH:MM`);

  const resolved = await resolveSkus(db, input.skus);
  const data: DeliveryEstimatesResponse['data'] = [];
  // Sequential: the express lookups share one connection and there are at most 50 skus.
  for (const { sku, product } of resolved) {
    const deliveryDays = deliveryDaysFor(input.region, product);
    const estimate = estimateDelivery({ startDate, startMinutes, productionDays: product.productionDays, deliveryDays });
    // The options are the ones `prices/express_delivery` offers for the sku and country (same ids).
    const express = input.country === undefined
      ? undefined
      : (await expressDelivery(db, sku, input.country)).express_delivery.map((o) => {
          const productionDays = expressProductionDays(product.productionDays, o.days_saved);
          const faster = estimateDelivery({ startDate, startMinutes, productionDays, deliveryDays });
          return {
            express_delivery_option_id: o.id,
            days_saved: o.days_saved,
            production_days: productionDays,
            ship_date: faster.shipDate,
            min_date: faster.minDate,
            max_date: faster.maxDate,
          };
        });
    data.push({
      variant_sku: sku,
      production_days: product.productionDays,
      delivery_days: deliveryDays,
      order_date: estimate.orderDay,
      ship_date: estimate.shipDate,
      min_date: estimate.minDate,
      max_date: estimate.maxDate,
      ...(express ? { express } : {}),
    });
  }
  return {
    data,
    meta: { region: input.region, start_date: startDateText, start_time: startTimeText, cut_off_time: `${String(CUT_OFF_HOUR).padStart(2, '0')}:00` },
  };
}
