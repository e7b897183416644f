// `PUT checkouts/{id}`: back to the requested step, apply the fields that step owns, advance one step.
// All in one transaction holding the order's row lock; `lock_version` (when sent) must match (409). The
// steps, their fields and exit conditions are the order's state machine (orders/stateMachine.ts).
import { isPaymentMethodAllowed, shippingCountriesFor } from '@ph/region-config';
import { findAddress } from '../addresses';
import { validateAddress } from '../addresses';
import type { CheckoutBody, Order } from '@ph/api-contract';
import type { Db } from '../db';
import type { AddressSnapshot, orders } from '../db/schema';
import { AppError, RuleViolation } from '../errors';
import { EU_COUNTRIES } from '../location';
import { validateVat } from '../location';
import type { ViesClient } from '../location';
import { loadOrderDocument } from '../orders';
import { recalculateOrder } from '../orders';
import { orderRegion } from '../pricing';
import * as repo from '../orders';
import { lockOwnOrder, type Actor } from '../orders';
import { dropExpressNotOffered } from '../orders';
import { presentExpressRemoval } from './present';
import * as checkoutRepo from './repository';
import { FIELDS_BY_STEP, transition, type CheckoutStep } from '../orders';

type OrderFields = CheckoutBody['order'];
type AddressPayload = NonNullable<OrderFields['bill_address']>;

async function snapshot(db: Db, userId: number, payload: AddressPayload, field: string): Promise<AddressSnapshot> {
  if ('address_id' in payload) {
    const row = await findAddress(db, userId, payload.address_id);
    if (!row) throw new RuleViolation('address_not_found', `Address ${payload.address_id} is not in your address book`, `${field}.address_id`);
    return {
      first_name: row.firstName, last_name: row.lastName, company_name: row.companyName, vat_id: row.vatId, street: row.street,
      street2: row.street2, city: row.city, zip_code: row.zipCode, country_iso: row.countryIso, state_code: row.stateCode, phone: row.phone,
    };
  }
  let v;
  try {
    v = validateAddress({
      firstName: payload.first_name, lastName: payload.last_name, companyName: payload.company_name, vatId: payload.vat_id, street: payload.street,
      street2: payload.street2, city: payload.city, zipCode: payload.zip_code, countryIso: payload.country_iso, stateCode: payload.state_code, phone: payload.phone,
    });
  } catch (err) {
    if (err instanceof AppError && err.field) throw new AppError(err.statusCode, err.code, err.message, `${field}.${err.field}`);
    throw err;
  }
  return {
    first_name: v.firstName ?? payload.first_name, last_name: v.lastName ?? payload.last_name, company_name: v.companyName ?? null, vat_id: v.vatId ?? null,
    street: v.street ?? payload.street, street2: v.street2 ?? null, city: v.city ?? payload.city, zip_code: v.zipCode ?? payload.zip_code,
    country_iso: v.countryIso ?? payload.country_iso, state_code: v.stateCode ?? null, phone: v.phone ?? null,
  };
}

/** The country of a b2b VAT ID that passed validation (VIES when configured), or null. */
async function validatedVatCountry(vies: ViesClient | null, customerType: 'b2b' | 'b2c', bill: AddressSnapshot | null): Promise<string | null> {
  if (customerType !== 'b2b' || !bill?.vat_id) return null;
  const prefix = bill.vat_id.slice(0, 2).toUpperCase();
  const country = prefix === 'EL' ? 'GR' : EU_COUNTRIES.has(prefix) ? prefix : bill.country_iso;
  if (!EU_COUNTRIES.has(country)) return null;
  const result = await validateVat(vies, bill.vat_id, country);
  if (!result.valid) throw new RuleViolation('invalid_vat_id', `VAT ID ${bill.vat_id} is not valid`, 'bill_address.vat_id');
  return country;
}

function assertFieldsAllowed(step: CheckoutStep, fields: OrderFields): void {
  const allowed = new Set([...FIELDS_BY_STEP[step], 'lock_version']);
  for (const key of Object.keys(fields)) {
    if (!allowed.has(key)) {
      throw new RuleViolation('field_not_allowed', `${key} cannot be set in the ${step} step (allowed: ${FIELDS_BY_STEP[step].join(', ') || 'none'})`, `order.${key}`);
    }
  }
}

async function applyFields(tx: Db, order: repo.OrderRow, step: CheckoutStep, f: OrderFields, vies: ViesClient | null): Promise<Partial<typeof orders.$inferInsert>> {
  const set: Partial<typeof orders.$inferInsert> = {};
  if (f.email !== undefined) set.email = f.email;
  if (step === 'address') {
    const customerType = f.customer_type ?? order.customerType;
    set.customerType = customerType;
    const bill = f.bill_address ? await snapshot(tx, order.userId, f.bill_address, 'bill_address') : order.billAddress;
    const ship = f.use_billing ? bill : f.ship_address ? await snapshot(tx, order.userId, f.ship_address, 'ship_address') : order.shipAddress;
    if (ship) {
      const allowed = shippingCountriesFor(orderRegion(order));
      if (!allowed.includes(ship.country_iso)) {
        throw new RuleViolation('country_not_allowed', `The ${order.region} store does not ship to ${ship.country_iso} (ships to ${allowed.join(', ')})`, 'ship_address.country_iso');
      }
    }
    set.billAddress = bill;
    set.shipAddress = ship;
    set.validatedVatCountryIso = await validatedVatCountry(vies, customerType, bill);
    if (order.shipAddress?.country_iso !== ship?.country_iso) set.shippingMethod = null;
  }
  if (step === 'delivery' && f.shipping_method !== undefined) set.shippingMethod = f.shipping_method;
  if (step === 'payment') {
    const pay = f.payments_attributes?.[0];
    if (pay) {
      if (!isPaymentMethodAllowed(orderRegion(order), pay.payment_method_id)) {
        throw new RuleViolation('payment_method_not_allowed', `Payment method ${pay.payment_method_id} is not offered in region ${order.region}`, 'order.payments_attributes.0.payment_method_id');
      }
      set.paymentMethod = pay.payment_method_id;
      set.rejectPaymentSchedule = pay.reject_payment_schedule;
    }
    if (f.payment_source !== undefined) set.paymentSource = f.payment_source;
  }
  return set;
}

export async function updateCheckout(
  db: Db,
  actor: Actor,
  idOrNumber: string,
  requested: CheckoutStep | undefined,
  fields: OrderFields,
  ctx: { now: Date; vies: ViesClient | null },
): Promise<Order> {
  return db.transaction(async (tx) => {
    const ref = await checkoutRepo.ownOrderId(tx, actor.userId, idOrNumber);
    const locked = await lockOwnOrder(tx, actor, ref ?? 0, { lockVersion: fields.lock_version });
    const who = { kind: 'customer', userId: actor.userId } as const;
    // Back to an earlier step first (a later one is refused with `cannot_skip_step`).
    const atStep = requested !== undefined && requested !== locked.state ? await transition(tx, locked, { type: 'back', to: requested }, who, ctx.now) : locked;
    const step = atStep.state as CheckoutStep;
    assertFieldsAllowed(step, fields);
    const set = await applyFields(tx, atStep, step, fields, ctx.vies);
    // The order keeps the language of the shopper's latest step: the one it is placed in.
    const applied = await checkoutRepo.writeCheckoutFields(tx, locked.id, { ...set, ...(actor.lang ? { language: actor.lang } : {}) }, ctx.now);
    // Express options are offered per delivery country: the server drops one the new address is not offered.
    const removals = step === 'address' ? await dropExpressNotOffered(tx, applied) : [];
    // Prices depend on the address (VAT, customs) and shipping method: re-price before checking the step.
    const priced = await recalculateOrder(tx, applied, ctx.now);
    // Re-pricing sent the checkout back to `delivery` (the shipping method no longer fits): choose again.
    const advanced = priced.state === step ? await transition(tx, priced, { type: 'next' }, who, ctx.now) : priced;
    // Presented inside the transaction, as the orders module does: the answer is the order this request wrote.
    const presented = await loadOrderDocument(tx, advanced, actor.lang ?? undefined);
    // A notice names the line as the answer does: by its catalogue name in the shopper's language.
    const named = removals.map((r) => ({ ...r, name: presented.line_items.find((l) => l.id === r.lineItemId)?.name ?? r.name }));
    return { ...presented, notices: named.map(presentExpressRemoval) };
  });
}
