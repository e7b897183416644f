// The store's own language (the default of what it answers).
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { Language } from './constants';

export function defaultLanguage(region: RegionCode): Language {
  return getRegionConfig(region).locale;
}
