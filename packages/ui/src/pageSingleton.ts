// @ph/ui may be loaded more than once on a page (remotes that do not share it as a singleton).
// State that must be page-wide, such as which modal is on top, lives in one registry on globalThis.
const REGISTRY_KEY = Symbol.for('@ph/ui/page-state@1');

export function pageSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Map<string, unknown> };
  const map = (holder[REGISTRY_KEY] ??= new Map());
  if (!map.has(name)) map.set(name, create());
  return map.get(name) as T;
}
