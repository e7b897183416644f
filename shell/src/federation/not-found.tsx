import { createRoot, type Root } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { AppIntlProvider } from '@ph/i18n';
import { routePath } from '@ph/region-config';
import type { ShellContext } from '../context';
import { shellMessages } from '../messages';

function NotFound({ home }: { home: string }) {
  return (
    <section aria-labelledby="ph-not-found-title">
      <h1 id="ph-not-found-title">
        <FormattedMessage id="shell.notFound.title" defaultMessage="Page not found" />
      </h1>
      <p>
        <FormattedMessage id="shell.notFound.message" defaultMessage="There is no page at this address." />
      </p>
      <a href={home}>
        <FormattedMessage id="shell.notFound.home" defaultMessage="Go to products" />
      </a>
    </section>
  );
}

/** The shell's own page for an address no remote owns. */
export function notFoundLifecycles(ctx: ShellContext) {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement?: HTMLElement }) => {
      if (!props.domElement) return;
      root = createRoot(props.domElement);
      const messages = await shellMessages(ctx.locale);
      root.render(
        <AppIntlProvider locale={ctx.locale} messages={messages}>
          <NotFound home={routePath('productSelect', ctx.region)} />
        </AppIntlProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
