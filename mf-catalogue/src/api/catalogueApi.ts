import { useMemo } from 'react';
import type { ApiClient, CatalogueContext } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { pageApiClient } from '@ph/session';
import { useIntl } from 'react-intl';

const DEV_CATALOGUE_TOKEN = 'dev-public-catalogue-token';

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
      ctx: { region: region.apiRegion, lang, catalogueToken: process.env.PH_PUBLIC_CATALOGUE_TOKEN ?? DEV_CATALOGUE_TOKEN },
    }),
    [region.code, region.apiRegion, lang],
  );
}
