// The shell's server build (dist/server/render.cjs), which the edge server runs for every page
// (docs/architecture.md#server-rendering): the page's store, language and owning remote by the shell's
// own rules, and the frame's header as the browser's first render draws it, so bootstrap.tsx hydrates it.
import { createIntl } from 'react-intl';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { AppIntlProvider } from '@ph/i18n';
import { readCookie, REGION_COOKIE } from '@ph/remote-kit';
import { renderComplete, ServerHrefContext } from '@ph/remote-kit/server';
import { SERVER_RENDER_CONTRACT, enterServerEnvironment } from '@ph/contracts';
import { resolveShellContext, type ShellContext } from './context';
import { ownerOf } from './federation/routeOwner';
import { CONSENT_MOUNT_POINT } from './federation/mountPoints';
import { consentAnsweredIn } from '@ph/contracts/consent-cookie';
import { Frame } from './frame/Frame';
import { shellMessages } from './messages';

export const contract = SERVER_RENDER_CONTRACT;

/** What the edge needs of a page's context: plain data, as the browser's `resolveShellContext` makes it. */
export interface PageContext {
  region: ShellContext['region'];
  pathPrefix: string;
  locale: ShellContext['locale'];
  /** The remote that owns the address, null for the shell's "Page not found". */
  owner: string | null;
  /** `?locale=` named a language the store does not have (the page shows a notice). */
  localeRejected: boolean;
  /**
   * The applications mounted beside the route's own that the server renders too, by mount point
   * (federation/applications.ts): the consent banner, unless this browser has answered the policy.
   */
  alsoRender: { app: string; mountPoint: string }[];
}

export function pageContext(req: { hostname: string; pathname: string; search: string; cookie: string; pseudoLocale: boolean }): PageContext {
  const ctx = resolveShellContext(req, { pseudoLocale: req.pseudoLocale }, readCookie(REGION_COOKIE, req.cookie));
  return {
    region: ctx.region,
    pathPrefix: ctx.pathPrefix,
    locale: ctx.locale,
    owner: ownerOf(req.pathname, ctx),
    localeRejected: Boolean(ctx.rejectedLocale),
    alsoRender: consentAnsweredIn(req.cookie) ? [] : [{ app: 'consent', mountPoint: CONSENT_MOUNT_POINT }],
  };
}

/** The header as the browser's first render draws it (no visitor yet: no cart count, signed out), and the page's title. */
export async function renderFrame(page: PageContext, href: string): Promise<{ header: string; title: string }> {
  enterServerEnvironment({ apiBase: '' });
  const ctx: ShellContext = { region: page.region, pathPrefix: page.pathPrefix, locale: page.locale };
  const messages = await shellMessages(ctx.locale);
  const intl = createIntl({ locale: ctx.locale, messages: messages as Parameters<typeof createIntl>[0]['messages'], onError: () => undefined });
  const header = await renderComplete(
    // A store of its own per render: nothing a render reads may come from another visitor's.
    <JotaiProvider store={createStore()}>
      <AppIntlProvider locale={ctx.locale} messages={messages}>
        <ServerHrefContext.Provider value={href}>
          <Frame ctx={ctx} footer={null} />
        </ServerHrefContext.Provider>
      </AppIntlProvider>
    </JotaiProvider>,
    Date.now() + 1_000,
  );
  return { header, title: intl.formatMessage({ id: 'shell.documentTitle', defaultMessage: 'Packhelp — custom printed packaging' }) };
}
