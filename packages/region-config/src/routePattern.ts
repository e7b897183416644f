// Path patterns in the react-router syntax the apps use: static segments, `:name` parameters,
// trailing optional `:name?` parameters and a trailing `*` (the rest of the path, as parameter `*`:
// an area such as the staff back office keeps its own sub-routes in its own chunk instead of growing
// the table every page loads). A trailing slash in a pattern is kept when building a path (the spec's
// `/cart/`) and is optional when matching.

/** The parameter a trailing `*` fills: the rest of the path, its segments joined by `/`. */
export const SPLAT = '*';

interface Segment {
  readonly kind: 'static' | 'param' | 'splat';
  readonly value: string;
  readonly optional: boolean;
}

export interface CompiledPattern {
  readonly pattern: string;
  readonly segments: readonly Segment[];
  readonly trailingSlash: boolean;
  readonly requiredCount: number;
  readonly staticCount: number;
}

export class RoutePatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoutePatternError';
  }
}

export class MissingRouteParamError extends Error {
  constructor(
    readonly pattern: string,
    readonly param: string,
  ) {
    super(`Route "${pattern}" needs the parameter "${param}"`);
    this.name = 'MissingRouteParamError';
  }
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

export function compilePattern(pattern: string): CompiledPattern {
  if (!pattern.startsWith('/')) throw new RoutePatternError(`Route pattern "${pattern}" must start with "/"`);
  const raws = splitPath(pattern);
  const segments = raws.map((raw, i): Segment => {
    if (raw === SPLAT) {
      if (i !== raws.length - 1) throw new RoutePatternError(`"*" must end "${pattern}"`);
      // Not optional for the check below (no optional parameter before it); it may match nothing all the same.
      return { kind: 'splat', value: SPLAT, optional: false };
    }
    if (!raw.startsWith(':')) return { kind: 'static', value: raw, optional: false };
    const optional = raw.endsWith('?');
    const name = raw.slice(1, optional ? -1 : undefined);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new RoutePatternError(`Bad parameter "${raw}" in "${pattern}"`);
    return { kind: 'param', value: name, optional };
  });
  const firstOptional = segments.findIndex((s) => s.optional);
  if (firstOptional >= 0 && segments.slice(firstOptional).some((s) => !s.optional)) {
    throw new RoutePatternError(`Optional parameters must come last in "${pattern}"`);
  }
  return {
    pattern,
    segments,
    trailingSlash: pattern.length > 1 && pattern.endsWith('/'),
    requiredCount: segments.filter((s) => !s.optional && s.kind !== 'splat').length,
    staticCount: segments.filter((s) => s.kind === 'static').length,
  };
}

/** Fills a pattern. Optional parameters may be left out (then the later ones must be too). */
export function buildPath(compiled: CompiledPattern, params: Readonly<Record<string, string>> = {}): string {
  const parts: string[] = [];
  let omitted: string | undefined;
  for (const segment of compiled.segments) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    if (segment.kind === 'splat') {
      // Each segment of the rest is encoded on its own: its slashes stay path separators.
      parts.push(...splitPath(params[SPLAT] ?? '').map(encodeURIComponent));
      continue;
    }
    const value = params[segment.value];
    if (value === undefined || value === '') {
      if (!segment.optional) throw new MissingRouteParamError(compiled.pattern, segment.value);
      omitted ??= segment.value;
      continue;
    }
    if (omitted !== undefined) {
      throw new MissingRouteParamError(compiled.pattern, omitted);
    }
    parts.push(encodeURIComponent(value));
  }
  if (parts.length === 0) return '/';
  return `/${parts.join('/')}${compiled.trailingSlash ? '/' : ''}`;
}

/** Parameters of a path that fits the pattern (trailing slash optional), or null. */
export function matchPath(compiled: CompiledPattern, pathname: string): Record<string, string> | null {
  const parts = splitPath(pathname);
  const splat = compiled.segments[compiled.segments.length - 1]?.kind === 'splat';
  if (parts.length < compiled.requiredCount || (!splat && parts.length > compiled.segments.length)) return null;
  const params: Record<string, string> = {};
  if (splat) params[SPLAT] = '';
  for (const [i, part] of parts.entries()) {
    const segment = compiled.segments[Math.min(i, compiled.segments.length - 1)];
    if (segment === undefined) return null;
    if (segment.kind === 'splat') {
      const rest: string[] = [];
      for (const piece of parts.slice(i)) {
        try {
          rest.push(decodeURIComponent(piece));
        } catch {
          return null;
        }
      }
      params[SPLAT] = rest.join('/');
      return params;
    }
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null; // malformed percent-encoding: no route can own this path
    }
    params[segment.value] = decoded;
  }
  return params;
}
