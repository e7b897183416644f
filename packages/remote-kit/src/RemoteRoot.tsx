import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { AppIntlProvider, RegionProvider, type CatalogueLoaders, type Messages } from '@ph/i18n';
import { phStore, type RemoteMountProps } from '@ph/contracts';
import { loadUiMessages, Spinner } from '@ph/ui';
import { loadRemoteMessages } from './messages';
import { MountPropsContext } from './mount-props';
import { ServerHrefContext } from './router';
import { SsrLoadsContext, type HydrationLoads, type ServerLoads } from './ssrData';

interface Props {
  props: RemoteMountProps;
  catalogues: CatalogueLoaders;
  /** Catalogues of packages whose components the remote shows (e.g. `addressFormCatalogues`). */
  packageCatalogues?: readonly CatalogueLoaders[];
  children: ReactNode;
  /**
   * A server render, and the browser hydrating one: the catalogue is already loaded (the first render
   * must be the page's markup, not a spinner) and the answers of the server's reads.
   */
  rendered?: { messages: Messages; loads: ServerLoads | HydrationLoads; href?: string };
}

/**
 * Everything a remote's screens may rely on: the shared jotai store, region, locale with the
 * active catalogue only. The address bar (shared with single-spa) is read with ./router's hooks,
 * which need no provider.
 */
export function RemoteRoot({ props, catalogues, packageCatalogues, children, rendered }: Props) {
  const [messages, setMessages] = useState<Messages | null>(rendered?.messages ?? null);
  const [spinnerMessages, setSpinnerMessages] = useState<Messages | null>(null);
  // The locale the page was rendered in already has its catalogue: nothing to load for it.
  const renderedIn = useRef(rendered ? props.locale : null);

  useEffect(() => {
    if (renderedIn.current === props.locale) {
      renderedIn.current = null;
      return undefined;
    }
    let alive = true;
    // The UI kit's catalogue is small and arrives first, so the spinner speaks the page's language.
    void loadUiMessages(props.locale).then((m) => alive && setSpinnerMessages(m));
    void loadRemoteMessages(catalogues, props.locale, packageCatalogues).then((m) => alive && setMessages(m));
    return () => {
      alive = false;
    };
  }, [catalogues, packageCatalogues, props.locale]);

  if (!messages) {
    return spinnerMessages ? (
      <AppIntlProvider locale={props.locale} messages={spinnerMessages}>
        <Spinner />
      </AppIntlProvider>
    ) : null;
  }
  return (
    <JotaiProvider store={phStore}>
      <RegionProvider region={props.region}>
        <AppIntlProvider locale={props.locale} messages={messages}>
          <MountPropsContext.Provider value={props}>
            <SsrLoadsContext.Provider value={rendered?.loads ?? null}>
              <ServerHrefContext.Provider value={rendered?.href ?? null}>{children}</ServerHrefContext.Provider>
            </SsrLoadsContext.Provider>
          </MountPropsContext.Provider>
        </AppIntlProvider>
      </RegionProvider>
    </JotaiProvider>
  );
}

export type RemoteApp = ComponentType<RemoteMountProps>;
