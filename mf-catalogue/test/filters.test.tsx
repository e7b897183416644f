import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../src/App';
import { catalogues } from '../src/messages';
import { installApiReplay } from './apiReplay';

beforeEach(() => {
  installApiReplay();
});

const shown = () => screen.queryAllByRole('article').length;

describe('category filters', () => {
  it('narrows the category by material and print with the keyboard, counts what is left and clears', async () => {
    await renderRemote(App, catalogues, { path: '/packaging/mailer-boxes' });
    await screen.findAllByRole('article');
    const all = shown();
    const filters = screen.getByRole('region', { name: 'Filter products' });
    expect(within(filters).getByRole('status')).toHaveTextContent(`${all} products`);
    // Values named as the catalogue names them, grouped under the property's name.
    const print = within(filters).getByRole('group', { name: 'Print' });
    const material = within(filters).getByRole('group', { name: 'Material' });
    expect(within(material).getByRole('checkbox', { name: 'Kraft cardboard' })).not.toBeChecked();

    const whiteInk = within(print).getByRole('checkbox', { name: 'White ink print' });
    whiteInk.focus();
    await userEvent.keyboard(' ');
    expect(whiteInk).toBeChecked();
    const withWhiteInk = shown();
    expect(withWhiteInk).toBeGreaterThan(0);
    expect(withWhiteInk).toBeLessThan(all);
    expect(within(filters).getByRole('status')).toHaveTextContent(withWhiteInk === 1 ? '1 product' : `${withWhiteInk} products`);

    // Another value of the same property widens (either print); another property narrows (both).
    await userEvent.click(within(print).getByRole('checkbox', { name: 'HD+ colour print' }));
    const eitherPrint = shown();
    expect(eitherPrint).toBeGreaterThan(withWhiteInk);
    await userEvent.click(within(print).getByRole('checkbox', { name: 'HD+ colour print' }));
    // No white-ink box is made of board white on both sides: nothing left, and the page says so.
    await userEvent.click(within(material).getByRole('checkbox', { name: 'White cardboard (both sides)' }));
    expect(shown()).toBe(0);
    expect(screen.getByText('No products match these filters.')).toBeInTheDocument();
    expect(within(filters).getByRole('status')).toHaveTextContent('0 products');

    await userEvent.click(within(filters).getByRole('link', { name: 'Clear filters' }));
    expect(shown()).toBe(all);
    expect(within(filters).queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(whiteInk).not.toBeChecked();
  });

  it('narrows by box size, the longest inside side of the sizes the API lists for each product', async () => {
    await renderRemote(App, catalogues, { path: '/packaging/mailer-boxes' });
    await screen.findAllByRole('article');
    const all = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    const filters = screen.getByRole('region', { name: 'Filter products' });
    const size = within(filters).getByRole('group', { name: 'Box size (longest inside side)' });
    // Only the ranges some product of the category comes in, in order, in centimetres.
    const names = ['Up to 20 cm', '20 cm to 35 cm', '35 cm to 50 cm', 'Over 50 cm'];
    const boxes = within(size).getAllByRole('checkbox');
    const offered = names.filter((name) => within(size).queryByRole('checkbox', { name }) !== null);
    expect(offered).toHaveLength(boxes.length);
    expect(offered.map((name) => boxes.indexOf(within(size).getByRole('checkbox', { name })))).toEqual(offered.map((_, i) => i));
    expect(offered).toEqual(['Up to 20 cm', '20 cm to 35 cm', '35 cm to 50 cm']);
    // Mailer boxes F52 (410 mm) and D40 (400 mm) are longer than 35 cm inside; the sleeved ones stop at 30 cm.
    await userEvent.click(within(size).getByRole('checkbox', { name: '35 cm to 50 cm' }));
    const big = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(big.length).toBeGreaterThan(0);
    expect(big.length).toBeLessThan(all.length);
    expect(big).toContain('Mailer box');
    expect(within(filters).getByRole('status')).toHaveTextContent(big.length === 1 ? '1 product' : `${big.length} products`);
    await userEvent.click(within(filters).getByRole('link', { name: 'Clear filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(all.length);
  });

  it('leaves out a property with a single value in the category', async () => {
    await renderRemote(App, catalogues, { path: '/packaging/custom-shipping-boxes' });
    await screen.findAllByRole('article');
    const filters = screen.getByRole('region', { name: 'Filter products' });
    expect(within(filters).queryByRole('group', { name: 'Material' })).not.toBeInTheDocument();
    expect(within(within(filters).getByRole('group', { name: 'Print' })).getAllByRole('checkbox').length).toBeGreaterThan(1);
  });

  it('speaks the visitor’s language, plurals included (Polish)', async () => {
    await renderRemote(App, catalogues, { path: '/opakowania/mailer-boxes', region: 'pl', locale: 'pl-PL' });
    await screen.findAllByRole('article');
    const filters = screen.getByRole('region', { name: 'Filtruj produkty' });
    const n = shown();
    const form = n === 1 ? 'produkt' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'produkty' : 'produktów';
    expect(within(filters).getByRole('status')).toHaveTextContent(`${n} ${form}`);
    expect(within(filters).getByRole('group', { name: 'Nadruk' })).toBeInTheDocument();
    expect(within(within(filters).getByRole('group', { name: 'Rozmiar pudełka (najdłuższy bok wewnątrz)' })).getByRole('checkbox', { name: 'Od 20 cm do 35 cm' })).toBeInTheDocument();
  });
});
