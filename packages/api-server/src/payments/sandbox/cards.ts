// Stripe's test cards, as the sandbox understands them. Any other number is refused the way Stripe's
// test mode refuses a real card, so a real card number can never be "paid" here.
import type { SandboxCardOutcome } from '../../db/schema';

export interface TestCard {
  outcome: SandboxCardOutcome;
}

export const TEST_CARDS: Readonly<Record<string, TestCard>> = Object.freeze({
  '4242424242424242': { outcome: 'succeed' },
  '5555555555554444': { outcome: 'succeed' },
  '4000002500003155': { outcome: 'three_d_secure' },
  '4000002760003184': { outcome: 'three_d_secure' },
  '4000000000000002': { outcome: 'decline' },
});

export const DECLINE_MESSAGE = 'Your card was declined.';

export function normaliseCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

