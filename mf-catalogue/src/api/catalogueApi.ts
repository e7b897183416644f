import { useMemo } from 'react';
import { PUBLIC_CATALOGUE_TOKEN, type ApiClient, type CatalogueContext } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { pageApiClient } from '@ph/session';
import { useIntl } from 'react-intl';

export interface CatalogueApi {
  client: ApiClient;
  ctx: CatalogueContext;
}

/** The page-wide API client and the catalogue context (API region, language, bearer token). */
export function useCatalogueApi(): CatalogueApi {
  const region = useRegion();
  const { locale } = useIntl();
  const lang = locale.slice(0, 2);
  return useMemo(
    () => ({
      client: pageApiClient(region.code),
      ctx: { region: region.apiRegion, lang, catalogueToken: PUBLIC_CATALOGUE_TOKEN },
    }),
    [region.code, region.apiRegion, lang],
  );
}
