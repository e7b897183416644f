import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteKeyOf, type RemoteKey } from './remotes';

/**
 * A failed remote load resolves to a stand-in module instead of throwing, so single-spa never
 * sees a broken application and no uncaught error reaches the console.
 */
export function unavailableRemotePlugin(fallback: (key: RemoteKey, error: unknown) => unknown): ModuleFederationRuntimePlugin {
  return {
    name: 'ph-unavailable-remote',
    errorLoadRemote(args) {
      // Only the final stage (loading the exposed module) is answered with a module; earlier
      // stages (manifest, entry script) fall through and surface here again as 'onLoad'.
      if (args.lifecycle !== 'onLoad') return undefined;
      const key = remoteKeyOf(String(args.id));
      if (!key) return undefined;
      return fallback(key, args.error);
    },
  };
}

/** Transient network failures are retried before a remote is declared unavailable. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 250 },
    script: { retryTimes: 2, retryDelay: 250 },
  }) as unknown as ModuleFederationRuntimePlugin; // the plugin is typed against an older runtime release
}
