import { loadMessages, mergeCatalogueLoaders, type CatalogueLoaders, type LocaleTag, type Messages } from '@ph/i18n';
import { apiErrorCatalogues } from '@ph/api-errors';
import { uiCatalogues } from '@ph/ui';

/**
 * An app's catalogue of a locale with the UI kit's, the API error messages (every remote calls the
 * API) and those of the packages it shows (the address form), each only in the active language: an
 * app's own ids win, so it may override a ui.* message.
 */
export function loadRemoteMessages(catalogues: CatalogueLoaders, locale: LocaleTag, packages: readonly CatalogueLoaders[] = []): Promise<Messages> {
  return loadMessages(mergeCatalogueLoaders(uiCatalogues, apiErrorCatalogues, ...packages, catalogues), locale);
}
