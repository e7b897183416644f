// The capture scripts' fetch: passes each call to the real API and records request and answer, so
// the component tests' replay can only answer what the real API was asked.
import type { Exchange } from './apiReplay';

export function createRecorder(): { exchanges: Exchange[]; fetch: typeof fetch } {
  const exchanges: Exchange[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const res = await fetch(input, init);
    const text = await res.text();
    exchanges.push({
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      status: res.status,
      answer: text ? JSON.parse(text) : null,
    });
    return new Response(text, { status: res.status, headers: res.headers });
  };
  return { exchanges, fetch: recordingFetch };
}
