import { ownerOf } from './routeOwner';

describe('ownerOf (which remote single-spa mounts)', () => {
  it('gives the Plus area to the account remote in a Plus store', () => {
    expect(ownerOf('/plus/katalog/', { region: 'pl' })).toBe('account');
    expect(ownerOf('/packhelp-plus/orders', { region: 'de' })).toBe('account');
  });

  it('answers not found for the Plus area where the store has no Plus', () => {
    expect(ownerOf('/en-us/plus/catalogue/', { region: 'us' })).toBeNull();
    expect(ownerOf('/nl-nl/packhelp-plus/orders', { region: 'nl' })).toBeNull();
    expect(ownerOf('/packhelp-plus/orders/R1/details', { region: 'cz' })).toBeNull();
  });

  it('gives the Pro pages to the catalogue in every store', () => {
    expect(ownerOf('/en-us/pro/features/', { region: 'us' })).toBe('catalogue');
    expect(ownerOf('/pro/regulamin/', { region: 'pl' })).toBe('catalogue');
  });

  it('answers not found for an address no route has', () => {
    expect(ownerOf('/no/such/page', { region: 'eu' })).toBeNull();
  });
});
