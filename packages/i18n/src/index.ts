export {
  LOCALE_TAGS,
  LANGS,
  DEFAULT_LOCALE,
  FALLBACK_LANG,
  LOCALE_QUERY_PARAM,
  UnknownLanguageError,
  isLocaleTag,
  parseLocale,
  resolveLocale,
  langOf,
  type LocaleTag,
  type PseudoLocaleOption,
  type Lang,
} from './locale';
export { loadCatalogue, loadMessages, mergeCatalogueLoaders, type Message, type Messages, type CatalogueLoaders, type LoadedCatalogue } from './messages';
export { PSEUDO_LOCALE, QA_SETTINGS_KEY, pseudoLocaleAllowedBy, type PseudoLocale } from './pseudo';
export { AppIntlProvider, type AppIntlProviderProps } from './AppIntlProvider';
export { RegionProvider, useRegion, useFormatMoney, useRoutePath, type RegionProviderProps } from './region';
