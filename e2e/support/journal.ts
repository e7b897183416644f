import type { BrowserContext, Page } from '@playwright/test';

/** At most this many lines are kept per test: a journey that loops on a failing request stays readable. */
const MAX_LINES = 400;

/** What a page's mount points and fields were when a test failed (read in the page). */
interface PageState {
  url: string;
  mountPoints: string[];
  fields: string[];
}

/**
 * What the browser did during a test: every console message (all levels), failed request and error
 * answer, and page load, each with the time since the test started. Printed only when the test fails,
 * with the state of each page's mount points (server markup, hydrating, live) and form fields, so a
 * failure that does not come back when run again (a CI run whose artefacts are gone) still says what
 * the page was doing. Playwright's trace says more, but it is recorded only on a retry.
 */
export function keepJournal(context: BrowserContext): { report(): Promise<string> } {
  const started = Date.now();
  const lines: string[] = [];
  let dropped = 0;
  const note = (text: string) => {
    if (lines.length >= MAX_LINES) {
      dropped += 1;
      return;
    }
    lines.push(`+${((Date.now() - started) / 1000).toFixed(2)}s ${text}`);
  };
  const watch = (page: Page) => {
    page.on('console', (msg) => note(`console.${msg.type()}: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`));
    page.on('pageerror', (err) => note(`pageerror: ${err.message}`));
    page.on('requestfailed', (req) => note(`request failed: ${req.method()} ${req.url()}: ${req.failure()?.errorText ?? '?'}`));
    page.on('response', (res) => {
      if (res.status() >= 400) note(`answer ${res.status()}: ${res.request().method()} ${res.url()}`);
    });
    page.on('load', () => note(`load: ${page.url()}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);

  const stateOf = (page: Page): Promise<PageState> =>
    page.evaluate(() => {
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} [${[...el.attributes]
          .filter((a) => a.name.startsWith('data-'))
          .map((a) => (a.value ? `${a.name}=${a.value}` : a.name))
          .join(' ')}]`;
      const mountPoints = [...document.querySelectorAll('#ph-header, #ph-page-body, #ph-footer, #ph-consent-ui, [data-app], [data-ssr], [data-hydrating], [data-from-server]')].map(describe);
      // Choices by what is chosen: a radio or checkbox that is not checked says nothing.
      const fields = [...document.querySelectorAll('select, textarea, input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), input:checked')]
        .slice(0, 30)
        .map((el) => {
          const field = el as HTMLInputElement;
          const label = field.labels?.[0]?.textContent?.trim() ?? field.name;
          const react = Object.keys(field).some((k) => k.startsWith('__reactProps$')) ? 'react' : 'markup';
          return `${label || field.id}: ${JSON.stringify(field.value)} (${react})`;
        });
      return { url: location.href, mountPoints, fields };
    });

  return {
    async report() {
      const states: string[] = [];
      for (const page of context.pages()) {
        const state = await Promise.race([
          stateOf(page).catch((err: unknown) => `(the page could not be read: ${err instanceof Error ? err.message : String(err)})`),
          new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer in 5 s)'), 5_000)),
        ]);
        states.push(
          typeof state === 'string'
            ? `page ${page.url()}: ${state}`
            : [`page ${state.url}`, `  mount points: ${state.mountPoints.join('; ') || 'none'}`, `  fields: ${state.fields.join('; ') || 'none'}`].join('\n'),
        );
      }
      return [...lines, ...(dropped ? [`(${dropped} more lines dropped)`] : []), ...states].join('\n');
    },
  };
}
