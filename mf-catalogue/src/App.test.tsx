import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { foreignRoutes, routesWithoutScreen } from '@ph/remote-kit';
import { App, CATALOGUE_SCREENS } from './App';
import { catalogues } from './messages';
import { installApiReplay } from '../test/apiReplay';

beforeEach(() => {
  installApiReplay();
});

describe('catalogue remote', () => {
  it('shows the product select page at the store root', async () => {
    await renderRemote(App, catalogues, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeInTheDocument();
  });

  it('shows card-shaped placeholders in the product grid while the products load, then the cards', async () => {
    const replay = installApiReplay();
    let release: () => void = () => undefined;
    replay.delay(() => true, new Promise<void>((r) => (release = r)));
    await renderRemote(App, catalogues, { path: '/' });
    // While loading: a status for screen readers, and placeholders of the cards in the grid's place.
    const loading = screen.getByText('Loading products');
    expect(loading).toHaveAttribute('role', 'status');
    const placeholder = loading.closest('[aria-busy="true"]')!;
    expect(placeholder.querySelectorAll('.cat-grid .cat-card').length).toBeGreaterThan(0);
    expect(placeholder.querySelectorAll('.cat-card .ph-ui-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'All products' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Loading products')).not.toBeInTheDocument());
    const grid = screen.getByRole('list', { name: 'All products' });
    expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0);
    expect(within(grid).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/\S/);
  });

  it('holds a category page’s filter column beside the placeholder cards while the products load', async () => {
    const replay = installApiReplay();
    let release: () => void = () => undefined;
    replay.delay(() => true, new Promise<void>((r) => (release = r)));
    await renderRemote(App, catalogues, { path: '/packaging/luxury-packaging' });
    const placeholder = (await screen.findByText('Loading products')).closest('[aria-busy="true"]')!;
    expect(placeholder.querySelector('.cat-browse > .cat-filters .ph-ui-skeleton')).not.toBeNull();
    expect(placeholder.querySelectorAll('.cat-browse__main .cat-card').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('group', { name: 'Material' })).toBeInTheDocument();
    expect(screen.queryByText('Loading products')).not.toBeInTheDocument();
  });

  it('filters a category by the ticks, which the address keeps, and clears them again', async () => {
    await renderRemote(App, catalogues, { path: '/packaging/luxury-packaging?locale=en-US' });
    const material = await screen.findByRole('group', { name: 'Material' });
    const count = () => screen.getByRole('status', { name: '' }).textContent;
    const all = within(screen.getByRole('list', { name: 'Luxury packaging' })).getAllByRole('article').length;
    // Hydrated (or rendered by the browser): a tick filters at once, so there is no button to send the form.
    expect(screen.queryByRole('button', { name: 'Show products' })).not.toBeInTheDocument();
    const box = within(material).getAllByRole('checkbox')[0]!;
    await userEvent.click(box);
    expect(box).toBeChecked();
    const params = new URLSearchParams(window.location.search);
    expect(params.getAll('material')).toEqual([box.getAttribute('value')]);
    expect(params.get('locale')).toBe('en-US');
    const shown = within(screen.getByRole('list', { name: 'Luxury packaging' })).queryAllByRole('article').length;
    expect(shown).toBeLessThanOrEqual(all);
    expect(count()).toMatch(/product/);
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(new URLSearchParams(window.location.search).getAll('material')).toEqual([]);
    expect(new URLSearchParams(window.location.search).get('locale')).toBe('en-US');
    expect(within(material).getAllByRole('checkbox')[0]).not.toBeChecked();
  });

  it('opens a category filtered as its address says', async () => {
    await renderRemote(App, catalogues, { path: '/packaging/luxury-packaging' });
    const material = await screen.findByRole('group', { name: 'Material' });
    const first = within(material).getAllByRole('checkbox')[0]!;
    const value = first.getAttribute('value')!;
    await renderRemote(App, catalogues, { path: `/packaging/luxury-packaging?material=${encodeURIComponent(value)}` });
    const groups = await screen.findAllByRole('group', { name: 'Material' });
    const box = within(groups[groups.length - 1]!).getAllByRole('checkbox').find((b) => b.getAttribute('value') === value)!;
    expect(box).toBeChecked();
  });

  it('navigates to the sample packs page and back', async () => {
    await renderRemote(App, catalogues, { path: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'Sample packs' }));
    expect(window.location.pathname).toBe('/sample-packs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample packs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to all products' }));
    expect(window.location.pathname).toBe('/products');
  });

  it('speaks Polish with Polish paths in the pl region', async () => {
    await renderRemote(App, catalogues, { path: '/', region: 'pl', locale: 'pl-PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Opakowania z własnym nadrukiem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zestawy próbek' })).toHaveAttribute('href', '/zestawy-probek');
  });

  it('has a screen for every route it owns in the route table', () => {
    expect(routesWithoutScreen('catalogue', CATALOGUE_SCREENS)).toEqual([]);
    expect(foreignRoutes('catalogue', CATALOGUE_SCREENS)).toEqual([]);
  });
});
