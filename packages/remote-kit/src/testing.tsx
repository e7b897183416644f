import { useEffect, type ReactNode } from 'react';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { CatalogueLoaders, LocaleTag } from '@ph/i18n';
import { matchRoute, type RegionCode, type RouteId } from '@ph/region-config';
import type { RemoteMountProps } from '@ph/contracts';
import { RemoteRoot, type RemoteApp } from './RemoteRoot';

export interface RenderRemoteOptions {
  path?: string;
  region?: RegionCode;
  locale?: LocaleTag;
  pathPrefix?: string;
  /** As the remote's lifecycles pass them (e.g. `[addressFormCatalogues]`). */
  packageCatalogues?: readonly CatalogueLoaders[];
  /**
   * Also wait for the screen's `<h1>` (its data read answered). False for a remote that shows no heading
   * (the consent banner): waiting for one would only run into the timeout.
   */
  heading?: boolean;
}

/** Reports that RemoteRoot rendered its children: the active catalogue has loaded. */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(onMount, [onMount]);
  return children;
}

/**
 * Renders a remote's App exactly as its lifecycles do (same providers, real catalogues) at a
 * path, and waits until its messages are loaded and (unless `heading: false`) its heading is shown.
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
  let mounted = false;
  const onMount = () => {
    mounted = true;
  };
  const result = render(
    <RemoteRoot props={props} catalogues={catalogues} {...(o.packageCatalogues ? { packageCatalogues: o.packageCatalogues } : {})}>
      <Mounted onMount={onMount}>
        <App {...props} />
      </Mounted>
    </RemoteRoot>,
  );
  await waitFor(() => {
    if (!mounted) throw new Error("the remote's messages did not load");
  });
  if (o.heading !== false) await screen.findByRole('heading', { level: 1 }).catch(() => undefined);
  return Object.assign(result, { navigations });
}

/** Where a link of a rendering leads in a store: the route it opens, or null for an address the store does not route. */
export interface RenderedLink {
  href: string;
  text: string;
  route: RouteId | null;
  params: Record<string, string>;
}

/**
 * Every same-site link inside `container`, with the route of the store it opens (null when no route of
 * the store's table answers it: the shell would say "Page not found").
 */
export function renderedLinks(container: ParentNode, region: RegionCode): RenderedLink[] {
  return [...container.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .map((a) => ({ a, url: new URL(a.getAttribute('href') ?? '', 'http://localhost') }))
    .filter(({ url }) => url.origin === 'http://localhost')
    .map(({ a, url }) => {
      const match = matchRoute(url.pathname, region);
      return { href: `${url.pathname}${url.search}`, text: a.textContent ?? '', route: match?.route.id ?? null, params: match?.params ?? {} };
    });
}
