import { requestCheckoutStart, takeCheckoutStartRequest } from '../src/checkout';

it('hands a start of checkout to the first reader only, and nothing before one was requested', () => {
  expect(takeCheckoutStartRequest()).toBe(false);
  requestCheckoutStart();
  requestCheckoutStart();
  expect(takeCheckoutStartRequest()).toBe(true);
  expect(takeCheckoutStartRequest()).toBe(false);
});
