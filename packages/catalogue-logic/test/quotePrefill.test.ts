import { parseQuotePrefill, quotePrefillSearch } from '../src';

describe('quote form prefill', () => {
  it('round-trips a product, a size in whole millimetres and a quantity', () => {
    const search = quotePrefillSearch({ sku: 'mailer-box', size: { length: 300.4, width: 200, height: 99.6 }, quantity: 500 });
    expect(search).toBe('?sku=mailer-box&length=300&width=200&height=100&quantity=500');
    expect(parseQuotePrefill(search)).toEqual({ sku: 'mailer-box', size: { length: 300, width: 200, height: 100 }, quantity: 500 });
  });

  it('is empty for nothing', () => {
    expect(quotePrefillSearch({})).toBe('');
    expect(parseQuotePrefill('')).toEqual({});
  });

  it.each([
    ['a sku with other characters', '?sku=<script>', {}],
    ['a size missing a dimension', '?length=300&width=200', {}],
    ['a negative or zero quantity', '?quantity=0', {}],
    ['a fractional quantity', '?quantity=1.5', {}],
    ['a size too large', '?length=300&width=200&height=999999', {}],
  ])('leaves out %s', (_label, search, expected) => {
    expect(parseQuotePrefill(search)).toEqual(expected);
  });
});
