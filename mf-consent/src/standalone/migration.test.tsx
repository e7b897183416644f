import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../messages/en.json';
import { showRegionMigration } from './migration';

// The standalone bundle's region-migration chunk: the remote's own notice, shown once and closable.

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the bilingual notice, reports it once and closes on its button', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const onShown = jest.fn();
  await act(async () => {
    showRegionMigration(container, { locale: 'en-US', messages: en, onShown });
  });
  const dialog = await screen.findByRole('dialog', { name: 'Packhelp.cz is now Packhelp.com · Packhelp.cz je nyní Packhelp.com' });
  expect(onShown).toHaveBeenCalledTimes(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue · Pokračovat' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(container.childElementCount).toBe(0);
});
