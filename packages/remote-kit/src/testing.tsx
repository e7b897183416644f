import { render, screen, type RenderResult } from '@testing-library/react';
import type { CatalogueLoaders, LocaleTag } from '@ph/i18n';
import type { RegionCode } from '@ph/region-config';
import type { RemoteMountProps } from '@ph/contracts';
import { RemoteRoot, type RemoteApp } from './RemoteRoot';

export interface RenderRemoteOptions {
  path?: string;
  region?: RegionCode;
  locale?: LocaleTag;
  pathPrefix?: string;
  /** As the remote's lifecycles pass them (e.g. `[addressFormCatalogues]`). */
  packageCatalogues?: readonly CatalogueLoaders[];
}

/**
 * Renders a remote's App exactly as its lifecycles do (same providers, real catalogues) at a
 * path, and waits until its messages are loaded.
 */
export async function renderRemote(
  App: RemoteApp,
  catalogues: CatalogueLoaders,
  o: RenderRemoteOptions = {},
): Promise<RenderResult & { navigations: string[] }> {
  window.history.replaceState(null, '', o.path ?? '/');
  const navigations: string[] = [];
  const props: RemoteMountProps = {
    region: o.region ?? 'eu',
    locale: o.locale ?? 'en-US',
    pathPrefix: o.pathPrefix ?? '',
    navigate: (to) => navigations.push(to),
  };
  const result = render(
    <RemoteRoot props={props} catalogues={catalogues} {...(o.packageCatalogues ? { packageCatalogues: o.packageCatalogues } : {})}>
      <App {...props} />
    </RemoteRoot>,
  );
  await screen.findByRole('heading', { level: 1 }).catch(() => undefined);
  return Object.assign(result, { navigations });
}
