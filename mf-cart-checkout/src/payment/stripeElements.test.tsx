// The Stripe Elements path (API reports a real publishable key), with a fake Stripe object where the
// card form loads Stripe.js: the card element, payment methods and in-page 3-D Secure are Stripe's;
// the order's payment goes through the same API calls as the sandbox form.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { makeOrder } from '../../test/fakeApi';
import { browser } from './intentOutcome';
import { stripeLoader } from './stripeLoader';
import { installPaymentFakeApi, type PaymentFakeApi } from './testing/paymentFakeApi';

jest.setTimeout(30_000);

interface FakeStripe {
  /** Payment method ids handed out by createPaymentMethod, one per Pay click. */
  cards: string[];
  /** handleCardAction's answer: null = authenticated. */
  authentication: string | null;
  actions: string[];
  loadedWith: string[];
}

let api: PaymentFakeApi;
let assigned: string[];
let fake: FakeStripe;

/** Just enough of Stripe.js for Elements: a card element that mounts a placeholder, and the calls the form makes. */
function installFakeStripe(): void {
  fake = { cards: [], authentication: null, actions: [], loadedWith: [] };
  const card = {
    mount(node: HTMLElement) {
      node.setAttribute('data-stripe-card', 'mounted');
      node.textContent = 'Stripe card field';
    },
    on: () => card,
    off: () => card,
    update: () => undefined,
    destroy: () => undefined,
  };
  const elements = { create: () => card, getElement: () => card, update: () => undefined };
  const stripe = {
    elements: () => elements,
    createToken: () => Promise.reject(new Error('not used')),
    confirmCardPayment: () => Promise.reject(new Error('not used: the API confirms')),
    createPaymentMethod: async () => {
      const id = fake.cards.shift();
      return id ? { paymentMethod: { id } } : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
    },
    handleCardAction: async (clientSecret: string) => {
      fake.actions.push(clientSecret);
      const intentId = clientSecret.replace(/_secret_.*$/, '');
      if (fake.authentication) return { error: { type: 'card_error', message: fake.authentication } };
      api.authenticated.add(intentId);
      return { paymentIntent: { id: intentId, status: 'requires_confirmation' } };
    },
  };
  jest.spyOn(stripeLoader, 'load').mockImplementation((key) => {
    fake.loadedWith.push(key);
    // Only the members above are used by Elements and the form.
    return Promise.resolve(stripe as unknown as Stripe);
  });
}

beforeEach(() => {
  api = installPaymentFakeApi();
  api.mode = 'stripe';
  api.paymentMethods.set('pm_card_visa', 'succeed');
  api.paymentMethods.set('pm_card_threeDSecure2Required', 'three_d_secure');
  api.paymentMethods.set('pm_card_chargeDeclined', 'decline');
  assigned = [];
  jest.spyOn(browser, 'assign').mockImplementation((url) => void assigned.push(url));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeStripe();
  const order = makeOrder({ state: 'confirm', shipping_method: 'shipping-method-courier', payment_method: 'card', email: 'ada@example.com' });
  api.orders.push(order);
  api.acceptTerms(order.id);
});
afterEach(() => jest.restoreAllMocks());

async function openAndPay() {
  await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
  const pay = await screen.findByRole('button', { name: 'Pay €141.45' });
  await screen.findByText('Stripe card field');
  await userEvent.click(pay);
}

it('loads Stripe with the API’s publishable key and shows no sandbox card fields', async () => {
  fake.cards.push('pm_card_visa');
  await renderRemote(App, catalogues, { path: '/order/R100000001/payment' });
  expect(await screen.findByText('Stripe card field')).toBeInTheDocument();
  expect(fake.loadedWith).toEqual(['pk_test_123']);
  expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Card details' })).toBeInTheDocument();
});

it('a confirmed card shows the order confirmation', async () => {
  fake.cards.push('pm_card_visa');
  await openAndPay();
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  expect(api.calls('POST', /payment_intents\/pay$/).map((c) => c.body)).toEqual([{ payment_method_id: 'pm_card_visa' }]);
  expect(fake.actions).toEqual([]);
  expect(assigned).toEqual([]);
});

it('requires_action: 3-D Secure in the page with the intent’s client secret, then the API confirms, then paid', async () => {
  fake.cards.push('pm_card_threeDSecure2Required');
  await openAndPay();
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  const [intentId] = [...api.intents.keys()];
  expect(fake.actions).toEqual([`${intentId}_secret_test`]);
  expect(api.calls('POST', /payment_intents\/confirm$/).map((c) => c.body)).toEqual([{ payment_intent_id: intentId }]);
  // In the page, not by leaving the storefront.
  expect(assigned).toEqual([]);
  expect(api.orders[0]).toMatchObject({ state: 'complete', payment_state: 'paid' });
});

it('a failed 3-D Secure is shown, and the retry confirms the same intent with the next card', async () => {
  fake.cards.push('pm_card_threeDSecure2Required', 'pm_card_visa');
  fake.authentication = 'We are unable to authenticate your payment method.';
  await openAndPay();
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through. We are unable to authenticate your payment method.');
  await userEvent.click(screen.getByRole('button', { name: 'Pay €141.45' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  expect(api.calls('POST', /payment_intents\/pay$/)).toHaveLength(1);
  expect(api.calls('POST', /payment_intents\/confirm$/).map((c) => c.body)).toEqual([{ payment_intent_id: [...api.intents.keys()][0], payment_method_id: 'pm_card_visa' }]);
  expect(api.intents.size).toBe(1);
});

it('a decline says so clearly; the retry with another card confirms the same intent and pays', async () => {
  fake.cards.push('pm_card_chargeDeclined', 'pm_card_visa');
  await openAndPay();
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through. Your card was declined.');
  expect(screen.getByRole('alert')).toHaveTextContent('Check the details or use another card, then try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Pay €141.45' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  const confirm = api.calls('POST', /payment_intents\/confirm$/);
  expect(confirm.map((c) => c.body)).toEqual([{ payment_intent_id: [...api.intents.keys()][0], payment_method_id: 'pm_card_visa' }]);
  expect(api.intents.size).toBe(1);
});

it('a card Stripe.js cannot use is shown by the form, and nothing reaches the API', async () => {
  await openAndPay();
  expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  expect(api.calls('POST', /payment_intents/)).toHaveLength(0);
});
