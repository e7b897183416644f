import React, { useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppIntlProvider, type CatalogueLoaders, type Messages } from '@ph/i18n';
import type { RemoteMountProps } from '@ph/contracts';
import { ErrorPanel, loadUiMessages } from '@ph/ui';
import { RemoteRoot, type RemoteApp } from './RemoteRoot';
import { appRelease, describeRelease } from './release';

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

/** single-spa lifecycles for a remote, exposed as `./lifecycles`. */
export function createRemoteLifecycles(opts: { App: RemoteApp; catalogues: CatalogueLoaders; packageCatalogues?: readonly CatalogueLoaders[] }): RemoteLifecycles {
  function Root(props: MountedProps) {
    const { App } = opts;
    return (
      <RemoteRoot props={props} catalogues={opts.catalogues} {...(opts.packageCatalogues ? { packageCatalogues: opts.packageCatalogues } : {})}>
        <App {...props} />
      </RemoteRoot>
    );
  }
  return singleSpaReact<MountedProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (err: Error, _info: React.ErrorInfo, props: MountedProps) => <CrashPanel locale={props.locale} error={err} />,
  }) as unknown as RemoteLifecycles; // single-spa-react types lifecycles per props; the shell only needs the shape

}
