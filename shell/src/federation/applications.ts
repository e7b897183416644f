import {
  getAppStatus,
  navigateToUrl,
  registerApplication,
  start,
  triggerAppChange,
  unloadApplication,
  type LifeCycles,
} from 'single-spa';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { EVENTS, type RemoteMountProps } from '@ph/contracts';
import { CONSENT_EARLY_ACTION_EVENT, earlyBannerActionWaiting } from '@ph/contracts/consent-banner';
import type { ShellContext } from '../context';
import { federationName, type RemoteKey, type RemotesManifest } from './remotes';
import { retryPlugin, unavailableRemotePlugin } from './plugins';
import { unavailableLifecycles } from './unavailable';
import { notFoundLifecycles } from './not-found';
import { ownerOf } from './routeOwner';
import { CONSENT_MOUNT_POINT, PAGE_MOUNT_POINT } from './mountPoints';
import { LIFECYCLES_EXPOSE, PAGE_REMOTES, remoteModuleId } from './requirements';
import { describeRelease, recordRemoteFailure, releasePlugin } from './releases';
import { setLifecycleBudgets } from './lifecycleBudgets';

type ShellProps = RemoteMountProps & { domElement: HTMLElement };

function slot(mountPointId: string, name: string): HTMLElement {
  const mountPoint = document.getElementById(mountPointId);
  if (!mountPoint) throw new Error(`Page frame has no mount point #${mountPointId}`);
  const existing = mountPoint.querySelector<HTMLElement>(`[data-app="${name}"]`);
  if (existing) return existing;
  const el = document.createElement('div');
  el.dataset.app = name;
  mountPoint.appendChild(el);
  return el;
}

/**
 * When mf-consent mounts: after the page's first render, not with it (issue 18). Its ~36 KB of
 * JavaScript would otherwise share the first load with the route's own code, and nothing on the first
 * paint needs it: analytics wait for an answer in any case (@ph/analytics holds events until the
 * stored consent allows them, and the analytics SDK is loaded only by mf-consent). It becomes due
 *   - when single-spa has mounted the page's first application (the route's remote, its
 *     "unavailable" notice, or the not-found page), on the next idle moment, so the banner still
 *     shows within the first second or two;
 *   - at once when "Cookie settings" is clicked before that (@ph/contracts keeps the request pending,
 *     and the consent UI honours it when it mounts), or a button of the banner the server rendered
 *     (index.ts keeps the click, @ph/contracts/consent-banner, and the consent UI carries it out);
 *   - after CONSENT_LATEST_MS in any case, so a route whose remote hangs still gets its banner.
 */
export const CONSENT_LATEST_MS = 4000;

export function consentAfterFirstRender(): () => boolean {
  let due = false;
  const makeDue = () => {
    if (due) return;
    due = true;
    window.removeEventListener(EVENTS.cookieConsentOpen, makeDue);
    window.removeEventListener(CONSENT_EARLY_ACTION_EVENT, makeDue);
    window.clearTimeout(latest);
    void triggerAppChange();
  };
  const latest = window.setTimeout(makeDue, CONSENT_LATEST_MS);
  window.addEventListener(EVENTS.cookieConsentOpen, makeDue);
  window.addEventListener(CONSENT_EARLY_ACTION_EVENT, makeDue);
  // Clicked before single-spa started: due from the start.
  if (earlyBannerActionWaiting(window)) due = true;
  window.addEventListener(
    'single-spa:first-mount',
    () => {
      // requestIdleCallback is missing in Safari; a macrotask is enough there.
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(makeDue, { timeout: 1000 });
      else setTimeout(makeDue, 0);
    },
    { once: true },
  );
  return () => due;
}

export function startApplications(ctx: ShellContext, remotes: RemotesManifest): void {
  const entries = Object.entries(remotes).map(([key, entry]) => ({
    name: federationName(key as RemoteKey),
    entry,
  }));
  registerRemotes(entries);

  const retry = (key: RemoteKey) => {
    // Forget the failed container so the next load fetches the manifest again.
    registerRemotes([{ name: federationName(key), entry: remotes[key] }], { force: true });
    void unloadApplication(key, { waitForUnmount: false }).then(() => triggerAppChange());
  };
  registerPlugins([
    retryPlugin(),
    releasePlugin(),
    unavailableRemotePlugin((key, error) => {
      // The report names the release that failed, so whoever reads it knows which build to look at.
      const entry = recordRemoteFailure(key);
      console.warn(`${key} is unavailable: ${entry?.release ? describeRelease(entry.release) : 'release unknown'} from ${entry?.manifest ?? '?'}`, error);
      return unavailableLifecycles(key, ctx, retry);
    }),
  ]);

  const props = (name: string, mountPointId: string): ShellProps => ({
    region: ctx.region,
    locale: ctx.locale,
    pathPrefix: ctx.pathPrefix,
    navigate: (to: string) => navigateToUrl(to),
    domElement: slot(mountPointId, name),
  });

  const load = async (key: RemoteKey): Promise<LifeCycles<ShellProps>> => {
    const mod = await loadRemote<LifeCycles<ShellProps>>(remoteModuleId(key, LIFECYCLES_EXPOSE));
    return mod ?? (unavailableLifecycles(key, ctx, retry) as LifeCycles<ShellProps>);
  };

  for (const key of PAGE_REMOTES) {
    registerApplication<ShellProps>({
      name: key,
      app: () => load(key),
      activeWhen: (location) => ownerOf(location.pathname, ctx) === key,
      customProps: () => props(key, PAGE_MOUNT_POINT),
    });
  }
  registerApplication<ShellProps>({
    name: 'consent',
    app: () => load('consent'),
    activeWhen: consentAfterFirstRender(),
    customProps: () => props('consent', CONSENT_MOUNT_POINT),
  });
  registerApplication<ShellProps>({
    name: 'not-found',
    app: async () => notFoundLifecycles(ctx),
    activeWhen: (location) => ownerOf(location.pathname, ctx) === null,
    customProps: () => props('not-found', PAGE_MOUNT_POINT),
  });

  setLifecycleBudgets();
  start({ urlRerouteOnly: true });
}

export { getAppStatus };
