import { loadMessages, type CatalogueLoaders, type LocaleTag, type Messages } from '@ph/i18n';
import { uiMessagesFor } from '@ph/ui';

/** The shared UI kit's strings under the app's own: an app may override a ui.* message. */
export async function loadRemoteMessages(catalogues: CatalogueLoaders, locale: LocaleTag): Promise<Messages> {
  const own = await loadMessages(catalogues, locale);
  return { ...uiMessagesFor(locale), ...own };
}
