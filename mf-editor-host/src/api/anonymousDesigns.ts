// Designs an anonymous visitor made are remembered in this browser with the anonymous token that
// owns them, so that after signing in or registering they move into the account
// (`POST v3/users/me/designs` with the design-token and access-token headers).
import { claimDesign, isApiError, type ApiClient } from '@ph/api-client';

const KEY = 'ph-anonymous-designs';

interface Remembered {
  id: string;
  token: string;
}

function read(): Remembered[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list.filter((r): r is Remembered => typeof r?.id === 'string' && typeof r?.token === 'string') : [];
  } catch {
    return [];
  }
}

function write(list: Remembered[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list.slice(-50)));
  } catch {
    // Storage blocked: the design stays with the anonymous visitor.
  }
}

export function rememberAnonymousDesign(id: string, token: string): void {
  write([...read().filter((r) => r.id !== id), { id, token }]);
}

/**
 * Claims every remembered design for the signed-in account. A design the account already owns (or
 * that is gone) is forgotten; a failure for another reason is kept for the next try.
 */
export async function claimAnonymousDesigns(client: ApiClient): Promise<string[]> {
  const accessToken = client.tokens.get();
  if (!accessToken) return [];
  const claimed: string[] = [];
  const keep: Remembered[] = [];
  for (const r of read()) {
    if (r.token === accessToken) {
      keep.push(r);
      continue;
    }
    try {
      await claimDesign(client, r.id, { designToken: r.token, accessToken });
      claimed.push(r.id);
    } catch (err) {
      if (!(isApiError(err) && (err.status === 404 || err.status === 409 || err.status === 422))) keep.push(r);
    }
  }
  write(keep);
  return claimed;
}
