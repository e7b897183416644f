import { createRoot, type Root } from 'react-dom/client';
import { AppIntlProvider } from '@ph/i18n';
import type { ShellContext } from '../context';
import { shellMessages } from '../messages';
import type { RemoteKey } from './remotes';
import { SectionUnavailable } from './SectionUnavailable';
import { finishHydration } from '@ph/contracts/early-clicks';

interface LifecycleProps {
  domElement?: HTMLElement;
}

/**
 * Lifecycles that stand in for a remote that could not be loaded (down, 404, throwing on
 * evaluation): the section shows a panel with a retry button, everything else keeps working.
 */
export function unavailableLifecycles(key: RemoteKey, ctx: ShellContext, retry: (key: RemoteKey) => void) {
  const roots = new WeakMap<HTMLElement, Root>();
  return {
    bootstrap: async () => undefined,
    mount: async (props: LifecycleProps) => {
      const el = props.domElement;
      if (!el) return;
      // The server's markup, if any, is replaced: the mount point is live (its kept clicks are dropped).
      finishHydration(el, { replay: false });
      const root = createRoot(el);
      roots.set(el, root);
      const messages = await shellMessages(ctx.locale);
      root.render(
        <AppIntlProvider locale={ctx.locale} messages={messages}>
          <div data-testid={`unavailable-${key}`}>
            <SectionUnavailable onRetry={() => retry(key)} />
          </div>
        </AppIntlProvider>,
      );
    },
    unmount: async (props: LifecycleProps) => {
      const el = props.domElement;
      if (!el) return;
      roots.get(el)?.unmount();
      roots.delete(el);
    },
  };
}
