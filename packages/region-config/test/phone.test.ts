import { callingCodeOf, REGION_CODES, shippingCountriesFor } from '../src';

describe('callingCodeOf', () => {
  it('knows the calling code of every country a store delivers to', () => {
    const missing = REGION_CODES.flatMap((r) => shippingCountriesFor(r)).filter((c) => !/^\+\d{1,3}$/.test(callingCodeOf(c) ?? ''));
    expect(missing).toEqual([]);
  });

  it('gives each country its own code, not the store’s', () => {
    expect([callingCodeOf('FR'), callingCodeOf('be'), callingCodeOf('DE'), callingCodeOf('GB'), callingCodeOf('US')]).toEqual(['+33', '+32', '+49', '+44', '+1']);
    expect(callingCodeOf('')).toBeUndefined();
    expect(callingCodeOf('XX')).toBeUndefined();
  });
});
