import { createRemoteLifecycles } from '@ph/remote-kit';
import { App } from './App';
import { catalogues } from './messages';

export const lifecycles = createRemoteLifecycles({ App, catalogues });
export const { bootstrap, mount, unmount } = lifecycles;
