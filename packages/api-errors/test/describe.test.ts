import { createIntl } from '@formatjs/intl';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apiErrorCatalogues, apiErrorMessages, describeApiError, MESSAGE_BY_CODE, messageForCode } from '../src';

const catalogue = (lang: string): Record<string, string> => JSON.parse(readFileSync(path.join(__dirname, '../src/messages', `${lang}.json`), 'utf8')) as Record<string, string>;
const intlIn = (lang: string, locale: string) => createIntl({ locale, messages: catalogue(lang), onError: () => undefined });
const en = intlIn('en', 'en-US');
const de = intlIn('de', 'de-DE');

/** An ApiError as @ph/api-client makes it, or as another bundle's copy of the class looks (by shape). */
const apiError = (o: { kind?: string; status?: number | null; code?: string; field?: string }) =>
  Object.assign(new Error('Request failed'), { name: 'ApiError', kind: o.kind ?? 'status', status: o.status ?? null, code: o.code, field: o.field, body: {} });

describe('describeApiError', () => {
  it("words a refusal by the API's code, in the shopper's language, keeping code and field", () => {
    expect(describeApiError(en, apiError({ status: 422, code: 'coupon_expired', field: 'coupon_code' }))).toEqual({
      message: 'This discount code has expired.',
      code: 'coupon_expired',
      field: 'coupon_code',
      status: 422,
    });
    expect(describeApiError(de, apiError({ status: 422, code: 'coupon_expired' })).message).toBe('Dieser Rabattcode ist abgelaufen.');
    expect(describeApiError(de, apiError({ status: 401, code: 'invalid_credentials' })).message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('never shows the server’s English: unknown codes get the text of their status, or the screen’s own', () => {
    const refusal = apiError({ status: 422, code: 'field_not_allowed' });
    expect(describeApiError(en, refusal).message).toBe('This could not be done. Please check your details and try again.');
    expect(describeApiError(en, refusal, { fallback: { id: 'x', defaultMessage: 'The service could not be changed.' } }).message).toBe('The service could not be changed.');
    expect(describeApiError(en, refusal, { fallback: 'Already formatted.' }).message).toBe('Already formatted.');
    expect(describeApiError(en, apiError({ status: 400, code: 'invalid_input', field: 'email' }))).toMatchObject({ message: 'Please check the highlighted field.', field: 'email' });
    expect(describeApiError(en, apiError({ status: 404, code: 'not_found' })).message).toBe('We could not find what you were looking for.');
    expect(describeApiError(en, apiError({ status: 401, code: 'unauthorized' })).message).toBe('Your session has expired. Please sign in again.');
    expect(describeApiError(en, apiError({ status: 429 })).message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(describeApiError(en, apiError({ status: 503, code: 'internal_error' })).message).toBe('Something went wrong on our side. Please try again.');
  });

  it('tells a lost connection and a timeout apart from a refusal', () => {
    expect(describeApiError(en, apiError({ kind: 'network' })).message).toBe('We could not reach the store. Check your connection and try again.');
    expect(describeApiError(en, apiError({ kind: 'timeout' })).message).toBe('The store took too long to answer. Please try again.');
  });

  it('finds the ApiError behind a wrapping error, and calls anything else a fault of ours', () => {
    const wrapped = Object.assign(new Error('Unable to fetch Product'), { name: 'CatalogueFetchError', cause: apiError({ status: 422, code: 'out_of_stock' }) });
    expect(describeApiError(en, wrapped).message).toBe('This product is out of stock.');
    expect(describeApiError(en, new TypeError('x is undefined'))).toEqual({ message: 'Something went wrong on our side. Please try again.', status: null });
  });

  it("words a payment provider's decline code", () => {
    expect(messageForCode(en, 'card_declined')).toBe('Your card was declined. Please use another card or payment method.');
    expect(messageForCode(en, 'something_else')).toBeUndefined();
    expect(messageForCode(en, null)).toBeUndefined();
  });
});

describe('catalogues', () => {
  it('map every code to a message that exists', () => {
    for (const key of Object.values(MESSAGE_BY_CODE)) expect(apiErrorMessages[key]).toBeDefined();
  });

  it('load one language per call, every language of the store', async () => {
    const files = readdirSync(path.join(__dirname, '../src/messages')).map((f) => f.slice(0, 2)).sort();
    expect(Object.keys(apiErrorCatalogues).sort()).toEqual(files);
    expect(files).toHaveLength(11);
    expect(await apiErrorCatalogues.pl()).toEqual(catalogue('pl'));
  });
});

describe('shopperMessageOf (the API server words its refusals with it)', () => {
  it('gives the catalogue message of a code in each language, and nothing for codes no shopper can act on', async () => {
    const { shopperMessageOf } = await import('../src/server');
    expect(shopperMessageOf('coupon_expired', 'de')).toBe('Dieser Rabattcode ist abgelaufen.');
    expect(shopperMessageOf('coupon_expired', 'en')).toBe('This discount code has expired.');
    expect(shopperMessageOf('coupon_expired', 'pt')).toBe(catalogue('pt')['apiError.couponExpired']);
    expect(shopperMessageOf('field_not_allowed', 'de')).toBeUndefined();
  });
});
