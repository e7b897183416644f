import { createRemoteLifecycles } from '@ph/remote-kit';
import { App } from './App';
import { catalogues, packageCatalogues } from './messages';

export const lifecycles = createRemoteLifecycles({ App, catalogues, packageCatalogues });
export const { bootstrap, mount, unmount } = lifecycles;
