// A stored tracking event as the API answers it (`TrackedEvent` in @ph/api-contract).
import type { TrackedEvent } from '@ph/api-contract';
import type { EventRow } from './repository';

export function presentEvent(r: EventRow): TrackedEvent {
  return {
    id: r.id,
    kind: r.kind,
    event: r.event,
    properties: r.properties,
    session_id: r.sessionId,
    client_timestamp: r.clientTimestamp?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
