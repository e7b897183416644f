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

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(shown()).toBe(all);
    expect(within(filters).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(whiteInk).not.toBeChecked();
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
  });
});
