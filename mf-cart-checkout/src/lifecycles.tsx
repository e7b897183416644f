import { createRemoteLifecycles } from '@ph/remote-kit';
import { addressFormCatalogues } from '@ph/address-form';
import { App } from './App';
import { catalogues } from './messages';

export const lifecycles = createRemoteLifecycles({ App, catalogues, packageCatalogues: [addressFormCatalogues] });
export const { bootstrap, mount, unmount } = lifecycles;
