import React, { useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppIntlProvider, type CatalogueLoaders, type Messages } from '@ph/i18n';
import { ssrDataId, type RemoteMountProps } from '@ph/contracts';
import { ErrorPanel, loadUiMessages } from '@ph/ui';
import { RemoteRoot, type RemoteApp } from './RemoteRoot';
import { appRelease, describeRelease } from './release';
import { loadRemoteMessages } from './messages';
import { hydrationLoads } from './ssrData';
import { startHydration } from '@ph/contracts/early-clicks';
import { FinishHydration } from './finishHydration';
import { hydrateInSlices } from './hydrateInSlices';
import { loadedHref } from './router';

export interface RemoteLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

/** What the shell hands to single-spa as custom props, plus single-spa's own. */
type MountedProps = RemoteMountProps & { name: string };

/**
 * A crash inside a remote stays inside its mount point: the frame and other remotes keep working.
 * The report names the release that crashed (console, and `data-release` on the panel), so whoever
 * reads it knows which build to roll back or fix.
 */
export function CrashPanel({ locale, error }: { locale: RemoteMountProps['locale']; error: unknown }) {
  const release = describeRelease(appRelease());
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    console.error(`${release} crashed`, error);
  }, [release, error]);
  useEffect(() => {
    let alive = true;
    void loadUiMessages(locale).then((m) => alive && setMessages(m));
    return () => {
      alive = false;
    };
  }, [locale]);
  return (
    <div data-release={release}>
      {messages ? (
        <AppIntlProvider locale={locale} messages={messages}>
          <ErrorPanel onRetry={() => window.location.reload()} />
        </AppIntlProvider>
      ) : null}
    </div>
  );
}

/** What the shell's mount hands a root that hydrates the server's markup. */
type Rendered = NonNullable<Parameters<typeof RemoteRoot>[0]['rendered']>;

/** The answers a server render put into the page for this application (`ph-ssr-<name>`), or none. */
function pageLoads(name: string): Record<string, unknown> {
  const text = document.getElementById(ssrDataId(name))?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** single-spa lifecycles for a remote, exposed as `./lifecycles`. */
export function createRemoteLifecycles(opts: { App: RemoteApp; catalogues: CatalogueLoaders; packageCatalogues?: readonly CatalogueLoaders[] }): RemoteLifecycles {
  function Root(props: MountedProps & { rendered?: Rendered; hydratedInto?: HTMLElement }) {
    const { App } = opts;
    const { rendered, hydratedInto, ...mountProps } = props;
    const root = (
      <RemoteRoot
        props={mountProps}
        catalogues={opts.catalogues}
        {...(opts.packageCatalogues ? { packageCatalogues: opts.packageCatalogues } : {})}
        {...(rendered ? { rendered } : {})}
      >
        <App {...mountProps} />
      </RemoteRoot>
    );
    return hydratedInto ? <FinishHydration container={hydratedInto}>{root}</FinishHydration> : root;
  }
  // Read by single-spa-react when it mounts, right after `mount` below has decided.
  let hydrating = false;
  // A mismatch between the server's markup and the browser's first render is recoverable (React renders
  // the part again) but is a bug: it is reported with the component that differed, so it can be found.
  const client = {
    ...ReactDOMClient,
    hydrateRoot: (container: Element, node: React.ReactNode) =>
      hydrateInSlices(container, node, {
        onRecoverableError: (error, info) =>
          console.error(`${describeRelease(appRelease())}: the server's markup did not match the browser's first render (hydration)`, error, info.componentStack),
      }),
  };
  const react = singleSpaReact<MountedProps & { rendered?: Rendered }>({
    React,
    ReactDOMClient: client,
    rootComponent: Root,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (err: Error, _info: React.ErrorInfo, props: MountedProps) => <CrashPanel locale={props.locale} error={err} />,
  }) as unknown as RemoteLifecycles; // single-spa-react types lifecycles per props; the shell only needs the shape
  return {
    ...react,
    mount: async (props: object) => {
      const p = props as MountedProps & { domElement?: HTMLElement };
      const el = p.domElement;
      // The server rendered this mount point (data-ssr): hydrate it, once, with the catalogue and the
      // answers it was rendered with. A later mount (the shopper came back to this remote) renders anew.
      if (el?.dataset.ssr !== undefined) {
        // Clicks on it are kept until the hydration has committed (FinishHydration).
        startHydration(el);
        const messages = await loadRemoteMessages(opts.catalogues, p.locale, opts.packageCatalogues);
        const href = loadedHref();
        const rendered: Rendered = { messages, loads: hydrationLoads(pageLoads(p.name)), ...(href === null ? {} : { href }) };
        hydrating = true;
        const mounted = react.mount({ ...p, rendered, hydratedInto: el });
        hydrating = false;
        return mounted;
      }
      return react.mount(props);
    },
  };
}
