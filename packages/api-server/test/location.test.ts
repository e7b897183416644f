import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { HttpViesClient } from '../src/location/vies';
import { checkVatFormat } from '../src/location/vat';
import { normalizePostalCode } from '../src/location/postal-codes';
import { anonymousUser, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v2/states', () => {
  it.each([
    ['US', 59, { id: 'US-CA', abbr: 'CA', name: 'California' }],
    ['CA', 13, { id: 'CA-QC', abbr: 'QC', name: 'Quebec' }],
    ['AU', 8, { id: 'AU-NSW', abbr: 'NSW', name: 'New South Wales' }],
    ['IT', 107, { id: 'IT-MI', abbr: 'MI', name: 'Milano' }],
    ['ES', 52, { id: 'ES-B', abbr: 'B', name: 'Barcelona' }],
  ])('lists the %s subdivisions', async (iso, size, sample) => {
    const res = await get(`/api/v2/states?country_iso=${iso.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(size);
    expect(data).toContainEqual({
      id: sample.id,
      type: 'state',
      attributes: { abbr: sample.abbr, name: sample.name, country_iso: iso },
    });
    const names = data.map((s: { attributes: { name: string } }) => s.attributes.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('answers an empty list for a country without states', async () => {
    const res = await get('/api/v2/states?country_iso=PL');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it.each([['USA'], ['1A'], [''], ['QQ']])('rejects country_iso=%s with a 400', async (iso) => {
    const res = await get(`/api/v2/states?country_iso=${iso}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('country_iso');
  });

  it('rejects a missing country_iso with a 400', async () => {
    const res = await get('/api/v2/states');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('country_iso');
  });
});

describe('VAT format checks', () => {
  it.each([
    ['ATU13585627', 'AT'], ['BE0403019261', 'BE'], ['BG175074752', 'BG'], ['CY10259033P', 'CY'], ['CZ25123891', 'CZ'],
    ['DE136695976', 'DE'], ['DK13585628', 'DK'], ['EE100931558', 'EE'], ['EL094259216', 'GR'], ['ESB58378431', 'ES'],
    ['ESX2482300W', 'ES'], ['ES54362315K', 'ES'], ['FI20774740', 'FI'], ['FR40303265045', 'FR'], ['HR33392005961', 'HR'],
    ['HU12892312', 'HU'], ['IE6433435F', 'IE'], ['IE8D79739I', 'IE'], ['IE6433435OA', 'IE'], ['IT00743110157', 'IT'],
    ['LT119511515', 'LT'], ['LT100001919017', 'LT'], ['LU15027442', 'LU'], ['LV40003521600', 'LV'], ['MT11679112', 'MT'],
    ['NL004495445B01', 'NL'], ['NL000099998B57', 'NL'], ['PL8567346215', 'PL'], ['PT501964843', 'PT'], ['RO18547290', 'RO'],
    ['SE123456789701', 'SE'], ['SI50223054', 'SI'], ['SK2022749619', 'SK'], ['XI980780684', 'XI'], ['GB980780684', 'XI'],
  ])('accepts %s (%s)', (vat, country) => {
    expect(checkVatFormat(vat, country)?.formatValid).toBe(true);
  });

  it.each([
    ['DE136695978', 'DE'], ['PL8567346216', 'PL'], ['IT00743110158', 'IT'], ['ATU13585626', 'AT'], ['BE0403019262', 'BE'],
    ['NL004495446B01', 'NL'], ['NL004495445B00', 'NL'], ['PT501964844', 'PT'], ['ES54362315A', 'ES'], ['DK13585629', 'DK'], ['FR41303265045', 'FR'],
    ['DE12345678', 'DE'], ['PL856734621', 'PL'], ['FRAB12345678', 'FR'],
  ])('rejects %s (%s)', (vat, country) => {
    expect(checkVatFormat(vat, country)?.formatValid).toBe(false);
  });

  it('normalises spacing, punctuation and a missing prefix', () => {
    expect(checkVatFormat('526-104-08-28', 'PL')).toMatchObject({ normalized: 'PL5261040828', number: '5261040828', formatValid: true });
    expect(checkVatFormat('de 136.695.976', 'DE')?.normalized).toBe('DE136695976');
  });
});

describe('postal codes', () => {
  it.each([
    ['PL', '00950', '00-950'], ['NL', '1234ab', '1234 AB'], ['GB', 'sw1a1aa', 'SW1A 1AA'], ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CZ', '11000', '110 00'], ['US', '123456789', '12345-6789'], ['DE', ' 10115 ', '10115'], ['JP', '100-0001', '100-0001'],
  ])('%s %s → %s', (country, raw, expected) => {
    expect(normalizePostalCode(country, raw)).toBe(expected);
  });

  it.each([['PL', '0095'], ['DE', '1011'], ['NL', '1234 SS'], ['GB', '12345'], ['US', 'ABCDE'], ['ES', '53001']])(
    'refuses %s %s',
    (country, raw) => {
      expect(normalizePostalCode(country, raw)).toBeNull();
    },
  );
});

describe('GET /api/addresses/validate_vat (offline)', () => {
  it('answers a valid format without VIES', async () => {
    const res = await get('/api/addresses/validate_vat?vat_id=DE%20136%20695%20976&country_iso=DE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vat_id: 'DE136695976',
      country_iso: 'DE',
      valid: true,
      format_valid: true,
      vies: { checked: false, valid: null, name: null, address: null },
    });
  });

  it('answers an invalid check digit as invalid', async () => {
    const res = await get('/api/addresses/validate_vat?vat_id=PL8567346216&country_iso=PL');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, format_valid: false });
  });

  it('refuses a country without EU VAT numbers with a 422', async () => {
    const res = await get('/api/addresses/validate_vat?vat_id=123456789&country_iso=US');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'vat_country_not_supported', field: 'country_iso' });
  });

  it('rejects missing or malformed parameters with a 400', async () => {
    expect((await get('/api/addresses/validate_vat?country_iso=DE')).json().field).toBe('vat_id');
    expect((await get('/api/addresses/validate_vat?vat_id=DE136695976&country_iso=Germany')).json().field).toBe('country_iso');
  });
});

describe('VIES', () => {
  let server: http.Server;
  let baseUrl: string;
  const requests: unknown[] = [];
  let mode: 'valid' | 'invalid' | 'down' | 'ms_unavailable' = 'valid';
  let vt: TestApp;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        requests.push({ method: req.method, url: req.url, body: JSON.parse(body || '{}') });
        if (mode === 'down') {
          res.writeHead(502).end('bad gateway');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        if (mode === 'ms_unavailable') {
          res.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }));
          return;
        }
        res.end(JSON.stringify({ valid: mode === 'valid', name: mode === 'valid' ? 'ACME GMBH' : '---', address: '---' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`;
    vt = await createTestApp({ vies: new HttpViesClient(baseUrl, 2000) });
  });
  afterAll(async () => {
    await vt.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks VIES with the prefix and national number and reports the registered name', async () => {
    mode = 'valid';
    const res = await vt.app.inject({ method: 'GET', url: '/api/addresses/validate_vat?vat_id=EL094259216&country_iso=GR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, vies: { checked: true, valid: true, name: 'ACME GMBH', address: null } });
    expect(requests.at(-1)).toEqual({ method: 'POST', url: '/rest-api/check-vat-number', body: { countryCode: 'EL', vatNumber: '094259216' } });
  });

  it('reports a well-formed number VIES does not know as invalid', async () => {
    mode = 'invalid';
    const res = await vt.app.inject({ method: 'GET', url: '/api/addresses/validate_vat?vat_id=DE136695976&country_iso=DE' });
    expect(res.json()).toMatchObject({ valid: false, format_valid: true, vies: { checked: true, valid: false } });
  });

  it('does not ask VIES about a malformed number', async () => {
    const before = requests.length;
    const res = await vt.app.inject({ method: 'GET', url: '/api/addresses/validate_vat?vat_id=DE136695978&country_iso=DE' });
    expect(res.json()).toMatchObject({ valid: false, vies: { checked: false } });
    expect(requests).toHaveLength(before);
  });

  it.each([['down'], ['ms_unavailable']] as const)('answers 503 vies_unavailable when VIES is %s, with the format result', async (m) => {
    mode = m;
    const res = await vt.app.inject({ method: 'GET', url: '/api/addresses/validate_vat?vat_id=DE136695976&country_iso=DE' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'vies_unavailable', message: 'VAT validation service unavailable', format_valid: true, vat_id: 'DE136695976' });
  });

  it('answers 503 when VIES cannot be reached at all', async () => {
    const unreachable = await createTestApp({ vies: new HttpViesClient('http://127.0.0.1:9/rest-api', 1000) });
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/api/addresses/validate_vat?vat_id=DE136695976&country_iso=DE' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('vies_unavailable');
    } finally {
      await unreachable.close();
    }
  });
});

describe('POST /api/v2/users/save_last_used_location and set_shipping_destination', () => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('stores the last used location on the user, normalising the postal code', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await post('/api/v2/users/save_last_used_location', { country_iso: 'pl', zip_code: '00950' }, visitor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country_iso: 'PL', zip_code: '00-950' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
    expect(me.json().user.last_used_location).toEqual({ country_iso: 'PL', zip_code: '00-950' });
  });

  it('sets the shipping destination; a country without zip is fine', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await post('/api/v2/users/set_shipping_destination', { country_iso: 'SE' }, visitor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country_iso: 'SE', zip_code: null });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, visitor.userId));
    expect(row?.shippingCountryIso).toBe('SE');
  });

  it('refuses a country the store does not ship to with 422 and keeps the old destination', async () => {
    const visitor = await anonymousUser(t.app);
    await post('/api/v2/users/set_shipping_destination', { country_iso: 'DE', zip_code: '10115' }, visitor.headers);
    const res = await post('/api/v2/users/set_shipping_destination', { country_iso: 'JP', zip_code: '100-0001' }, visitor.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'country_not_shipped', field: 'country_iso' });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, visitor.userId));
    expect([row?.shippingCountryIso, row?.shippingZipCode]).toEqual(['DE', '10115']);
  });

  it('refuses a postal code that does not fit the country with 422', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await post('/api/v2/users/set_shipping_destination', { country_iso: 'PL', zip_code: '1234' }, visitor.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_zip_code', field: 'zip_code' });
  });

  it('rejects bad input with 400 and a missing token with 401', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await post('/api/v2/users/save_last_used_location', { country_iso: 'PL', zip: '00-950' }, visitor.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('zip');
    expect((await post('/api/v2/users/save_last_used_location', { country_iso: 'ZZ' }, visitor.headers)).statusCode).toBe(400);
    expect((await post('/api/v2/users/set_shipping_destination', { country_iso: 'PL' })).statusCode).toBe(401);
  });
});

describe('POST /api/v2/users/register_partnerstack_key', () => {
  const post = (payload: object | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v2/users/register_partnerstack_key', ...(payload ? { payload } : {}), headers });
  const stored = async (id: number) => (await t.app.ctx.db.select().from(users).where(eq(users.id, id)))[0]?.partnerstackKey;

  it('skips silently without a key', async () => {
    const visitor = await anonymousUser(t.app);
    expect((await post(undefined, visitor.headers)).statusCode).toBe(204);
    expect((await post({}, visitor.headers)).statusCode).toBe(204);
    expect((await post({ partner_key: '' }, visitor.headers)).statusCode).toBe(204);
    expect(await stored(visitor.userId)).toBeNull();
  });

  it('stores the first key and keeps it', async () => {
    const visitor = await anonymousUser(t.app);
    expect((await post({ partner_key: 'ps_abc123' }, visitor.headers)).statusCode).toBe(204);
    expect((await post({ partner_key: 'ps_later' }, visitor.headers)).statusCode).toBe(204);
    expect(await stored(visitor.userId)).toBe('ps_abc123');
  });

  it('rejects a key with odd characters (400) and a missing token (401)', async () => {
    const visitor = await anonymousUser(t.app);
    const res = await post({ partner_key: '<script>' }, visitor.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('partner_key');
    expect((await post({ partner_key: 'ps_abc' }, {})).statusCode).toBe(401);
  });
});
