import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { CONSENT_DISABLED_KEY, CONSENT_STORAGE_KEY, consentManagerFor } from '@ph/analytics';
import en from '../messages/en.json';
import de from '../messages/de.json';
import { CONSENT_OPEN_EVENT, mountDomConsent } from './dom';

// The standalone bundle's views (plain DOM, as a landing page gets them): what a visitor sees and does.

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
let stop: (() => void) | null = null;

function mount(messages: Record<string, string> = en, onDecision = jest.fn()) {
  const host = document.createElement('div');
  document.body.append(host);
  const container = document.createElement('div');
  host.append(container);
  stop = mountDomConsent({ manager: consentManagerFor(window), container, messages, onDecision });
  return { onDecision, container };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<button id="opener">Cookie settings</button>';
});
afterEach(() => {
  stop?.();
  stop = null;
});

describe('the standalone consent views', () => {
  it('asks on a first visit and stores "Accept all" as the ph-pref the store reads', async () => {
    const { onDecision } = mount();
    const banner = screen.getByRole('region', { name: 'We value your privacy' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    expect(stored()).toMatchObject({ essential: true, functional: true, marketingAndAnalytics: true, advertising: true });
    expect(onDecision).toHaveBeenCalledWith(expect.objectContaining({ marketingAndAnalytics: true }), 'by-cta-click');
  });

  it('"Reject all" keeps every optional category off', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(stored()).toMatchObject({ essential: true, functional: false, marketingAndAnalytics: false, advertising: false });
  });

  it('does not ask again once answered, and not at all when consent is disabled', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: false, advertising: false, policyVersion: 2 }));
    mount();
    expect(screen.queryByRole('region')).toBeNull();
    stop?.();
    localStorage.clear();
    localStorage.setItem(CONSENT_DISABLED_KEY, 'true');
    mount();
    expect(screen.queryByRole('region')).toBeNull();
    window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the preferences from the footer’s event, with a labelled switch per category, and saves the choice', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: false, advertising: false, policyVersion: 2 }));
    const { onDecision } = mount();
    window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT, { detail: { source: 'footer' } }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Allow', 'Category', 'Purpose', 'Tools']);
    expect(within(dialog).getByRole('rowheader', { name: 'Essential' })).toBeTruthy();
    expect(within(dialog).getByText('Always on')).toBeTruthy();
    expect((within(dialog).getByRole('switch', { name: 'Allow Functional' }) as HTMLInputElement).checked).toBe(true);
    const marketing = within(dialog).getByRole('switch', { name: 'Allow Marketing and analytics' }) as HTMLInputElement;
    expect(marketing.checked).toBe(false);
    await userEvent.click(marketing);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(stored()).toMatchObject({ functional: true, marketingAndAnalytics: true, advertising: false });
    expect(onDecision).toHaveBeenCalledWith(expect.objectContaining({ marketingAndAnalytics: true }), 'manual');
    // Without a pending record the dialog closes at once.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside the dialog, Escape asks before discarding, Back keeps the switches, and focus returns to the opener', async () => {
    mount();
    const opener = document.getElementById('opener') as HTMLButtonElement;
    opener.focus();
    await userEvent.click(screen.getByRole('button', { name: 'Change options' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    const advertising = within(dialog).getByRole('switch', { name: 'Allow Advertising' }) as HTMLInputElement;
    await userEvent.click(advertising);
    // Tab from the last control wraps to the first; Shift+Tab from the first to the last.
    within(dialog).getByRole('button', { name: 'Save' }).focus();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Save' }));

    await userEvent.keyboard('{Escape}');
    const confirm = screen.getByRole('dialog', { name: 'Discard your changes?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Back' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect((within(dialog).getByRole('switch', { name: 'Allow Advertising' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
    // Nothing was answered: the banner is back.
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeTruthy();
  });

  it('a click on the backdrop starts the cancel flow too', async () => {
    mount();
    await userEvent.click(screen.getByRole('button', { name: 'Change options' }));
    const backdrop = screen.getByRole('dialog', { name: 'Cookie settings' }).parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
  });

  it('another tab’s answer closes the banner here', async () => {
    mount();
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeTruthy();
    const value = JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: true, advertising: true, policyVersion: 2 });
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: value }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull());
  });

  it('speaks the page’s language', () => {
    mount(de);
    expect(screen.getByRole('region', { name: 'Wir respektieren Ihre Privatsphäre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeTruthy();
  });
});
