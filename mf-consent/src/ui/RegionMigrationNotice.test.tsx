import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppIntlProvider } from '@ph/i18n';
import uiEn from '../../../packages/ui/src/messages/en.json';
import { RegionMigrationNotice, shouldShowRegionMigration } from './RegionMigrationNotice';

describe('region-migration notice', () => {
  it('is only for fromRegion=CZ on a host ending with .com', () => {
    expect(shouldShowRegionMigration('?fromRegion=CZ', 'packhelp.com')).toBe(true);
    expect(shouldShowRegionMigration('?a=1&fromRegion=CZ', 'www.packhelp.com')).toBe(true);
    expect(shouldShowRegionMigration('?fromRegion=CZ', 'packhelp.pl')).toBe(false);
    expect(shouldShowRegionMigration('?fromRegion=PL', 'packhelp.com')).toBe(false);
    expect(shouldShowRegionMigration('', 'packhelp.com')).toBe(false);
  });

  it('is a bilingual dialog with the infographic that reports being shown once and can be closed', async () => {
    const onShown = jest.fn();
    const onClose = jest.fn();
    render(
      <AppIntlProvider locale="en-US" messages={uiEn}>
        <RegionMigrationNotice onShown={onShown} onClose={onClose} />
      </AppIntlProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(/Packhelp.cz is now Packhelp.com/);
    expect(dialog.querySelector('[lang="en"]')).toHaveTextContent('account and previous orders');
    expect(dialog.querySelector('[lang="cs"]')).toHaveTextContent('předchozí objednávky');
    expect(screen.getByRole('img', { name: 'packhelp.cz → packhelp.com' })).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue · Pokračovat' }));
    expect(onClose).toHaveBeenCalled();
  });
});
