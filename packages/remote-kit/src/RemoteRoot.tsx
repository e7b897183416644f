import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { AppIntlProvider, RegionProvider, type CatalogueLoaders, type Messages } from '@ph/i18n';
import { phStore, type RemoteMountProps } from '@ph/contracts';
import { loadUiMessages, Spinner } from '@ph/ui';
import { loadRemoteMessages } from './messages';
import { MountPropsContext } from './mount-props';

interface Props {
  props: RemoteMountProps;
  catalogues: CatalogueLoaders;
  /** Catalogues of packages whose components the remote shows (e.g. `addressFormCatalogues`). */
  packageCatalogues?: readonly CatalogueLoaders[];
  children: ReactNode;
}

/**
 * Everything a remote's screens may rely on: the shared jotai store, region, locale with the
 * active catalogue only. The address bar (shared with single-spa) is read with ./router's hooks,
 * which need no provider.
 */
export function RemoteRoot({ props, catalogues, packageCatalogues, children }: Props) {
  const [messages, setMessages] = useState<Messages | null>(null);
  const [spinnerMessages, setSpinnerMessages] = useState<Messages | null>(null);

  useEffect(() => {
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
            {children}
          </MountPropsContext.Provider>
        </AppIntlProvider>
      </RegionProvider>
    </JotaiProvider>
  );
}

export type RemoteApp = ComponentType<RemoteMountProps>;
