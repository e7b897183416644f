/** How arrays are written in a query string (docs/domain.md#constants-and-limits: index, bracket or plain). */
export type ArrayFormat = 'bracket' | 'index' | 'plain';

export type QueryScalar = string | number | boolean | bigint | Date;
/** `null`/`undefined` values (and array entries) are left out, so optional filters can be passed as is. */
export type QueryValue = QueryScalar | null | undefined | ReadonlyArray<QueryScalar | null | undefined>;

function scalarToString(value: QueryScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function pair(key: string, value: QueryScalar): string {
  return `${encodeURIComponent(key)}=${encodeURIComponent(scalarToString(value))}`;
}

/**
 * Encodes a query object, without the leading `?`. Keys keep their insertion order.
 * - bracket: `ids[]=a&ids[]=b` (the default; what the catalogue's `expand[]` expects)
 * - index:   `ids[0]=a&ids[1]=b`
 * - plain:   `ids=a&ids=b`
 * Keys and values are percent-encoded, brackets included (RFC 3986 reserves them in a query);
 * servers decode them before parsing.
 */
export function encodeQuery(query: Readonly<Record<string, QueryValue>>, format: ArrayFormat = 'bracket'): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (!Array.isArray(value)) {
      parts.push(pair(key, value as QueryScalar));
      continue;
    }
    let index = 0;
    for (const item of value as ReadonlyArray<QueryScalar | null | undefined>) {
      if (item === null || item === undefined) continue;
      const itemKey = format === 'bracket' ? `${key}[]` : format === 'index' ? `${key}[${index}]` : key;
      parts.push(pair(itemKey, item));
      index += 1;
    }
  }
  return parts.join('&');
}
