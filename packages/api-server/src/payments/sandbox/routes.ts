// The sandbox's own endpoints: the card "tokeniser" (what Stripe.js would do in the browser) and the
// 3-D Secure and bank pages the shopper is redirected to. Registered only in sandbox mode.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SandboxPaymentMethodBody, SandboxPaymentMethodResponse } from '@ph/api-contract';
import { AppError, BadInput, NotFound, RuleViolation } from '../../errors';
import { errors } from '../../http';
import { GatewayError } from '../gateway';
import { HOKODO_TERMS_DAYS } from '../hokodo';
import { brandOf, normaliseCardNumber, passesLuhn, TEST_CARDS } from './cards';
import type { SandboxGateway } from './gateway';

const IntentParams = z.strictObject({ intentId: z.string().regex(/^pi_sbx_[A-Za-z0-9_-]{1,64}$/, 'must be a sandbox payment intent id') });
const DecisionParams = IntentParams.extend({ decision: z.enum(['complete', 'fail', 'authorize']) });

const METHOD_NAMES: Record<string, string> = {
  card: 'Card',
  p24: 'Przelewy24',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  eps: 'EPS',
  paypal: 'PayPal',
  giropay: 'giropay',
  hokodo: 'Hokodo',
};

/** What the provider page asks the shopper to do (PayPal: log in and approve; Hokodo: accept the terms). */
function providerPrompt(method: string, amount: string): string {
  if (method === 'paypal') return `<p>Log in to PayPal and approve the payment of <strong>${amount}</strong>.</p>`;
  if (method === 'hokodo') {
    return `<p>Your company is approved to pay <strong>${amount}</strong> in ${HOKODO_TERMS_DAYS} days. Hokodo pays the store now and sends the invoice to your company.</p>`;
  }
  return `<p>Authorise the payment of <strong>${amount}</strong> at your bank.</p>`;
}

function formatAmount(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${currency}`;
}

function page(title: string, body: string): string {
  // Only ids matched by IntentParams and server values reach this HTML, so no user text is echoed.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
.sandbox{background:#fff3cd;padding:.5rem 1rem;border-radius:4px}form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0}</style>
</head><body><p class="sandbox">SANDBOX — no real money moves</p>${body}</body></html>`;
}

export function sandboxRoutes(gateway: SandboxGateway, pagesBaseUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    // The pages' buttons post plain HTML forms.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    app.post(
      '/sandbox/payment_methods',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox card form: turns test card details into a payment method id (like Stripe.js)',
          body: SandboxPaymentMethodBody,
          response: { 200: SandboxPaymentMethodResponse, ...errors(400, 422) },
        },
      },
      async (request) => {
        const { card } = request.body;
        const digits = normaliseCardNumber(card.number);
        if (!passesLuhn(digits)) throw new BadInput('card.number', 'The card number is not valid');
        const test = TEST_CARDS[digits];
        if (!test) {
          throw new RuleViolation('card_not_test', 'The sandbox only accepts Stripe test cards (listed by the publishable_key call under sandbox.test_cards)', 'card.number');
        }
        const now = request.server.ctx.now();
        const endOfExpiryMonth = Date.UTC(card.exp_year, card.exp_month, 1);
        if (endOfExpiryMonth <= now.getTime()) throw new RuleViolation('expired_card', 'The card has expired', 'card.exp_year');
        const id = `pm_sbx_${randomBytes(12).toString('hex')}`;
        const brand = brandOf(digits);
        const last4 = digits.slice(-4);
        await gateway.savePaymentMethod({ id, brand, last4, fingerprint: gateway.fingerprintOf(digits), expMonth: card.exp_month, expYear: card.exp_year, outcome: test.outcome });
        return { id, object: 'payment_method' as const, type: 'card' as const, card: { brand, last4, exp_month: card.exp_month, exp_year: card.exp_year } };
      },
    );

    const showPage = (kind: '3ds' | 'redirect') => async (request: { params: { intentId: string } }, reply: import('fastify').FastifyReply) => {
      const row = await gateway.retrieveRow(request.params.intentId);
      if (!row || (kind === '3ds') !== (row.method === 'card')) throw new NotFound('Payment intent not found');
      const amount = formatAmount(row.amount, row.currency);
      const action = `${pagesBaseUrl}/${kind}/${row.id}`;
      const body =
        row.status !== 'requires_action'
          ? `<h1>Nothing to authorise</h1><p>This payment is ${row.status}.</p>`
          : kind === '3ds'
            ? `<h1>3-D Secure authentication</h1><p>Confirm the payment of <strong>${amount}</strong>.</p>
<form method="post" action="${action}/complete"><button type="submit">Complete</button></form>
<form method="post" action="${action}/fail"><button type="submit">Fail</button></form>`
            : `<h1>${METHOD_NAMES[row.method] ?? row.method}</h1>${providerPrompt(row.method, amount)}
<form method="post" action="${action}/authorize"><button type="submit">Authorize</button></form>
<form method="post" action="${action}/fail"><button type="submit">Fail</button></form>`;
      return reply.type('text/html; charset=utf-8').send(page('Sandbox payment', body));
    };

    const decide = (kind: '3ds' | 'redirect') => async (request: { params: { intentId: string; decision: 'complete' | 'fail' | 'authorize' } }, reply: import('fastify').FastifyReply) => {
      const row = await gateway.retrieveRow(request.params.intentId);
      if (!row || (kind === '3ds') !== (row.method === 'card')) throw new NotFound('Payment intent not found');
      const { decision } = request.params;
      if ((kind === '3ds' && decision === 'authorize') || (kind === 'redirect' && decision === 'complete')) {
        throw new BadInput('decision', kind === '3ds' ? 'Use complete or fail' : 'Use authorize or fail');
      }
      let after;
      try {
        after = await gateway.completeAction(row.id, decision !== 'fail');
      } catch (err) {
        if (err instanceof GatewayError) throw new AppError(409, err.code, err.message);
        throw err;
      }
      // Back to the storefront with Stripe's query parameters; the store trusts only its webhooks.
      const target = new URL(after.returnUrl ?? '/', 'http://placeholder');
      target.searchParams.set('payment_intent', after.id);
      target.searchParams.set('payment_intent_client_secret', after.clientSecret);
      target.searchParams.set('redirect_status', after.status === 'requires_payment_method' ? 'failed' : after.status === 'processing' ? 'pending' : 'succeeded');
      const location = after.returnUrl?.startsWith('http') ? target.toString() : `${target.pathname}${target.search}`;
      return reply.code(303).header('location', location).send();
    };

    const pageSchema = { tags: ['sandbox'], params: IntentParams, response: { 200: z.string(), ...errors(400, 404) } };
    // Form posts of the sandbox pages answer a 303 to the storefront: browser plumbing, not API.
    const decisionSchema = { hide: true, tags: ['sandbox'], params: DecisionParams, response: { 303: z.null(), ...errors(400, 404, 409) } };
    app.get('/sandbox/3ds/:intentId', { schema: { ...pageSchema, summary: 'Sandbox 3-D Secure page' } }, showPage('3ds'));
    app.post('/sandbox/3ds/:intentId/:decision', { schema: { ...decisionSchema, summary: 'Complete or fail 3-D Secure' } }, decide('3ds'));
    app.get('/sandbox/redirect/:intentId', { schema: { ...pageSchema, summary: 'Sandbox provider page (P24, iDEAL, Bancontact, EPS, PayPal, giropay, Hokodo)' } }, showPage('redirect'));
    app.post('/sandbox/redirect/:intentId/:decision', { schema: { ...decisionSchema, summary: 'Authorize or fail at the bank' } }, decide('redirect'));
  };
}
