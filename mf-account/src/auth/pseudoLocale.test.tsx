// The pseudo-locale (`?locale=en-XA`, packages/i18n/README.md) shows where text bypasses the catalogues: on these
// pages every visible word and every accessible name must come out accented.
import { screen } from '@testing-library/react';
import { PSEUDO_LOCALE } from '@ph/i18n';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi } from '../../test/fakeApi';

/** Text on the page (and in accessible-name attributes) that still has a plain ASCII letter. */
function plainText(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[A-Za-z]/.test(node.textContent ?? '')) found.push(node.textContent!.trim());
  }
  for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value && /[A-Za-z]/.test(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

beforeEach(() => {
  installFakeApi();
});

it.each([
  ['sign-in', '/sign_in/'],
  ['registration', '/registration'],
])('the %s page in en-XA has no un-accented text', async (_name, path) => {
  const { container } = await renderRemote(App, catalogues, { path, locale: PSEUDO_LOCALE });
  expect(await screen.findByRole('heading', { level: 1, name: /^\[.+\]$/ })).toBeInTheDocument();
  expect(plainText(container)).toEqual([]);
});

it('the check sees English: the same page in English is full of plain text', async () => {
  const { container } = await renderRemote(App, catalogues, { path: '/sign_in/' });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  expect(plainText(container).length).toBeGreaterThan(3);
});
