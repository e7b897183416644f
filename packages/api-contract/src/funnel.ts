import { z } from 'zod';
import { REGION_CODES } from '@ph/region-config';

/**
 * The shopper's funnel as the back office reads it, step by step, from the events the store recorded
 * (docs/domain.md#consent-and-analytics): only visitors who allowed analytics are counted.
 */
export const FUNNEL_STEPS = [
  { key: 'product_viewed', event: 'Product Viewed' },
  { key: 'product_added', event: 'Product Added' },
  { key: 'checkout_started', event: 'Checkout Started' },
  { key: 'order_completed', event: 'Order Completed' },
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

/** The longest range one report covers: a year of weeks keeps the query to a few index range scans. */
export const FUNNEL_MAX_DAYS = 371;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD').refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'a real calendar date');

/** `GET v2/operator/reports/funnel`: UTC days, both included; one store or all. */
export const FunnelReportQuery = z
  .strictObject({
    from: IsoDay,
    to: IsoDay,
    region: z.enum(REGION_CODES).optional(),
  })
  .refine((q) => q.from <= q.to, { message: '`from` must not be after `to`', path: ['from'] })
  .refine((q) => (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < FUNNEL_MAX_DAYS, {
    message: `a report covers at most ${FUNNEL_MAX_DAYS} days`,
    path: ['to'],
  });

const StepCounts = z.object({
  product_viewed: z.number().int(),
  product_added: z.number().int(),
  checkout_started: z.number().int(),
  order_completed: z.number().int(),
});

/** Distinct visitors who reached each step in one ISO week (Monday, UTC). */
export const FunnelWeek = StepCounts.extend({ week_start: IsoDay });

export const FunnelReportResponse = z.object({
  from: IsoDay,
  to: IsoDay,
  /** The store asked for; null for all stores together. */
  region: z.string().nullable(),
  /** Every ISO week the range touches, oldest first, weeks without events included (zeros). */
  weeks: z.array(FunnelWeek),
  /** Distinct visitors over the whole range (a visitor active in two weeks counts once here). */
  total: StepCounts,
  /** Stores that recorded events in the range, for the store picker. */
  regions: z.array(z.string()),
});
