// The catalogue's server entry (dist/server/render.cjs): the edge server renders the catalogue's routes
// with it (docs/architecture.md#server-rendering); the browser then hydrates them with ./lifecycles.
import { createServerEntry } from '@ph/remote-kit/server';
import { App } from './App';
import { catalogues, packageCatalogues } from './messages';

export const { contract, name, render } = createServerEntry({ name: 'catalogue', App, catalogues, packageCatalogues });
