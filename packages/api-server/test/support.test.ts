// The contact form's support requests (README "Support requests"): a plain HTML form post (no token)
// creates a request with its attachments in the contact-form bucket, the consent to be contacted and the
// sender's confirmation; operators list and read it as text and download its files. Every refusal is a
// 4xx (or, for the landing page's form, a redirect to its error page) and stores nothing.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { landingPath } from '@ph/region-config';
import { createTestApp, registeredUser, type TestApp, type TestSession } from './helpers/app';
import { png, pdf } from './helpers/files';
import { emailsTo } from './helpers/outbox';
import { consentRecords, supportRequests } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { promoteToOperator } from '../src/operators';

let t: TestApp;
let operator: TestSession & { email: string };
const now = new Date('2026-06-01T10:00:00Z');

// A real (tiny) ZIP archive: one stored file "a.txt" containing "hi".
const ZIP = Buffer.from(
  '504b03040a0000000000000000008c8d2f6a0200000002000000050000'.concat('0061', '2e747874', '6869') +
    '504b01021e030a0000000000000000008c8d2f6a02000000020000000500000000000000000000000000000000006' +
    '12e747874504b050600000000010001003300000025000000' + '0000',
  'hex',
);

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };

function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ph${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('bytes' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`), p.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const FIELDS = {
  name: 'Anna Müller',
  email: 'Anna.Mueller@example.test',
  order_number: 'PH-12345',
  topic: 'artwork',
  message: 'Hallo,\nanbei meine Druckdaten als ZIP.\nDanke!',
  consent: 'yes',
  consent_text: 'Ich bin einverstanden, dass Packhelp mich zu meiner Anfrage kontaktiert.',
  website: '',
  region: 'de',
  lang: 'de',
};

function fields(over: Partial<Record<keyof typeof FIELDS, string | null>> = {}): Part[] {
  return Object.entries({ ...FIELDS, ...over })
    .filter(([, v]) => v !== null)
    .map(([name, value]) => ({ name, value: value as string }));
}

const send = (parts: Part[], headers: Record<string, string> = {}) => {
  const { payload, headers: h } = form(parts);
  return t.app.inject({ method: 'POST', url: '/api/v1/support_requests', payload, headers: { ...h, ...headers } });
};

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const k of t.app.ctx.files.keys()) if (k.startsWith('contact-form/')) keys.push(k);
  return keys;
}

async function stored() {
  const [requests] = await t.app.ctx.db.select({ n: count() }).from(supportRequests);
  const [consents] = await t.app.ctx.db.select({ n: count() }).from(consentRecords).where(eq(consentRecords.name, 'contact_request'));
  return { requests: requests?.n ?? 0, consents: consents?.n ?? 0, files: (await storedKeys()).length };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { rateLimits: { ...loadConfig({ NODE_ENV: 'test' }).rateLimits, contact: { max: 1000, windowMs: 60_000 } } } });
  operator = await registeredUser(t.app, { firstName: 'Olga' });
  await promoteToOperator(t.app.ctx.db, operator.email, now);
}, 120_000);
afterAll(() => t.close());

describe('the contact form', () => {
  it('creates a support request with its attachments, the consent to be contacted and a confirmation in the sender’s language; operators read it', async () => {
    const picture = await png(20, 20);
    const res = await send([...fields(), { name: 'attachments', filename: 'druckdaten.zip', bytes: ZIP, type: 'application/zip' }, { name: 'attachments', filename: 'logo.png', bytes: picture, type: 'image/png' }]);
    expect(res.statusCode).toBe(201);
    const number: string = res.json().support_request.number;
    expect(number).toMatch(/^SR-\d+$/);

    const keys = await storedKeys();
    expect(keys).toHaveLength(2);

    const [consent] = await t.app.ctx.db.select().from(consentRecords).where(eq(consentRecords.name, 'contact_request'));
    expect(consent).toMatchObject({ value: 'granted', email: 'anna.mueller@example.test', displayedText: FIELDS.consent_text, region: 'de', locale: 'de', acceptanceMethod: 'manual' });

    const [mail] = await emailsTo(t.app, 'anna.mueller@example.test');
    expect(mail?.subject).toBe(`Wir haben Ihre Nachricht erhalten (${number})`);
    expect(mail?.text).toContain('anbei meine Druckdaten als ZIP.');

    const list = await t.app.inject({ method: 'GET', url: '/api/v2/operator/support_requests', headers: operator.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().support_requests[0]).toMatchObject({ number, name: 'Anna Müller', topic: 'artwork', order_number: 'PH-12345', attachment_count: 2 });

    const detail = await t.app.inject({ method: 'GET', url: `/api/v2/operator/support_requests/${number}`, headers: operator.headers });
    expect(detail.json().support_request).toMatchObject({
      message: FIELDS.message,
      email: 'anna.mueller@example.test',
      lang: 'de',
      attachments: [
        { index: 0, filename: 'druckdaten.zip', type: 'zip', content_type: 'application/zip', byte_size: ZIP.length },
        { index: 1, filename: 'logo.png', type: 'png', content_type: 'image/png', byte_size: picture.length },
      ],
    });

    const download = await t.app.inject({ method: 'GET', url: `/api/v2/operator/support_requests/${number}/attachments/0`, headers: operator.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="druckdaten.zip"/);
    expect(download.rawPayload.equals(ZIP)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/operator/support_requests/${number}/attachments/4`, headers: operator.headers })).statusCode).toBe(404);
  });

  it('is for operators only: a customer gets 403, nobody without a token', async () => {
    const customer = await registeredUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/operator/support_requests', headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/operator/support_requests' })).statusCode).toBe(401);
  });

  it('answers the landing page’s form (a browser asking for a page) with its sent page in the form’s store and language', async () => {
    const res = await send(fields({ region: 'pl', lang: 'de', email: 'form@example.test' }), { accept: 'text/html,application/xhtml+xml' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${landingPath('pl', 'contact')}sent/?locale=de`);
    expect((await emailsTo(t.app, 'form@example.test'))[0]?.subject).toMatch(/^Wir haben Ihre Nachricht erhalten/);
  });

  it('sends the landing page’s form to its error page, the reason as the fragment, and stores nothing', async () => {
    const before = await stored();
    const res = await send([...fields({ region: 'nl', lang: 'nl' }), { name: 'attachments', filename: 'invoice.pdf', bytes: Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(200)]) }], { accept: 'text/html' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${landingPath('nl', 'contact')}error/#file-type-not-allowed`);
    expect(await stored()).toEqual(before);
  });

  it('a filled-in honeypot stores nothing: the form is shown its sent page, an API client a 400', async () => {
    const before = await stored();
    const page = await send(fields({ website: 'http://spam.example' }), { accept: 'text/html' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${landingPath('de', 'contact')}sent/`);
    const api = await send(fields({ website: 'http://spam.example' }));
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ field: 'website' });
    expect(await stored()).toEqual(before);
  });

  const refusals: Array<[string, () => Promise<Part[]>, number, Record<string, unknown>]> = [
    ['an attachment over the size limit', async () => [...fields(), { name: 'attachments', filename: 'big.zip', bytes: Buffer.concat([ZIP.subarray(0, 4), Buffer.alloc(10 * 1024 * 1024)]) }], 422, { code: 'file_too_large' }],
    ['a program renamed .pdf', async () => [...fields(), { name: 'attachments', filename: 'invoice.pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.from('%PDF-1.7'), randomBytes(100)]), type: 'application/pdf' }], 422, { code: 'file_type_not_allowed' }],
    ['unknown bytes named .pdf', async () => [...fields(), { name: 'attachments', filename: 'invoice.pdf', bytes: randomBytes(300).fill(0x41, 0, 4), type: 'application/pdf' }], 422, { code: 'file_type_not_allowed' }],
    ['a PNG named .pdf', async () => [...fields(), { name: 'attachments', filename: 'scan.pdf', bytes: await png(5, 5), type: 'application/pdf' }], 422, { code: 'file_type_mismatch' }],
    ['a PDF named .exe', async () => [...fields(), { name: 'attachments', filename: 'setup.exe', bytes: await pdf() }], 422, { code: 'file_type_mismatch' }],
    ['six attachments', async () => [...fields(), ...Array.from({ length: 6 }, (_, i) => ({ name: 'attachments', filename: `a${i}.zip`, bytes: ZIP }))], 422, { code: 'too_many_files' }],
    ['a script in the message', async () => fields({ message: 'Hello <script>alert(1)</script>' }), 400, { field: 'message' }],
    ['an HTML image in the message', async () => fields({ message: 'Look: <img src=x onerror=alert(1)>' }), 400, { field: 'message' }],
    ['a javascript: address in the name', async () => fields({ name: 'javascript:alert(1)' }), 400, { field: 'name' }],
    ['no name', async () => fields({ name: null }), 400, { field: 'name' }],
    ['an empty message', async () => fields({ message: '   ' }), 400, { field: 'message' }],
    ['no topic', async () => fields({ topic: null }), 400, { field: 'topic' }],
    ['an unknown topic', async () => fields({ topic: 'lottery' }), 400, { field: 'topic' }],
    ['a bad e-mail address', async () => fields({ email: 'anna@@example' }), 400, { field: 'email' }],
    ['no consent to be contacted', async () => fields({ consent: null }), 400, { field: 'consent' }],
    ['a control character in the name', async () => fields({ name: 'Anna\u0007' }), 400, { field: 'name' }],
    ['an unknown store', async () => fields({ region: 'xx' }), 400, { field: 'region' }],
    ['an unknown field', async () => [...fields(), { name: 'admin', value: '1' }], 400, {}],
  ];

  it.each(refusals)('refuses %s with a clear 4xx and stores nothing', async (_what, parts, status, body) => {
    const before = await stored();
    const mails = (await emailsTo(t.app, 'anna.mueller@example.test')).length;
    const res = await send(await parts());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject(body);
    expect(typeof res.json().message).toBe('string');
    expect(await stored()).toEqual(before);
    expect((await emailsTo(t.app, 'anna.mueller@example.test')).length).toBe(mails);
  });

  it('refuses a body that is not a form', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/support_requests', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the contact form’s rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { rateLimits: { ...loadConfig({ NODE_ENV: 'test' }).rateLimits, contact: { max: 2, windowMs: 60_000 } } } });
  }, 120_000);
  afterAll(() => limited.close());

  it('answers 429 after the budget of one address and stores nothing more', async () => {
    const post = (accept?: string) => {
      const { payload, headers } = form(fields({ email: 'limit@example.test' }));
      return limited.app.inject({ method: 'POST', url: '/api/v1/support_requests', payload, headers: { ...headers, ...(accept ? { accept } : {}) } });
    };
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const page = await post('text/html');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${landingPath('de', 'contact')}error/#rate-limited`);
    const [n] = await limited.app.ctx.db.select({ n: count() }).from(supportRequests);
    expect(n?.n).toBe(2);
  });
});
