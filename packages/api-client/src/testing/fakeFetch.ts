// The transport half of an in-memory commerce API for component tests: a `fetch` the real
// @ph/api-client runs against, request recording and per-route overrides. Each app's fake adds
// its own state and answers in `handle`.
import { HEADERS } from '@ph/contracts/http';

export interface FakeRequest {
  method: string;
  /** The path below `/api/`, e.g. `orders/R123`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** An error answer shaped like the API's (`{ statusCode, error, code, message, field? }`). */
export const apiError = (status: number, code: string, message: string, field?: string): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Error', code, message, ...(field ? { field } : {}) },
});

export abstract class FakeFetchApi {
  requests: FakeRequest[] = [];
  private overrides: { method: string; path: RegExp; handler: FakeHandler }[] = [];

  /** Answers `method path` with `handler` instead of the built-in behaviour. */
  on(method: string, path: RegExp, handler: FakeHandler): void {
    this.overrides.unshift({ method, path, handler });
  }

  calls(method: string, path: RegExp): FakeRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  protected abstract handle(req: FakeRequest): FakeAnswer | Promise<FakeAnswer>;

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    // The client passes a plain header record; jsdom has no Headers class.
    const headers = (init.headers ?? {}) as Record<string, string>;
    const req: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      // A JSON body is read as the API would; a raw text body (a CSV upload) stays text.
      body: typeof init.body === 'string' ? (/^text\//.test(headers['Content-Type'] ?? '') ? init.body : (JSON.parse(init.body) as unknown)) : undefined,
      token: headers[HEADERS.apiToken] ?? null,
    };
    this.requests.push(req);
    const override = this.overrides.find((o) => o.method === req.method && o.path.test(req.path));
    const answer = await (override ? override.handler(req) : this.handle(req));
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
      text: async () => text,
      blob: async () => new Blob([text]),
    } as unknown as Response;
  };
}
