import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { AppIntlProvider, pseudoLocaleAllowedBy } from '@ph/i18n';
import { Provider as JotaiProvider } from 'jotai';
import { bindCartEvents, phStore } from '@ph/contracts';
import { getRegionConfig } from '@ph/region-config';
import { captureArrival, ensureSession, HANDOFF_PARAM, pageApiClient, syncCartSummary, takeHandoff } from '@ph/session';
import { injectFontFaces, interFontCss } from '@ph/ui/fonts';
import { resolveShellContext } from './context';
import { shellMessages } from './messages';
import { Frame } from './frame/Frame';
import { loadComposition } from './federation/composition';
import { inlineRemotesDocument } from './federation/remotes';
import { startApplications } from './federation/applications';
import { mountDevtools } from './devtools/mount';
import { startHydration } from '@ph/contracts/early-clicks';
import { FinishHydration, hydrateInSlices, loadedHref, ServerHrefContext, yieldToMain } from '@ph/remote-kit';

async function main(): Promise<void> {
  // Only the host can allow the pseudo-locale (remotes.json `$qa`), and only through the table it
  // writes into the page: the locale is decided before remotes.json could be fetched.
  const ctx = resolveShellContext(window.location, { pseudoLocale: pseudoLocaleAllowedBy(inlineRemotesDocument()?.settings) });
  document.documentElement.lang = ctx.locale;
  if (ctx.rejectedLocale) console.warn(ctx.rejectedLocale.error.message);
  // The store's typeface (self-hosted Inter; index.html preloads its two latin files).
  injectFontFaces(document, interFontCss());
  bindCartEvents();
  // A referrer's code and a partner key in the address are kept for the visit (docs/domain.md#referrals).
  captureArrival();
  const client = pageApiClient(ctx.region);
  // Opened from a QR code: take over the visitor's session first, so the header and the remotes read
  // that visitor's cart (a normal page load has no code and waits for nothing).
  if (new URLSearchParams(window.location.search).has(HANDOFF_PARAM)) await takeHandoff(client);
  void syncCartSummary(client, getRegionConfig(ctx.region).currency);
  // A returning visitor's session is read once, so the header knows a signed-in shopper (account
  // menu with sign-out) on every page; a first visit creates nothing until a remote needs it.
  if (client.tokens.get()) void ensureSession(client).catch((err: unknown) => console.warn('the session could not be read', err));

  const header = document.getElementById('ph-header');
  const footer = document.getElementById('ph-footer');
  if (!header || !footer) throw new Error('index.html lacks the page frame');
  const messages = await shellMessages(ctx.locale);
  // The start runs in pieces, each its own task (yieldToMain): the first Intl formatter of the page
  // (ICU's data for the language), the header's hydration and the composition's start together blocked
  // a slow phone for well over 50 ms (docs/performance.md).
  await yieldToMain();
  // Formatted, not read: in a production bundle the catalogue holds compiled messages.
  const intl = createIntl({ locale: ctx.locale, messages: messages as Parameters<typeof createIntl>[0]['messages'], onError: () => undefined });
  document.title = intl.formatMessage({ id: 'shell.documentTitle', defaultMessage: 'Packhelp — custom printed packaging' });
  const frame = (
    <JotaiProvider store={phStore}>
      <AppIntlProvider locale={ctx.locale} messages={messages}>
        <Frame ctx={ctx} footer={footer} announcements={document.getElementById('ph-announcements')} />
      </AppIntlProvider>
    </JotaiProvider>
  );
  await yieldToMain();
  if (header.dataset.ssr !== undefined) {
    // The edge rendered the header (docs/architecture.md#server-rendering): it is on screen already and
    // hydrates without holding anything back.
    startHydration(header);
    // Hydrated as the address the edge rendered, the one the page was loaded at (the bootstrap may have
    // tidied the address bar since); the navigation then shows where the bar is.
    const served = <ServerHrefContext.Provider value={loadedHref()}>{frame}</ServerHrefContext.Provider>;
    hydrateInSlices(header, <FinishHydration container={header}>{served}</FinishHydration>, {
      // Recoverable (React renders the header again) but a bug: reported with the component that differed.
      onRecoverableError: (error, info) => console.error(`the header's server markup did not match the browser's first render (hydration)`, error, info.componentStack),
    });
  } else {
    // The frame is committed before any remote can mount: with the remote table inline in the page and
    // the remote's code preloaded, a page body could otherwise paint first and be pushed down by the
    // header (layout shift).
    flushSync(() => createRoot(header).render(frame));
  }

  await yieldToMain();
  try {
    const composition = await loadComposition('/remotes.json');
    startApplications(ctx, composition.remotes);
    mountDevtools(ctx, composition);
  } catch (err) {
    // Without remotes.json the frame still works; the body says what happened.
    console.warn('remotes.json could not be loaded', err);
    const body = document.getElementById('ph-page-body');
    if (body) {
      const p = document.createElement('p');
      p.setAttribute('role', 'alert');
      p.textContent = intl.formatMessage({ id: 'shell.remotesFailed', defaultMessage: 'The store could not load its configuration. Please try again in a moment.' });
      body.appendChild(p);
    }
  }
}

void main();
