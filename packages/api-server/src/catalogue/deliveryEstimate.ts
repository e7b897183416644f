// Delivery date estimates: production working days from the day an order counts as placed, then the
// carrier's transit working days. An order after the cut-off hour, or on a weekend, counts from the
// next working day.
import { addWorkingDays, formatIsoDate, isWorkingDay, nextWorkingDay, type IsoDate } from './workingDays';

/** Orders confirmed at or after this local hour start production the next working day. */
export const CUT_OFF_HOUR = 12;

export interface DayRange {
  min: number;
  max: number;
}

export interface DeliveryEstimateInput {
  /** The local date the order is placed. */
  startDate: Date;
  /** Minutes after local midnight. */
  startMinutes: number;
  productionDays: number;
  deliveryDays: DayRange;
  cutOffHour?: number;
}

export interface DeliveryEstimate {
  orderDay: IsoDate;
  shipDate: IsoDate;
  minDate: IsoDate;
  maxDate: IsoDate;
}

/** The working day an order counts as placed on. */
export function effectiveOrderDay(startDate: Date, startMinutes: number, cutOffHour = CUT_OFF_HOUR): Date {
  if (!isWorkingDay(startDate)) return nextWorkingDay(startDate);
  return startMinutes >= cutOffHour * 60 ? nextWorkingDay(startDate) : startDate;
}

export function estimateDelivery(input: DeliveryEstimateInput): DeliveryEstimate {
  const { deliveryDays } = input;
  if (deliveryDays.min > deliveryDays.max) throw new RangeError('delivery days: min must not exceed max');
  const orderDay = effectiveOrderDay(input.startDate, input.startMinutes, input.cutOffHour);
  const shipDate = addWorkingDays(orderDay, input.productionDays);
  return {
    orderDay: formatIsoDate(orderDay),
    shipDate: formatIsoDate(shipDate),
    minDate: formatIsoDate(addWorkingDays(shipDate, deliveryDays.min)),
    maxDate: formatIsoDate(addWorkingDays(shipDate, deliveryDays.max)),
  };
}

/** Production working days with an express option: the days it saves, never below one working day. */
export function expressProductionDays(productionDays: number, daysSaved: number): number {
  return Math.max(1, productionDays - daysSaved);
}

/** Parses HH:MM (24 h) to minutes after midnight. */
export function parseClockTime(value: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}
