import { federationName, inlineRemotesDocument, INLINE_REMOTES_ID, parseRemotesManifest, remoteKeyOf, RemotesManifestError } from './remotes';

const complete = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  'cart-checkout': '/remotes/cart/mf-manifest.json',
  account: 'https://cdn.example/account/v7/mf-manifest.json',
  consent: 'http://localhost:3004/mf-manifest.json',
  'editor-host': 'http://localhost:3005/mf-manifest.json',
};

describe('remotes.json', () => {
  it('accepts absolute and root-relative manifest URLs', () => {
    const parsed = parseRemotesManifest(complete, 'https://store.example/');
    expect(parsed['cart-checkout']).toBe('https://store.example/remotes/cart/mf-manifest.json');
    expect(parsed.account).toBe('https://cdn.example/account/v7/mf-manifest.json');
  });

  it('names the remote that is missing', () => {
    const { consent: _dropped, ...rest } = complete;
    expect(() => parseRemotesManifest(rest, 'https://store.example/')).toThrow(
      new RemotesManifestError('remotes.json has no entry for "consent"'),
    );
  });

  it('rejects something that is not an object', () => {
    expect(() => parseRemotesManifest('nope', 'https://store.example/')).toThrow(RemotesManifestError);
  });

  it('maps remote keys to container names and back', () => {
    expect(federationName('cart-checkout')).toBe('mf_cart_checkout');
    expect(remoteKeyOf('mf_editor_host/lifecycles')).toBe('editor-host');
    expect(remoteKeyOf('elsewhere/lifecycles')).toBeUndefined();
  });

  describe('inline in the page', () => {
    afterEach(() => document.getElementById(INLINE_REMOTES_ID)?.remove());
    const inline = (text: string) => {
      const el = document.createElement('script');
      el.type = 'application/json';
      el.id = INLINE_REMOTES_ID;
      el.textContent = text;
      document.head.appendChild(el);
    };

    it('reads the table the host wrote into the page, with its settings', () => {
      inline(JSON.stringify({ ...complete, $overrides: { origins: ['http://localhost:3001'] } }));
      const doc = inlineRemotesDocument();
      expect(doc?.remotes['cart-checkout']).toBe(new URL('/remotes/cart/mf-manifest.json', window.location.href).toString());
      expect(doc?.settings).toEqual({ $overrides: { origins: ['http://localhost:3001'] } });
    });

    it('leaves the shell to fetch remotes.json when the page has no table or a broken one', () => {
      expect(inlineRemotesDocument()).toBeNull();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      inline('{"catalogue":');
      expect(inlineRemotesDocument()).toBeNull();
      const { consent: _dropped, ...rest } = complete;
      document.getElementById(INLINE_REMOTES_ID)?.remove();
      inline(JSON.stringify(rest));
      expect(inlineRemotesDocument()).toBeNull();
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    });
  });
});
