import { checkCandidate, sameMajor } from '../src/gate';
import { CONTRACTS, remoteManifest, shared, shellManifest, withShared } from './fixtures';

const live = {
  'cart-checkout': remoteManifest('mf_cart_checkout'),
  account: remoteManifest('mf_account'),
  consent: remoteManifest('mf_consent'),
};

function check(candidate = remoteManifest('mf_catalogue'), shell = shellManifest(), others: Parameters<typeof checkCandidate>[0]['live'] = live) {
  return checkCandidate({ remote: 'catalogue', candidate, shell, live: others });
}

describe('the compatibility gate', () => {
  it('passes a build that fits the composition', () => {
    expect(check()).toEqual([]);
  });

  it('refuses the build of another remote under this key', () => {
    expect(check(remoteManifest('mf_account'))).toEqual([
      { kind: 'identity', message: 'the candidate is the build of "mf_account", but catalogue is loaded as "mf_catalogue"' },
    ]);
  });

  it('refuses a singleton range the shell’s copy does not satisfy (semver, not string equality)', () => {
    const candidate = withShared(withShared(remoteManifest('mf_catalogue'), 'react', { version: '20.0.0', requiredVersion: '^20.0.0' }), 'react/jsx-runtime', {
      version: '20.0.0',
      requiredVersion: '^20.0.0',
    });
    // Reported once for react, not again for its subpath react/jsx-runtime.
    expect(check(candidate)).toEqual([
      { kind: 'shared', message: 'react: the candidate requires ^20.0.0, but the shell provides 19.3.1 (a singleton: the page holds one copy)' },
    ]);
  });

  it('accepts a different range string the shell’s version still satisfies', () => {
    const candidate = withShared(remoteManifest('mf_catalogue'), 'react-router', { version: '7.20.0', requiredVersion: '>=7.0.0 <8' });
    expect(check(candidate)).toEqual([]);
  });

  it('refuses a range that is not semver', () => {
    const candidate = withShared(remoteManifest('mf_catalogue'), 'jotai', { requiredVersion: 'latest-and-greatest' });
    expect(check(candidate)).toEqual([{ kind: 'shared', message: 'jotai: the candidate requires "latest-and-greatest", which is not a semver range' }]);
  });

  it('checks both ways against live remotes for a singleton the shell does not provide', () => {
    const withLeaflet = (version: string, range: string) => remoteManifest('mf_x', { shared: [shared('leaflet', version, range)] }).shared;
    const shell = shellManifest();
    const account = remoteManifest('mf_account', { shared: withLeaflet('1.9.4', '^1.9.0') });
    const tooNew = remoteManifest('mf_catalogue', { shared: withLeaflet('2.0.0', '^2.0.0') });
    expect(check(tooNew, shell, { account })).toEqual([
      { kind: 'shared', message: 'leaflet: the candidate requires ^2.0.0, but the live account provides 1.9.4 (a singleton: the page holds one copy)' },
    ]);
    const looseButNew = remoteManifest('mf_catalogue', { shared: withLeaflet('2.0.0', '>=1.9.0') });
    expect(check(looseButNew, shell, { account })).toEqual([
      { kind: 'shared', message: 'leaflet: the candidate brings 2.0.0, but the live account requires ^1.9.0 (a singleton: the page holds one copy)' },
    ]);
  });

  it('does not range-check a singleton shared without a version requirement', () => {
    const candidate = withShared(remoteManifest('mf_catalogue'), '@ph/i18n', { version: '7.0.0', requiredVersion: false });
    expect(check(candidate)).toEqual([]);
  });

  it('refuses a candidate without an expose the shell loads', () => {
    expect(check(remoteManifest('mf_catalogue', { exposes: ['./MiniCart'] }))).toEqual([
      { kind: 'expose', message: 'the shell loads catalogue\'s "./lifecycles", but the candidate does not expose it (it exposes ./MiniCart)' },
    ]);
  });

  it('refuses when the live shell does not say what it loads', () => {
    expect(check(remoteManifest('mf_catalogue'), shellManifest({ requires: null }))).toEqual([
      expect.objectContaining({ kind: 'expose', message: expect.stringContaining('the live shell does not say which exposes it loads') }),
    ]);
  });

  it('refuses a new major of @ph/contracts (a 0.x minor is a major)', () => {
    const candidate = remoteManifest('mf_catalogue', { contracts: { ...CONTRACTS, '@ph/contracts': '0.2.0' } });
    const problems = check(candidate);
    expect(problems[0]).toEqual({ kind: 'contract', message: '@ph/contracts: the candidate is built against 0.2.0, the shell against 0.1.0 (a different major)' });
    // …and against each live remote built on the old one.
    expect(problems.map((p) => p.message.split(', ')[1])).toEqual([
      'the shell against 0.1.0 (a different major)',
      'the live cart-checkout against 0.1.0 (a different major)',
      'the live account against 0.1.0 (a different major)',
      'the live consent against 0.1.0 (a different major)',
    ]);
  });

  it('refuses another version of the shared atoms', () => {
    const candidate = remoteManifest('mf_catalogue', { contracts: { ...CONTRACTS, '@ph/contracts#shared-state': '2' } });
    expect(check(candidate, shellManifest(), {})).toEqual([
      { kind: 'contract', message: '@ph/contracts#shared-state: the candidate is built against 2, the shell against 1 (a different major)' },
    ]);
  });

  it('refuses an API contract major a live remote does not share', () => {
    const shell = shellManifest({ contracts: { '@ph/contracts': '1.0.0' } });
    const account = remoteManifest('mf_account', { contracts: { '@ph/api-contract': '1.4.0' } });
    const candidate = remoteManifest('mf_catalogue', { contracts: { '@ph/contracts': '1.3.0', '@ph/api-contract': '2.0.0' } });
    expect(check(candidate, shell, { account })).toEqual([
      { kind: 'contract', message: '@ph/api-contract: the candidate is built against 2.0.0, the live account against 1.4.0 (a different major)' },
    ]);
  });

  it('refuses a candidate that does not record its contracts', () => {
    expect(check(remoteManifest('mf_catalogue', { contracts: null }))).toEqual([
      expect.objectContaining({ kind: 'contract', message: expect.stringContaining('does not record its contract versions') }),
    ]);
  });

  it('ignores the live build of the remote being replaced', () => {
    const oldCatalogue = remoteManifest('mf_catalogue', { contracts: { '@ph/contracts': '9.0.0' } });
    expect(check(remoteManifest('mf_catalogue'), shellManifest(), { ...live, catalogue: oldCatalogue })).toEqual([]);
  });

  it('lists every problem at once', () => {
    const candidate = withShared(remoteManifest('mf_catalogue', { exposes: [], contracts: { '@ph/contracts': '1.0.0' } }), 'react', { requiredVersion: '^18.0.0' });
    expect(check(candidate, shellManifest(), {}).map((p) => p.kind)).toEqual(['shared', 'expose', 'contract']);
  });
});

describe('sameMajor', () => {
  it.each([
    ['1.2.0', '1.9.3', true],
    ['1.2.0', '2.0.0', false],
    ['0.1.0', '0.1.7', true],
    ['0.1.0', '0.2.0', false],
    ['0.0.1', '0.0.2', false],
    ['1', '1', true],
    ['1', '2', false],
  ])('%s vs %s → %s', (a, b, same) => {
    expect(sameMajor(a, b)).toBe(same);
  });

  it('says when a value is not a version', () => {
    expect(sameMajor('main', '1.0.0')).toBeNull();
  });
});

describe('the remotes the deploy tools know', () => {
  it('are the remotes the shell composes', async () => {
    const { REMOTE_KEYS: shellKeys } = await import('../../../shell/src/federation/remotes');
    const { REMOTE_KEYS } = await import('../src/remotes');
    expect([...REMOTE_KEYS].sort()).toEqual([...shellKeys].sort());
  });
});
