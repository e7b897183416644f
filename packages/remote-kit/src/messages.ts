import { loadCatalogue, mergeCatalogueLoaders, type CatalogueLoaders, type LocaleTag, type Messages } from '@ph/i18n';
import { apiErrorCatalogues } from '@ph/api-errors';
import { uiCatalogues } from '@ph/ui';

/**
 * Merged catalogues, by the app's loaders, the packages' list and the locale. A server build renders a page
 * per request, and merging the UI kit's, the API errors' and the app's catalogues (a few thousand ids) on each
 * one was a twentieth of a product page's render; a catalogue does not change while its build runs.
 */
const merged = new WeakMap<CatalogueLoaders, Map<string, Promise<Messages>>>();
/** A number per packages' loaders object, so that a list written out at each call (`[address]`) is one key. */
const loaderIds = new WeakMap<CatalogueLoaders, number>();
let nextLoaderId = 0;
function loaderId(loaders: CatalogueLoaders): number {
  let id = loaderIds.get(loaders);
  if (id === undefined) loaderIds.set(loaders, (id = (nextLoaderId += 1)));
  return id;
}

/**
 * An app's catalogue of a locale with the UI kit's, the API error messages (every remote calls the
 * API) and those of the packages it shows (the address form), each only in the active language: an
 * app's own ids win, so it may override a ui.* message. The same call answers the same object (treat
 * it as read-only); a catalogue some part of which failed to load is loaded again on the next call.
 */
export function loadRemoteMessages(catalogues: CatalogueLoaders, locale: LocaleTag, packages: readonly CatalogueLoaders[] = []): Promise<Messages> {
  let known = merged.get(catalogues);
  if (!known) merged.set(catalogues, (known = new Map()));
  const key = `${packages.map(loaderId).join(',')}|${locale}`;
  const cached = known.get(key);
  if (cached) return cached;
  const forget = known;
  const loading = loadCatalogue(mergeCatalogueLoaders(uiCatalogues, apiErrorCatalogues, ...packages, catalogues), locale).then(
    ({ messages, complete }) => {
      // Fallen back because a chunk was lost (a bad network): used this once, loaded again next time.
      if (!complete) forget.delete(key);
      return messages;
    },
    (error: unknown) => {
      forget.delete(key);
      throw error;
    },
  );
  known.set(key, loading);
  return loading;
}
