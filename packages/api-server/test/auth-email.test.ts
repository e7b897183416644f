import { eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import { MAX_ATTEMPTS } from '../src/email/sender';
import { createTestApp, registeredUser, type TestApp } from './helpers/app';
import { emailsTo } from './helpers/outbox';
import { startSmtpServer } from './helpers/smtp-server';
import { createProductionApp } from './helpers/production';

describe('outbox delivery over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let refuse = false;
  let defer = false;

  beforeAll(async () => {
    smtp = await startSmtpServer({ failRcpt: () => refuse, deferRcpt: () => defer });
    // mailTransport undefined → the app builds the nodemailer SMTP transport from config.smtpUrl.
    t = await createTestApp({ mailTransport: undefined, config: { smtpUrl: smtp.url, mailFrom: 'Shop <shop@example.com>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the confirmation e-mail and marks it sent', async () => {
    const account = await registeredUser(t.app);
    await t.app.ctx.mailer.flush();
    const received = smtp.mails.find((m) => m.to.some((to) => to.includes(account.email)));
    expect(received).toBeDefined();
    expect(received?.from).toContain('shop@example.com');
    expect(received?.data).toContain('Subject: Confirm your e-mail address');
    // The text part is quoted-printable: undo soft line breaks and `=3D` before looking for the link.
    const decoded = (received?.data ?? '').replace(/=\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toMatch(/\/auth\/confirm_email\/\?token=[A-Za-z0-9_-]{43}/);
    const [row] = await emailsTo(t.app, account.email);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('retries an e-mail the server defers (4xx) until it takes it, once', async () => {
    defer = true;
    let account: Awaited<ReturnType<typeof registeredUser>>;
    try {
      account = await registeredUser(t.app);
      for (let i = 0; i < 3; i++) await t.app.ctx.mailer.flush();
      const [row] = await emailsTo(t.app, account.email);
      expect(row?.sentAt).toBeNull();
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toMatch(/451/);
    } finally {
      defer = false;
    }
    await t.app.ctx.mailer.flush();
    await t.app.ctx.mailer.flush();
    const [row] = await emailsTo(t.app, account.email);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(4);
    expect(smtp.mails.filter((m) => m.to.some((to) => to.includes(account.email)))).toHaveLength(1);
  });

  it('keeps an e-mail the server refuses for good (5xx) in the outbox with the error, and gives it up at once', async () => {
    refuse = true;
    try {
      const account = await registeredUser(t.app);
      for (let i = 0; i < 3; i++) await t.app.ctx.mailer.flush();
      const [row] = await emailsTo(t.app, account.email);
      expect(row?.sentAt).toBeNull();
      expect(row?.attempts).toBe(MAX_ATTEMPTS);
      expect(row?.lastError).toMatch(/550|mailbox/);
      refuse = false;
      await t.app.ctx.mailer.flush();
      expect(smtp.mails.some((m) => m.to.some((to) => to.includes(account.email)))).toBe(false);
    } finally {
      refuse = false;
    }
  });
});

describe('GET /api/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists e-mails with their links, escaped, when SMTP is not configured', async () => {
    const account = await registeredUser(t.app);
    await t.app.ctx.db.insert(outbox).values({ kind: 'test', to: 'x@example.com', subject: '<script>alert(1)</script>', text: 'hi', html: '' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(account.email);
    expect(res.body).toMatch(/<a href="http:\/\/localhost:3000\/auth\/confirm_email\/\?token=[A-Za-z0-9_-]{43}">/);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const [row] = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, account.email));
    expect(row?.sentAt).toBeNull();
  });

  it('does not exist in production', async () => {
    const prod = await createProductionApp();
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
