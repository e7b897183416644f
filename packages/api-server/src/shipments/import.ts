// Bulk "mark shipped" from a warehouse's CSV: one row per parcel (order number, carrier, tracking
// number; other columns ignored). Every row is checked first — the file's own rules (columns, a known
// carrier, a tracking number of that carrier, no parcel twice) — then all rows are applied in one
// transaction, each through `shipInTransaction` as a single shipment is (row lock, state machine,
// audit), each in its own savepoint so a row the database refuses (unknown order, not in production,
// nothing left to ship, a tracking number already used) is reported and the next one still checked.
// One bad row anywhere and the transaction is rolled back: nothing is applied, and the 422 lists every
// bad row with its line and field.
import { SHIPMENT_IMPORT_MAX_ROWS, type ShipmentImportResponse, type ShipmentImportRowError } from '@ph/api-contract/shipments';
import { recordAudit } from '../audit';
import type { AppContext } from '../context';
import { AppError, RuleViolation } from '../errors';
import { CARRIERS, type CarrierId } from './carriers';
import { CsvSyntaxError, parseCsv } from './csv';
import { shipInTransaction, validCarrier, validTrackingNumber } from './service';

const COLUMNS = ['order_number', 'carrier', 'tracking_number'] as const;
type Column = (typeof COLUMNS)[number];
/** Header names warehouses' exports use for the three columns, lower-cased, spaces and dashes as `_`. */
const ALIASES: Readonly<Record<string, Column>> = {
  order_number: 'order_number',
  order: 'order_number',
  order_no: 'order_number',
  carrier: 'carrier',
  tracking_number: 'tracking_number',
  tracking: 'tracking_number',
  tracking_no: 'tracking_number',
};
/**
 * Control characters have no place in any of the three fields; the API's input rule lets only tab, line
 * feed and carriage return through in a body, and of these a line break inside a quoted field gets here
 * (a tab in a tracking number is removed as a space is).
 */
// eslint-disable-next-line no-control-regex -- the point of the pattern
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;

interface Parcel {
  line: number;
  orderNumber: string;
  carrier: CarrierId;
  trackingNumber: string;
}

class ImportRefused extends AppError {
  constructor(errors: ShipmentImportRowError[]) {
    const lines = [...new Set(errors.map((e) => e.line))];
    super(422, 'csv_rows_invalid', `Nothing was shipped: ${errors.length} problem${errors.length === 1 ? '' : 's'} on line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}`, 'body', { errors });
  }
}

const fail = (line: number, field: ShipmentImportRowError['field'], code: string, message: string): ShipmentImportRowError => ({ line, field, code, message });

/** The file's rows, checked without the database; every problem of every row is collected. */
function readParcels(csv: string): { parcels: Parcel[]; errors: ShipmentImportRowError[] } {
  let records;
  try {
    records = parseCsv(csv);
  } catch (e) {
    if (e instanceof CsvSyntaxError) return { parcels: [], errors: [fail(e.line, 'row', 'csv_syntax', e.message)] };
    throw e;
  }
  const [header, ...rows] = records;
  if (!header) return { parcels: [], errors: [fail(1, 'header', 'empty_file', 'The file is empty: a header line (order_number,carrier,tracking_number) and one line per parcel')] };
  const at = new Map<Column, number>();
  header.fields.forEach((name, i) => {
    const column = ALIASES[name.trim().toLowerCase().replace(/[\s-]+/g, '_')];
    if (column && !at.has(column)) at.set(column, i);
  });
  const missing = COLUMNS.filter((c) => !at.has(c));
  if (missing.length > 0) {
    return { parcels: [], errors: [fail(header.line, 'header', 'missing_columns', `The header has no column ${missing.join(', ')} (it needs order_number, carrier and tracking_number)`)] };
  }
  if (rows.length === 0) return { parcels: [], errors: [fail(header.line, 'header', 'no_rows', 'The file has a header but no parcel')] };
  if (rows.length > SHIPMENT_IMPORT_MAX_ROWS) {
    return { parcels: [], errors: [fail(rows[SHIPMENT_IMPORT_MAX_ROWS]!.line, 'row', 'too_many_rows', `At most ${SHIPMENT_IMPORT_MAX_ROWS} parcels per file; split it`)] };
  }
  const parcels: Parcel[] = [];
  const errors: ShipmentImportRowError[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const value = (c: Column) => (row.fields[at.get(c)!] ?? '').trim();
    const before = errors.length;
    for (const c of COLUMNS) {
      const v = value(c);
      if (v === '') errors.push(fail(row.line, c, 'required', `${c} is empty`));
      else if (v.length > 64) errors.push(fail(row.line, c, 'too_long', `${c} is longer than 64 characters`));
      else if (CONTROL.test(v)) errors.push(fail(row.line, c, 'control_characters', `${c} holds control characters`));
    }
    if (errors.length > before) continue;
    let carrier: CarrierId;
    try {
      carrier = validCarrier(value('carrier').toLowerCase());
    } catch (e) {
      if (!(e instanceof RuleViolation)) throw e;
      errors.push(fail(row.line, 'carrier', e.code, e.message));
      continue;
    }
    let trackingNumber: string;
    try {
      trackingNumber = validTrackingNumber(carrier, value('tracking_number'));
    } catch (e) {
      if (!(e instanceof RuleViolation)) throw e;
      errors.push(fail(row.line, 'tracking_number', e.code, e.message));
      continue;
    }
    const key = `${carrier} ${trackingNumber}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push(fail(row.line, 'tracking_number', 'duplicate_in_file', `${CARRIERS[carrier].name} ${trackingNumber} is already on line ${first}`));
      continue;
    }
    firstLineOf.set(key, row.line);
    parcels.push({ line: row.line, orderNumber: value('order_number').toUpperCase(), carrier, trackingNumber });
  }
  return { parcels, errors };
}

/** Which field of a row a refusal of the single-shipment service is about: the tracking number (taken), else the order (unknown, not in production, nothing left). */
const fieldOf = (e: AppError): ShipmentImportRowError['field'] => (e.field === 'tracking_number' ? 'tracking_number' : 'order_number');

/** Applies the whole file or, with any bad row, nothing (ImportRefused, a 422 listing every bad row). */
export async function importShipments(ctx: AppContext, csv: string, operatorId: number, now: Date): Promise<ShipmentImportResponse> {
  const { parcels, errors } = readParcels(csv);
  const shipped: ShipmentImportResponse['shipped'] = [];
  await ctx.db.transaction(async (tx) => {
    for (const p of parcels) {
      try {
        // A savepoint per row: a row the database refuses leaves the transaction usable for the next.
        const done = await tx.transaction((sp) => shipInTransaction(sp, p.orderNumber, p, operatorId, now, ctx.config.storefrontUrl));
        if (done.fulfillmentState !== 'shipped' && done.fulfillmentState !== 'partially_shipped') throw new Error(`order ${p.orderNumber} shipped but is ${done.fulfillmentState}`);
        shipped.push({
          line: p.line,
          order_number: p.orderNumber,
          shipment_id: done.shipmentId,
          carrier: p.carrier,
          tracking_number: p.trackingNumber,
          tracking_url: CARRIERS[p.carrier].trackingUrl(p.trackingNumber, ctx.config.storefrontUrl),
          fulfillment_state: done.fulfillmentState,
        });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const message = e.code === 'not_found' ? `No order ${p.orderNumber}` : e.message;
        errors.push(fail(p.line, fieldOf(e), e.code, message));
      }
    }
    if (errors.length > 0) throw new ImportRefused(errors.sort((a, b) => a.line - b.line));
    await recordAudit(tx, { actorUserId: operatorId, action: 'shipments.import', subjectUserId: null, details: { rows: shipped.length, orders: [...new Set(shipped.map((s) => s.order_number))] }, at: now });
  });
  return { shipped };
}
