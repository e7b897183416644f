import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router';
import { AppIntlProvider, RegionProvider, type CatalogueLoaders, type Messages } from '@ph/i18n';
import { phStore, type RemoteMountProps } from '@ph/contracts';
import { Spinner, uiMessagesFor } from '@ph/ui';
import { loadRemoteMessages } from './messages';
import { MountPropsContext } from './mount-props';

interface Props {
  props: RemoteMountProps;
  catalogues: CatalogueLoaders;
  children: ReactNode;
}

/**
 * Everything a remote's screens may rely on: the shared jotai store, region, locale with the
 * active catalogue only, and a router that follows the address bar shared with single-spa.
 */
export function RemoteRoot({ props, catalogues, children }: Props) {
  const [messages, setMessages] = useState<Messages | null>(null);

  useEffect(() => {
    let alive = true;
    void loadRemoteMessages(catalogues, props.locale).then((m) => {
      if (alive) setMessages(m);
    });
    return () => {
      alive = false;
    };
  }, [catalogues, props.locale]);

  if (!messages) {
    // The UI kit's own strings are bundled, so the spinner is announced in the right language.
    return (
      <AppIntlProvider locale={props.locale} messages={uiMessagesFor(props.locale)}>
        <Spinner />
      </AppIntlProvider>
    );
  }
  return (
    <JotaiProvider store={phStore}>
      <RegionProvider region={props.region}>
        <AppIntlProvider locale={props.locale} messages={messages}>
          <MountPropsContext.Provider value={props}>
            <BrowserRouter>{children}</BrowserRouter>
          </MountPropsContext.Provider>
        </AppIntlProvider>
      </RegionProvider>
    </JotaiProvider>
  );
}

export type RemoteApp = ComponentType<RemoteMountProps>;
