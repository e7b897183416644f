import { langOf, loadMessages, type CatalogueLoaders, type LocaleTag, type Messages } from '@ph/i18n';
import { uiMessages } from '@ph/ui';

/** The shared UI kit's strings under the app's own: an app may override a ui.* message. */
export async function loadRemoteMessages(catalogues: CatalogueLoaders, locale: LocaleTag): Promise<Messages> {
  const own = await loadMessages(catalogues, locale);
  const lang = langOf(locale);
  const ui = (uiMessages as Partial<Record<string, Messages>>)[lang] ?? uiMessages.en;
  return { ...ui, ...own };
}
