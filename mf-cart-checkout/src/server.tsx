// The cart and checkout's server entry (dist/server/render.cjs): the edge server renders the cart's
// routes with it (docs/architecture.md#server-rendering). Nothing a visitor owns is read on the server
// (there is no session there): the cart's frame comes with the page, its lines load in the browser.
import { createServerEntry } from '@ph/remote-kit/server';
import { addressFormCatalogues } from '@ph/address-form';
import { App } from './App';
import { catalogues } from './messages';

export const { contract, name, render } = createServerEntry({ name: 'cart-checkout', App, catalogues, packageCatalogues: [addressFormCatalogues] });
