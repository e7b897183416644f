// Module Federation shares @ph/contracts as a singleton, but a remote built against an
// incompatible version gets its own copy. Keeping the store and atoms on globalThis under a
// versioned registry key means even such a copy reads and writes the same shared state instead
// of silently forking it (the cart badge in the header would otherwise stop updating).
// The version lives in shared-state.json because builds record it in their manifests: bump it when an
// atom's value changes shape, and the deploy gate refuses remotes built against the other version.
import sharedState from './shared-state.json';

const REGISTRY_KEY = Symbol.for(`@ph/contracts/shared-state@${sharedState.version}`);

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  let map = holder[REGISTRY_KEY];
  if (!map) {
    map = new Map();
    holder[REGISTRY_KEY] = map;
  }
  return map;
}

/** Returns the page-wide instance registered under `name`, creating it on first use. */
export function pageSingleton<T>(name: string, create: () => T): T {
  const map = registry();
  if (!map.has(name)) map.set(name, create());
  return map.get(name) as T;
}
