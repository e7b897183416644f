import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_DISABLED_KEY, CONSENT_STORAGE_KEY, createConsentManager, type ConsentManager } from '@ph/analytics';
import type { ApiClient } from '@ph/api-client';
import type { Session } from '@ph/session';
import { dispatch, EVENTS } from '@ph/contracts';
import { keepEarlyBannerClicks, takeEarlyBannerAction } from '@ph/contracts/consent-banner';
import { createRoot } from 'react-dom/client';
import { RemoteRoot } from '@ph/remote-kit';
import { renderRemote } from '@ph/remote-kit/testing';
import { ConsentRemote } from './ConsentRemote';
import { catalogues } from './messages';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

function fakeApi() {
  const calls: Call[] = [];
  const client = {
    post: async (path: string, body: Record<string, unknown>) => {
      calls.push({ path, body });
      return {};
    },
  } as unknown as ApiClient;
  const session = async () => ({ token: 't', user: { id: 7, anonymous: true } }) as unknown as Session;
  return { calls, api: { client, session } };
}

let manager: ConsentManager;
let calls: Call[];

async function renderConsent(path = '/') {
  const fake = fakeApi();
  calls = fake.calls;
  manager = createConsentManager();
  const App = () => <ConsentRemote region="eu" locale="en-US" mainDomain="packhelp.com" api={fake.api} manager={manager} />;
  return renderRemote(App, catalogues, { path, heading: false });
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const records = () => calls.filter((c) => c.path === 'v1/emails/save_with_consents');
const tracks = () => calls.filter((c) => c.path === 'v1/segment_proxies/track');

afterEach(() => {
  manager.destroy();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));
  // A fresh page: no gtag shim and no Consent Mode default yet.
  const w = window as unknown as Record<string | symbol, unknown>;
  delete w.dataLayer;
  delete w.gtag;
  delete w[Symbol.for('@ph/analytics/consent-default')];
});

describe('opening before the consent UI is there', () => {
  it('opens the preferences when "Cookie settings" was clicked while the remote was loading', async () => {
    dispatch(EVENTS.cookieConsentOpen, { source: 'footer' });
    await renderConsent();
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    // Handled once: a later mount does not open it again.
    expect((window as unknown as Record<string, unknown>).__phConsentOpenPending).toBe(false);
  });
});

describe('consent banner', () => {
  it('is shown on the first visit with Accept all, Reject all and Change options', async () => {
    await renderConsent();
    const banner = await screen.findByRole('region', { name: 'We value your privacy' });
    for (const name of ['Accept all', 'Reject all', 'Change options']) expect(within(banner).getByRole('button', { name })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Reject all closes the banner, stores the answer, records every category declined and tracks nothing', async () => {
    await renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ functional: false, marketingAndAnalytics: false, advertising: false });
    await waitFor(() => expect(records()).toHaveLength(1));
    expect(records()[0]!.body).toMatchObject({
      consents: [
        { name: 'cookies_functional', value: 'declined' },
        { name: 'cookies_marketing_and_analytics', value: 'declined' },
        { name: 'cookies_advertising', value: 'declined' },
      ],
      region: 'eu',
      locale: 'en-US',
      anonymous_id: '7',
      acceptance_method: 'by-cta-click',
      consent_id: stored().consentId,
      policy_version: stored().policyVersion,
    });
    expect(tracks()).toHaveLength(0);
  });

  it('Accept all grants everything, updates Consent Mode and starts tracking', async () => {
    await renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(tracks()).toHaveLength(1));
    expect(tracks()[0]!.body).toMatchObject({ event: 'Cookie Consent Updated', anonymous_id: '7' });
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer!.map((a) => Array.from(a));
    expect(layer.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);
    expect(layer[0]!.slice(0, 2)).toEqual(['consent', 'default']);
  });

  it('is not shown again once answered', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: false, advertising: false, policyVersion: 2 }));
    await renderConsent();
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('disappears when another tab answers', async () => {
    await renderConsent();
    await screen.findByRole('region', { name: 'We value your privacy' });
    const newValue = JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: true, advertising: true, policyVersion: 2 });
    act(() => {
      localStorage.setItem(CONSENT_STORAGE_KEY, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue }));
    });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('consentDisabled shows nothing, not even on ph-cookie-consent-open', async () => {
    localStorage.setItem(CONSENT_DISABLED_KEY, 'true');
    await renderConsent();
    act(() => dispatch(EVENTS.cookieConsentOpen, { source: 'test' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('an answer given before the UI could record it', () => {
  it('is recorded when given after the bridge has started but before the render that follows (the hydrated banner met 403s)', async () => {
    // Outside act(), as in a browser: React renders again in a task of its own after the effect that
    // starts the bridge, and a click may come in between (a banner hydrated from the server's markup is
    // on screen, and clickable, before that).
    const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = g.IS_REACT_ACT_ENVIRONMENT;
    g.IS_REACT_ACT_ENVIRONMENT = false;
    const fake = fakeApi();
    calls = fake.calls;
    manager = createConsentManager();
    // The bridge subscribes to the manager in that effect; the click comes right after it, in the same task.
    const subscribe = manager.subscribe.bind(manager);
    let clicked = false;
    manager.subscribe = (listener) => {
      if (!clicked) {
        clicked = true;
        queueMicrotask(() => (document.querySelector('[data-consent-action="accept-all"]') as HTMLButtonElement).click());
      }
      return subscribe(listener);
    };
    const el = document.body.appendChild(document.createElement('div'));
    const root = createRoot(el);
    const props = { region: 'eu' as const, locale: 'en-US' as const, pathPrefix: '', navigate: () => undefined };
    try {
      root.render(
        <RemoteRoot props={props} catalogues={catalogues}>
          <ConsentRemote region="eu" locale="en-US" mainDomain="packhelp.com" api={fake.api} manager={manager} />
        </RemoteRoot>,
      );
      await waitFor(() => expect(clicked).toBe(true));
      await waitFor(() => expect(stored()).toMatchObject({ marketingAndAnalytics: true }));
      await waitFor(() => expect(records()).toHaveLength(1));
      expect(records()[0]!.body).toMatchObject({ consent_id: stored().consentId, acceptance_method: 'by-cta-click' });
      await waitFor(() => expect(tracks()).toHaveLength(1));
      const order = calls.map((c) => c.path);
      expect(order.indexOf('v1/emails/save_with_consents')).toBeLessThan(order.indexOf('v1/segment_proxies/track'));
    } finally {
      root.unmount();
      el.remove();
      g.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  describe('a click on the server’s banner the shell kept', () => {
    let stop: () => void;
    let server: HTMLElement;
    beforeEach(() => {
      // The server's markup of the banner before the remote has hydrated it: nothing listens to its buttons.
      server = document.body.appendChild(document.createElement('div'));
      server.id = 'ph-consent-ui';
      server.innerHTML = '<div data-app="consent"><button data-consent-action="accept-all">Accept all</button></div>';
      stop = keepEarlyBannerClicks(document, 'ph-consent-ui');
    });
    afterEach(() => {
      stop();
      takeEarlyBannerAction(window);
      server.remove();
    });

    it('is carried out once the UI can record it: the answer is stored, recorded once, and what it allows is tracked', async () => {
      server.querySelector('button')!.click();
      await renderConsent();
      await waitFor(() => expect(records()).toHaveLength(1));
      expect(stored()).toMatchObject({ marketingAndAnalytics: true, acceptanceMethod: 'by-cta-click' });
      expect(records()[0]!.body).toMatchObject({ consent_id: stored().consentId, acceptance_method: 'by-cta-click' });
      expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
      // The bridge was listening: the answer's own event, after the record.
      await waitFor(() => expect(tracks()).toHaveLength(1));
      expect(tracks()[0]!.body).toMatchObject({ event: 'Cookie Consent Updated' });
      expect(takeEarlyBannerAction(window)).toBeNull();
    });

    it('Change options opens the preferences', async () => {
      const button = server.querySelector('button')!;
      button.setAttribute('data-consent-action', 'change-options');
      button.click();
      await renderConsent();
      expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
      expect(stored()).toBeNull();
      expect(records()).toHaveLength(0);
    });
  });
});

describe('records on the server', () => {
  it('consentDisabled records one automatic acceptance for the visitor, and not again on the next page', async () => {
    localStorage.setItem(CONSENT_DISABLED_KEY, 'true');
    const { unmount } = await renderConsent();
    await waitFor(() => expect(records()).toHaveLength(1));
    expect(records()[0]!.body).toMatchObject({ acceptance_method: 'automatic', consent_id: 'consent-disabled', consents: expect.arrayContaining([{ name: 'cookies_advertising', value: 'granted', displayed_text: expect.any(String) }]) });
    unmount();
    manager.destroy();
    await renderConsent();
    await new Promise((r) => setTimeout(r, 50));
    expect(records()).toHaveLength(0);
  });

  it('a stored answer the current visitor has not recorded yet is recorded with its own method and id', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: true, advertising: false, policyVersion: 2, consentId: 'old-answer', acceptanceMethod: 'manual' }));
    await renderConsent();
    await waitFor(() => expect(records()).toHaveLength(1));
    expect(records()[0]!.body).toMatchObject({ consent_id: 'old-answer', acceptance_method: 'manual', policy_version: 2 });
  });

  it('tracking waits until the answer that allows it has been recorded', async () => {
    await renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(tracks()).toHaveLength(1));
    const order = calls.map((c) => c.path);
    expect(order.indexOf('v1/emails/save_with_consents')).toBeLessThan(order.indexOf('v1/segment_proxies/track'));
    expect(order.indexOf('v1/emails/save_with_consents')).toBeLessThan(order.indexOf('users/register_first_touch'));
  });
});

describe('preferences dialog', () => {
  it('has the allow/category/purpose/tools table with labelled switches and no switch for essential', async () => {
    await renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Change options' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Allow', 'Category', 'Purpose', 'Tools']);
    expect(within(dialog).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Essential', 'Functional', 'Marketing and analytics', 'Advertising']);
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked') ?? String((s as HTMLInputElement).checked))).toEqual(['false', 'false', 'false']);
    expect(within(dialog).getByRole('switch', { name: 'Allow Marketing and analytics' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: 'Allow Essential' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();
    expect(within(dialog).getByText('Google Analytics, RudderStack')).toBeInTheDocument();
  });

  it('Save stores and records the switches (method manual) and closes after the cover', async () => {
    await renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Change options' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Allow Marketing and analytics' }));
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored()).toMatchObject({ functional: false, marketingAndAnalytics: true, marketing: true, analytics: true, advertising: false });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(790);
    expect(records()[0]!.body).toMatchObject({ acceptance_method: 'manual', consents: expect.arrayContaining([{ name: 'cookies_marketing_and_analytics', value: 'granted', displayed_text: expect.any(String) }]) });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('Cancel asks for confirmation; Back keeps the unsaved switches; confirming returns to the banner', async () => {
    await renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Change options' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Allow Functional' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = screen.getByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Allow Functional' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('Escape follows the Cancel flow', async () => {
    await renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Change options' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });

  it('reopens on ph-cookie-consent-open with the stored answer and returns focus to the opener', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ essential: true, functional: true, marketingAndAnalytics: false, advertising: true, policyVersion: 2 }));
    await renderConsent();
    const opener = document.createElement('button');
    opener.textContent = 'Cookie settings';
    opener.addEventListener('click', () => dispatch(EVENTS.cookieConsentOpen, { source: 'footer' }));
    document.body.appendChild(opener);
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Allow Functional' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Allow Advertising' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Allow Marketing and analytics' })).not.toBeChecked();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});

describe('catalogues', () => {
  it('has every message in all 11 interface languages, translated', async () => {
    const en = await catalogues.en!();
    const enKeys = Object.keys(en).sort();
    for (const lang of ['cs', 'de', 'es', 'fr', 'it', 'pl', 'pt', 'sv', 'ro', 'nl'] as const) {
      const other = (await catalogues[lang]!()) as Record<string, string>;
      expect(Object.keys(other).sort()).toEqual(enKeys);
      expect(other['consent.banner.rejectAll']).not.toBe((en as Record<string, string>)['consent.banner.rejectAll']);
    }
  });

  it('the English catalogue is the source: it matches every defaultMessage', async () => {
    const { m } = await import('./ui/messages');
    const en = (await catalogues.en!()) as Record<string, string>;
    expect(Object.fromEntries(Object.values(m).map((d) => [d.id, d.defaultMessage]))).toEqual(en);
  });
});

describe('region-migration notice (docs/domain.md#regions-languages-and-routes)', () => {
  /** The page as a visitor from packhelp.cz sees it: packhelp.com?fromRegion=CZ. */
  const fromCzechSite = () =>
    new Proxy(window, {
      get(target, key) {
        if (key === 'location') return { ...window.location, search: '?fromRegion=CZ', hostname: 'www.packhelp.com', host: 'www.packhelp.com' };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });

  async function renderMigration() {
    const fake = fakeApi();
    calls = fake.calls;
    manager = createConsentManager();
    const win = fromCzechSite();
    const App = () => <ConsentRemote region="eu" locale="en-US" mainDomain="packhelp.com" api={fake.api} manager={manager} win={win} />;
    return renderRemote(App, catalogues, { path: '/', heading: false });
  }

  it('sends "Region Migration Modal Shown" (origin cz, target com) when the notice opens, once analytics is allowed', async () => {
    await renderMigration();
    expect(await screen.findByRole('dialog', { name: /Packhelp.cz is now Packhelp.com/ })).toBeInTheDocument();
    // Nothing leaves the page before the visitor allows analytics …
    expect(tracks()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue · Pokračovat' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    // … then the event of the notice's opening is delivered with its time of opening.
    await waitFor(() => expect(tracks().map((t) => t.body.event)).toContain('Region Migration Modal Shown'));
    expect(tracks().find((t) => t.body.event === 'Region Migration Modal Shown')!.body).toMatchObject({ properties: { origin: 'cz', target: 'com' }, anonymous_id: '7' });
  });

  it('sends it at once for a visitor who allowed analytics before', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ functional: true, marketingAndAnalytics: true, advertising: true, essential: true, consentId: 'c-1', policyVersion: 2 }));
    await renderMigration();
    expect(await screen.findByRole('dialog', { name: /Packhelp.cz is now Packhelp.com/ })).toBeInTheDocument();
    await waitFor(() => expect(tracks().map((t) => t.body.event)).toEqual(['Region Migration Modal Shown']));
  });
});

describe('region-migration notice on a landing page (the standalone element has no API)', () => {
  it('hands "Region Migration Modal Shown" to the analytics SDK, which holds it until consent', async () => {
    const w = window as unknown as { phAnalyticsConfig?: unknown; rudderanalytics?: unknown[] };
    w.phAnalyticsConfig = { writeKey: 'wk', dataPlaneUrl: 'https://dp.example' };
    try {
      manager = createConsentManager();
      const win = new Proxy(window, {
        get(target, key) {
          if (key === 'location') return { ...window.location, search: '?fromRegion=CZ', hostname: 'packhelp.com', host: 'packhelp.com' };
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      const App = () => <ConsentRemote region="eu" locale="en-US" mainDomain="packhelp.com" api={null} manager={manager} win={win} />;
      await renderRemote(App, catalogues, { path: '/', heading: false });
      expect(await screen.findByRole('dialog', { name: /Packhelp.cz is now Packhelp.com/ })).toBeInTheDocument();
      expect(w.rudderanalytics!.filter((call) => Array.isArray(call) && call[0] === 'track')).toEqual([['track', 'Region Migration Modal Shown', { origin: 'cz', target: 'com' }]]);
    } finally {
      delete w.phAnalyticsConfig;
      delete w.rudderanalytics;
      document.querySelectorAll('script[src*="rudderlabs"]').forEach((s) => s.remove());
    }
  });
});
