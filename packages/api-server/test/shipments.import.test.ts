// Bulk "mark shipped" from a warehouse's CSV (src/shipments/import.ts): a good file ships every order in
// one go, each row as a single shipment (audited); one bad row anywhere and nothing is applied, and the
// 422 lists every bad row with its line and field; only operators import.
import { inArray } from 'drizzle-orm';
import type { ShipmentImportResponse, ShipmentImportRowError } from '@ph/api-contract/shipments';
import { auditLog, orders, shipments } from '../src/db/schema';
import { completeOrder } from '../src/orders/completion';
import { promoteToOperator } from '../src/operators';
import { parseCsv, CsvSyntaxError } from '../src/shipments/csv';
import { registeredUser, type TestSession } from './helpers/app';
import { createPaymentsApp, orderAtConfirm, SEED_TIMEOUT_MS, type PaymentsApp } from './payments.fixtures';

let t: PaymentsApp;
let operator: TestSession;
beforeAll(async () => {
  t = await createPaymentsApp();
  operator = await registeredUser(t.app);
  await promoteToOperator(t.app.ctx.db, (operator as TestSession & { email: string }).email, new Date());
}, SEED_TIMEOUT_MS);
afterAll(() => t.close());

/** A paid order of one undesigned line; released and in production unless `released` is false. */
async function placedOrder(inProduction = true) {
  const o = await orderAtConfirm(t, {}, await registeredUser(t.app));
  await t.app.ctx.db.transaction((tx) => completeOrder(tx, { orderId: o.id, paymentState: 'paid', now: new Date() }));
  for (const step of inProduction ? ['release', 'start_production'] : []) {
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${o.number}/${step}`, headers: operator.headers });
    expect(res.statusCode).toBe(200);
  }
  return o;
}

const importCsv = (csv: string, headers = operator.headers) =>
  t.app.inject({ method: 'POST', url: '/api/v2/operator/shipments/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: csv });

async function state(ids: number[]) {
  const db = t.app.ctx.db;
  const rows = await db.select({ id: orders.id, f: orders.fulfillmentState }).from(orders).where(inArray(orders.id, ids));
  return {
    fulfillment: rows.sort((a, b) => a.id - b.id).map((r) => r.f),
    shipments: (await db.select().from(shipments).where(inArray(shipments.orderId, ids))).length,
    audit: (await db.select().from(auditLog)).length,
  };
}

describe('the CSV import', () => {
  it('ships every row in one go, each audited, with CRLF, a BOM, quotes, spaces in tracking numbers and extra columns', async () => {
    const a = await placedOrder();
    const b = await placedOrder();
    const auditBefore = (await state([])).audit;
    const csv = `\uFEFFOrder number,Carrier,Tracking number,Packed by\r\n${a.number},DPD,"0123 4567 8901 99","Smith, J."\r\n${b.number.toLowerCase()},sandbox,sbx123456\r\n\r\n`;
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ShipmentImportResponse;
    expect(body.shipped.map((s) => [s.line, s.order_number, s.carrier, s.tracking_number, s.fulfillment_state])).toEqual([
      [2, a.number, 'dpd', '01234567890199', 'shipped'],
      [3, b.number, 'sandbox', 'SBX123456', 'shipped'],
    ]);
    expect(body.shipped[1]!.tracking_url).toContain('/api/sandbox/carrier/parcels/SBX123456');
    const after = await state([a.id, b.id]);
    expect(after).toEqual({ fulfillment: ['shipped', 'shipped'], shipments: 2, audit: auditBefore + 3 });
    const actions = (await t.app.ctx.db.select().from(auditLog)).slice(-3).map((r) => r.action);
    expect(actions).toEqual(['shipments.create', 'shipments.create', 'shipments.import']);
  });

  it('takes the semicolons of a European spreadsheet, sent with a charset', async () => {
    const a = await placedOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/operator/shipments/import',
      headers: { ...operator.headers, 'content-type': 'text/csv; charset=utf-8' },
      payload: `order_number;carrier;tracking_number\n${a.number};ups;1Z999AA10123456785\n`,
    });
    expect([res.statusCode, (res.json() as ShipmentImportResponse).shipped.length]).toEqual([200, 1]);
  });

  it('one bad row: nothing is applied and the row is named by line and field', async () => {
    const a = await placedOrder();
    const b = await placedOrder();
    const before = await state([a.id, b.id]);
    const res = await importCsv(`order_number,carrier,tracking_number\n${a.number},dpd,01234567890111\n${b.number},pigeon,01234567890112\n`);
    expect([res.statusCode, res.json().code]).toEqual([422, 'csv_rows_invalid']);
    expect(res.json().errors).toEqual([{ line: 3, field: 'carrier', code: 'unknown_carrier', message: expect.stringContaining('pigeon') }]);
    expect(await state([a.id, b.id])).toEqual(before);
    expect(before.fulfillment).toEqual(['in_production', 'in_production']);
  });

  it('lists every bad row, those the file shows and those only the database knows, and applies nothing', async () => {
    const good = await placedOrder();
    const notReleased = await placedOrder(false);
    const taken = await placedOrder();
    const shipTaken = await t.app.inject({ method: 'POST', url: `/api/v2/operator/orders/${taken.number}/shipments`, headers: operator.headers, payload: { carrier: 'dhl', tracking_number: 'JD0000000001' } });
    expect(shipTaken.statusCode).toBe(201);
    const ids = [good.id, notReleased.id, taken.id];
    const before = await state(ids);
    const csv = [
      'order_number,carrier,tracking_number',
      `${good.number},dpd,01234567890121`, // 2: fine on its own
      `${notReleased.number},dpd,01234567890122`, // 3: not in production
      'R000000000,dpd,01234567890123', // 4: no such order
      `${good.number},dhl,JD0000000001`, // 5: tracking number already a shipment
      `${good.number},ups,12345`, // 6: not a UPS number
      `${good.number},dpd,01234567890121`, // 7: the parcel of line 2 again
      `,dpd,01234567890124`, // 8: no order number
      `"${good.number}\nX",dpd,01234567890125`, // 9 and 10: a line break inside a quoted order number
      `${good.number},dpd,01234567890126`, // 11: the order is shipped by line 2 already
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as ShipmentImportRowError[];
    expect(errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [3, 'order_number', 'transition_not_allowed'],
      [4, 'order_number', 'not_found'],
      [5, 'tracking_number', 'tracking_number_taken'],
      [6, 'tracking_number', 'invalid_tracking_number'],
      [7, 'tracking_number', 'duplicate_in_file'],
      [8, 'order_number', 'required'],
      [9, 'order_number', 'control_characters'],
      [11, 'order_number', 'nothing_to_ship'],
    ]);
    expect(await state(ids)).toEqual(before);
  });

  it.each([
    ['order,carrier\nR1,dpd\n', 1, 'header', 'missing_columns'],
    ['order_number,carrier,tracking_number\n', 1, 'header', 'no_rows'],
    ['order_number,carrier,tracking_number\nR1,dpd,"0123\n', 2, 'row', 'csv_syntax'],
  ])('a broken file is a 422 naming the line: %j', async (csv, line, field, code) => {
    const res = await importCsv(csv);
    expect([res.statusCode, res.json().errors]).toEqual([422, [expect.objectContaining({ line, field, code })]]);
  });

  it('answers 403 to a shopper, 400 to an empty body or a JSON body', async () => {
    const shopper = await registeredUser(t.app);
    expect((await importCsv('order_number,carrier,tracking_number\nR1,dpd,01234567890123\n', shopper.headers)).statusCode).toBe(403);
    expect((await importCsv('')).statusCode).toBe(400);
    // Control characters other than line ends are refused for the whole body before any row is read.
    const control = await importCsv('order_number,carrier,tracking_number\nR1\u0001,dpd,01234567890123\n');
    expect([control.statusCode, control.json().code]).toEqual([400, 'invalid_input']);
    const json = await t.app.inject({ method: 'POST', url: '/api/v2/operator/shipments/import', headers: operator.headers, payload: { csv: 'x' } });
    expect([json.statusCode, json.json().code]).toEqual([400, 'invalid_input']);
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, numbering lines as an editor does', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\r\n\nlast,\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
      { line: 5, fields: ['last', ''] },
    ]);
  });
  it('refuses a stray quote and an unclosed one, naming the line', () => {
    expect(() => parseCsv('a,b\nx"y,z')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"open')).toThrow(expect.objectContaining({ line: 2 }));
  });
});

