/**
 * Query strings as the storefront client sends them: arrays in index (`a[0]=x`), bracket (`a[]=x`) or
 * plain repeated (`a=x&a=y`) form all become `a: ['x', 'y']` (docs/domain.md#constants-and-limits). Other bracketed
 * keys (`variants[sku]=…`) stay literal. A single plain value stays a string; schemas that accept a
 * list use `z.array(...)` with a preprocess that wraps a single value.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  const params = new URLSearchParams(query);
  for (const [rawKey, value] of params) {
    const arrayKey = /^(.+?)\[(\d*)\]$/.exec(rawKey);
    if (arrayKey?.[1]) {
      const key = arrayKey[1];
      const existing = result[key];
      result[key] = existing === undefined ? [value] : Array.isArray(existing) ? [...existing, value] : [existing, value];
      continue;
    }
    const existing = result[rawKey];
    if (existing === undefined) result[rawKey] = value;
    else result[rawKey] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}
