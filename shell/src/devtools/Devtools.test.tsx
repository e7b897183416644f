import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { loadUiMessages } from '@ph/ui';
import en from '../messages/en.json';
import { Devtools } from './Devtools';
import { overridePolicy, type Overrides } from '../federation/overrides';
import { publishComposition, releasePlugin } from '../federation/releases';
import type { Composition } from '../federation/composition';

const deployed = {
  catalogue: 'https://cdn.example/releases/catalogue/r1/mf-manifest.json',
  'cart-checkout': 'https://cdn.example/releases/cart-checkout/r1/mf-manifest.json',
  account: 'https://cdn.example/releases/account/r1/mf-manifest.json',
  consent: 'https://cdn.example/releases/consent/r1/mf-manifest.json',
  'editor-host': 'https://cdn.example/releases/editor-host/r1/mf-manifest.json',
};

async function setup(o: { active?: Overrides; origins?: string[] | null; showAbout?: boolean } = {}) {
  const ui = await loadUiMessages('en-US');
  const policy = o.origins === null ? overridePolicy({}, false) : overridePolicy({ $overrides: { origins: o.origins ?? ['http://localhost:3001'] } }, false);
  const active = o.active ?? {};
  const composition: Composition = { remotes: { ...deployed, ...active }, deployed, active, policy };
  publishComposition(composition.remotes, active);
  const saved: Overrides[] = [];
  render(
    <IntlProvider locale="en-US" messages={{ ...ui, ...en }}>
      <Devtools composition={composition} stored={active} showAbout={o.showAbout ?? true} onSaveOverrides={(x) => saved.push(x)} />
    </IntlProvider>,
  );
  return { saved };
}

describe('developer tools', () => {
  it('show nothing on a production page without overrides', async () => {
    await setup({ origins: null, showAbout: false });
    expect(screen.queryByRole('button', { name: 'About this page' })).toBeNull();
    expect(screen.queryByTestId('override-badge')).toBeNull();
  });

  it('show a badge while an override is active', async () => {
    await setup({ active: { catalogue: 'http://localhost:3001/mf-manifest.json' } });
    expect(screen.getByRole('status')).toHaveTextContent('Local override: catalogue');
  });

  it('list the release of each part of the page in "About this page"', async () => {
    await setup();
    const plugin = releasePlugin() as { afterLoadManifest: (args: unknown) => void };
    act(() =>
      plugin.afterLoadManifest({
        manifestUrl: deployed.catalogue,
        moduleInfo: { name: 'mf_catalogue' },
        manifestJson: { metaData: { release: { name: 'mf-catalogue', version: '0.1.0', commit: '3f2a1bc9d0e8f7', builtAt: '2026-11-22T10:15:00.000Z' } } },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'About this page' }));
    const dialog = screen.getByRole('dialog', { name: 'About this page' });
    const table = within(dialog).getByRole('table', { name: 'Releases on this page' });
    const catalogue = within(table).getByRole('row', { name: /^catalogue/ });
    expect(catalogue).toHaveTextContent('mf-catalogue@0.1.0');
    expect(catalogue).toHaveTextContent('3f2a1bc');
    expect(catalogue).toHaveTextContent(deployed.catalogue);
    expect(within(table).getByRole('row', { name: /^account/ })).toHaveTextContent('Not loaded on this page yet');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('save an allowed override and refuse one from another origin', async () => {
    const { saved } = await setup();
    await userEvent.click(screen.getByRole('button', { name: 'About this page' }));
    const account = screen.getByRole('textbox', { name: 'account: manifest address' });
    await userEvent.type(account, 'https://evil.example/mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Save and reload' }));
    expect(account).toHaveAccessibleDescription(expect.stringContaining('Enter an address from an allowed origin: http://localhost:3001.'));
    expect(saved).toEqual([]);
    await userEvent.clear(account);
    await userEvent.type(screen.getByRole('textbox', { name: 'catalogue: manifest address' }), 'http://localhost:3001/mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Save and reload' }));
    expect(saved).toEqual([{ catalogue: 'http://localhost:3001/mf-manifest.json' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove all overrides' }));
    expect(saved[1]).toEqual({});
  });

  it('hide the overrides form where overrides are not allowed', async () => {
    await setup({ origins: null, showAbout: true });
    await userEvent.click(screen.getByRole('button', { name: 'About this page' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
