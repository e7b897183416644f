import type { Address, User } from '@ph/api-contract';
import { createApiClient } from '../src/client';
import { createMemoryTokenStore } from '../src/tokenStore';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  listStates,
  setDefaultAddress,
  signIn,
  signOut,
  updateContact,
  validateVat,
} from '../src/account';
import { recordingLogger, sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.requests.splice(0));

function api(token: string | null = 'tok-anon') {
  return createApiClient({ baseUrl: server.baseUrl, region: 'de', tokenStore: createMemoryTokenStore(token), logger: recordingLogger() });
}

const user: User = {
  id: 7, anonymous: false, role: 'customer', email: 'a@example.com', email_confirmed: false, first_name: 'Ada', last_name: null,
  phone: null, company_name: null, customer_type: null, vat_id: null, locale: null, default_address_id: null,
  segmentation_token: 'seg-token-0123456789', last_used_location: null, shipping_destination: null, onboarding_survey: {}, plan_type: null, plan_since: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('account calls', () => {
  it('signs in with the visitor token so the server can merge the anonymous visitor', async () => {
    server.handle((_req, res) => sendJson(res, 200, { token: 'tok-new', user }));
    const session = await signIn(api(), { email: 'a@example.com', password: 'secret123' });
    expect(session.token).toBe('tok-new');
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url.pathname).toBe('/api/users/sign_in');
    expect(req?.headers['x-api-token']).toBe('tok-anon');
    expect(JSON.parse(req?.body ?? '')).toEqual({ email: 'a@example.com', password: 'secret123' });
  });

  it('refuses to sign out without a token and sends nothing', async () => {
    await expect(signOut(api(null))).rejects.toThrow('Auth token is not defined');
    expect(server.requests).toHaveLength(0);
  });

  it('surfaces invalid credentials as an ApiError with the server code', async () => {
    server.handle((_req, res) =>
      sendJson(res, 401, { statusCode: 401, error: 'Unauthorized', code: 'invalid_credentials', message: 'E-mail or password is incorrect' }),
    );
    await expect(signIn(api(), { email: 'a@example.com', password: 'x' })).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
  });

  it('reads, creates, deletes addresses and sets the default on the user paths', async () => {
    const address = { id: 3, first_name: 'Ada' } as Address;
    server.handle((req, res) => {
      if (req.method === 'GET') return sendJson(res, 200, { data: [address] });
      if (req.method === 'DELETE') {
        res.writeHead(204).end();
        return;
      }
      if (req.url.pathname.endsWith('contact_information')) return sendJson(res, 200, { user, address });
      return sendJson(res, 201, address);
    });
    const client = api();
    expect(await listAddresses(client, 7)).toEqual([address]);
    expect(await createAddress(client, 7, { first_name: 'Ada', last_name: 'L', street: 'S 1', city: 'B', zip_code: '10115', country_iso: 'DE' })).toEqual(address);
    await expect(deleteAddress(client, 7, 3)).resolves.toBeUndefined();
    expect((await setDefaultAddress(client, 7, 3)).address.id).toBe(3);
    expect(server.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /api/v2/users/7/addresses',
      'POST /api/v2/users/7/addresses',
      'DELETE /api/v2/users/7/addresses/3',
      'POST /api/v2/users/7/contact_information',
    ]);
    expect(JSON.parse(server.requests[3]?.body ?? '')).toEqual({ address_id: 3 });
  });

  it('updates contact information with PUT users/{id}', async () => {
    server.handle((req, res) => sendJson(res, 200, { ...user, ...(JSON.parse(req.body) as object) }));
    const updated = await updateContact(api(), 7, { company_name: 'ACME' });
    expect(updated.company_name).toBe('ACME');
    expect(server.requests[0]?.method).toBe('PUT');
    expect(server.requests[0]?.url.pathname).toBe('/api/users/7');
  });

  it('maps states to their codes and names, without sending the token', async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, { data: [{ id: 'US-CA', type: 'state', attributes: { abbr: 'CA', name: 'California', country_iso: 'US' } }] }),
    );
    expect(await listStates(api(), 'US')).toEqual([{ code: 'CA', name: 'California' }]);
    expect(server.requests[0]?.url.search).toBe('?country_iso=US');
    expect(server.requests[0]?.headers['x-api-token']).toBeUndefined();
  });

  it('checks a VAT ID with its country', async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, { vat_id: 'DE136695976', country_iso: 'DE', valid: true, format_valid: true, vies: { checked: false, valid: null, name: null, address: null } }),
    );
    expect((await validateVat(api(), 'DE136695976', 'DE')).valid).toBe(true);
    expect(server.requests[0]?.url.searchParams.get('vat_id')).toBe('DE136695976');
  });
});

describe('consent calls', () => {
  it('reads the marketing consent in force and records a new answer with the token', async () => {
    const { loadConsents, saveConsents } = await import('../src/consents');
    server.handle((req, res) =>
      req.method === 'GET'
        ? sendJson(res, 200, { consents: [], current: { marketing: 'granted' } })
        : sendJson(res, 201, { consents: [] }),
    );
    expect((await loadConsents(api(), 'marketing')).current.marketing).toBe('granted');
    expect(server.requests[0]?.url.pathname).toBe('/api/v1/emails/consents');
    expect(server.requests[0]?.url.searchParams.get('name')).toBe('marketing');
    await saveConsents(api(), {
      consents: [{ name: 'marketing', value: 'declined', displayed_text: 'News by e-mail' }],
      region: 'de', locale: 'de-DE', user_id: '7', location: 'http://shop/account/settings', consent_id: 'c-1', policy_version: 1, acceptance_method: 'manual',
    });
    expect(server.requests[1]?.method).toBe('POST');
    expect(server.requests[1]?.url.pathname).toBe('/api/v1/emails/save_with_consents');
    expect(server.requests[1]?.headers['x-api-token']).toBe('tok-anon');
  });
});
