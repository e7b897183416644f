// The e-mails a shopper reads come in the shopper's language: the account's interface language
// (sent on sign-up as `locale`), else the store's language of the order's region (issue 13).
import { LANGUAGE_CODES } from '@ph/region-config';
import { passwordChangedEmail } from '../src/auth/emails';
import { confirmationEmail, passwordResetEmail } from '../src/email/templates';
import { EMAIL_TEXTS, emailLanguage } from '../src/email/texts';
import { orderPlacedEmail, paymentReceivedEmail } from '../src/orders/emails';
import { createTestApp, uniqueEmail, uniqueIp, TEST_PASSWORD, type TestApp } from './helpers/app';
import { emailsTo } from './helpers/outbox';

describe('e-mail texts', () => {
  it('are written in all eleven languages, each different from English', () => {
    expect(Object.keys(EMAIL_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const t = EMAIL_TEXTS[lang];
      for (const key of ['confirmSubject', 'resetSubject', 'changedSubject', 'placedPaid', 'placedAwaiting', 'orderLink'] as const) {
        expect([lang, key, t[key]]).not.toEqual([lang, key, EMAIL_TEXTS.en[key]]);
      }
      expect(t.placedSubject('R1')).toContain('R1');
      expect(t.received('€1.00', 'R1')).toMatch(/€1\.00.*R1|R1.*€1\.00/);
    }
  });

  it('pick the account language, else the region’s, else English', () => {
    expect(emailLanguage('de-DE')).toBe('de');
    expect(emailLanguage('cs', 'pl')).toBe('cs');
    expect(emailLanguage(null, 'pl')).toBe('pl');
    expect(emailLanguage('xx', 'se')).toBe('sv');
    expect(emailLanguage(undefined, 'nowhere')).toBe('en');
  });

  it('build each e-mail in the chosen language, subject, body and link label', () => {
    const confirm = confirmationEmail('a@example.com', 'https://shop/confirm', 'fr');
    expect(confirm.subject).toBe('Confirmez votre adresse e-mail');
    expect(confirm.html).toContain('Confirmer l’adresse e-mail');
    expect(passwordResetEmail('a@example.com', 'https://shop/reset', 'ro').text).toContain('Linkul este valabil 1 oră.');
    expect(passwordChangedEmail('a@example.com', 'https://shop/sign_in', 'nl').subject).toBe('Uw wachtwoord is gewijzigd');
    const facts = { number: 'R123', token: 't', region: 'pl', language: null, currency: 'PLN', total: 12345, paymentState: 'paid' };
    const placed = orderPlacedEmail('a@example.com', facts, 'https://shop/orders/R123');
    expect(placed.subject).toBe('Zamówienie R123 złożone');
    expect(placed.text).toContain('Płatność została zaksięgowana.');
    expect(placed.html).toContain('Zobacz zamówienie');
    expect(paymentReceivedEmail('a@example.com', { ...facts, region: 'de' }, 'u').subject).toBe('Zahlung für Bestellung R123 erhalten');
    // An order placed in French in the Polish store is written to in French.
    expect(orderPlacedEmail('a@example.com', { ...facts, language: 'fr' }, 'u').subject).toBe('Commande R123 passée');
  });
});

describe('account e-mails through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the confirmation and the reset link in the language the shopper signed up in', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({ method: 'POST', url: '/api/users/sign_up', remoteAddress: uniqueIp(), payload: { email, password: TEST_PASSWORD, locale: 'de-DE' } });
    expect(res.statusCode).toBe(201);
    const forgot = await t.app.inject({ method: 'POST', url: '/api/users/password/recover', remoteAddress: uniqueIp(), payload: { email } });
    expect(forgot.statusCode).toBe(202);
    const mails = await emailsTo(t.app, email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['confirm_email', 'Bestätigen Sie Ihre E-Mail-Adresse'],
      ['reset_password', 'Neues Passwort festlegen'],
    ]);
  });

  it('keeps English for an account without a language', async () => {
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/api/users/sign_up', remoteAddress: uniqueIp(), payload: { email, password: TEST_PASSWORD } });
    expect((await emailsTo(t.app, email)).map((m) => m.subject)).toEqual(['Confirm your e-mail address']);
  });
});
