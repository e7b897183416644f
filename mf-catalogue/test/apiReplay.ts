// A fetch that answers with the API exchanges captured by scripts/capture-fixtures.mts: a request
// is answered only when the real API was asked exactly that (method, path, query, body).
import exchanges from './fixtures/api-exchanges.json';

export interface Exchange {
  method: string;
  path: string;
  search: string;
  body: unknown;
  status: number;
  answer: unknown;
}

export const EXCHANGES = exchanges as Exchange[];

type Override = (req: { method: string; path: string; search: string; body: unknown }) => { status: number; answer: unknown } | undefined;

const deepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface Replay {
  requests: Array<{ method: string; path: string; search: string; body: unknown }>;
  unmatched: string[];
  /** Answers some requests differently (first match wins); return undefined to fall through. */
  override(fn: Override): void;
  /** Holds the answers of matching requests until `gate` resolves (to see loading states). */
  delay(match: (req: { method: string; path: string; search: string; body: unknown }) => boolean, gate: Promise<void>): void;
}

export function installApiReplay(): Replay {
  const overrides: Override[] = [];
  const delays: Array<{ match: (req: { method: string; path: string; search: string; body: unknown }) => boolean; gate: Promise<void> }> = [];
  const replay: Replay = {
    requests: [],
    unmatched: [],
    override: (fn) => void overrides.push(fn),
    delay: (match, gate) => void delays.push({ match, gate }),
  };
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    replay.requests.push(req);
    for (const d of delays) if (d.match(req)) await d.gate;
    const hit =
      overrides.reduce<{ status: number; answer: unknown } | undefined>((found, fn) => found ?? fn(req), undefined) ??
      EXCHANGES.find((e) => e.method === req.method && e.path === req.path && e.search === req.search && deepEqual(e.body, req.body));
    if (!hit) replay.unmatched.push(`${req.method} ${req.path}${req.search} ${JSON.stringify(req.body)}`);
    const status = hit?.status ?? 500;
    const text = JSON.stringify(hit ? hit.answer : { statusCode: 500, message: 'not captured' });
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    } as unknown as Response;
  };
  globalThis.fetch = fake as typeof fetch;
  return replay;
}

/** The captured answer of a request, for expectations computed from the real API's numbers. */
export function captured<T>(match: (e: Exchange) => boolean): T {
  const e = EXCHANGES.find(match);
  if (!e) throw new Error('no such captured exchange');
  return e.answer as T;
}

/** Answers a mailer box variant the fixtures did not capture with the captured answer of the first variant. */
export function answerAsFirstVariant(replay: Replay, sku: string): void {
  replay.override((req) => {
    const text = JSON.stringify(req.body) + req.path + req.search;
    if (!text.includes(sku)) return undefined;
    const first = 'mailer-box-f15-kraft-eco-color';
    const body = req.body === null ? null : (JSON.parse(JSON.stringify(req.body).split(sku).join(first)) as unknown);
    const search = req.search.split(encodeURIComponent(sku)).join(first).split(sku).join(first);
    const path = req.path.split(sku).join(first);
    const hit = EXCHANGES.find((e) => e.method === req.method && e.path === path && e.search === search && JSON.stringify(e.body) === JSON.stringify(body));
    return hit && { status: hit.status, answer: JSON.parse(JSON.stringify(hit.answer).split(first).join(sku)) as unknown };
  });
}
