import type { TrackedEvent } from './tracker';

/**
 * Browsing sessions on the server (`v2/segment_sessions/create` and `append`): the events a visitor's
 * tab sends are appended to one session, and a new one starts after 30 minutes without an event
 * (docs/domain.md#constants-and-limits "session length 30 minutes"). The session id is kept per tab in
 * `sessionStorage`. Only events the server already took (after consent) are appended.
 */
export const SESSION_LENGTH_MINUTES = 30;
export const SEGMENT_SESSION_KEY = 'ph-segment-session';

interface StoredSession {
  id: string;
  /** Epoch ms of the session's last event. */
  last: number;
}

export interface SegmentSessions {
  append(e: TrackedEvent): Promise<void>;
}

function readStored(storage: Pick<Storage, 'getItem'> | null): StoredSession | null {
  try {
    const v: unknown = JSON.parse(storage?.getItem(SEGMENT_SESSION_KEY) ?? 'null');
    if (v && typeof v === 'object' && typeof (v as StoredSession).id === 'string' && typeof (v as StoredSession).last === 'number') return v as StoredSession;
  } catch {
    // An unreadable value is no session.
  }
  return null;
}

export function createSegmentSessions(o: {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  create: () => Promise<string>;
  append: (body: { session_id: string; events: Array<{ event: string; properties: Record<string, unknown>; timestamp: string }> }) => Promise<unknown>;
  now?: () => Date;
}): SegmentSessions {
  const now = o.now ?? (() => new Date());
  // Appends run one after another, so a session is created once and events keep their order.
  let queue: Promise<void> = Promise.resolve();
  const write = (s: StoredSession) => {
    try {
      o.storage?.setItem(SEGMENT_SESSION_KEY, JSON.stringify(s));
    } catch {
      // Without storage the session lasts as long as this page.
    }
  };
  let memory: StoredSession | null = null;

  const run = async (e: TrackedEvent) => {
    const t = now().getTime();
    const stored = readStored(o.storage) ?? memory;
    const fresh = stored && t - stored.last < SESSION_LENGTH_MINUTES * 60_000 ? stored : null;
    const id = fresh?.id ?? (await o.create());
    memory = { id, last: t };
    write(memory);
    try {
      await o.append({ session_id: id, events: [{ event: e.event, properties: e.properties, timestamp: e.timestamp }] });
    } catch (err) {
      // A session the visitor no longer owns (another anonymous user, a sign-in): the next event starts a new one.
      memory = null;
      o.storage?.removeItem(SEGMENT_SESSION_KEY);
      throw err;
    }
  };

  return {
    append(e) {
      const next = queue.then(() => run(e));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
