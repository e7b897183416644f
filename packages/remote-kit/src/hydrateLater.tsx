// Hydration in pieces (docs/architecture.md#server-rendering). A Suspense boundary the server rendered
// is hydrated by React after its root, at low priority and in slices that yield to the main thread, so
// wrapping a part in one is enough to take it out of the first, blocking hydration. `HydrateLater`
// adds a gate for parts nobody touches first: while the page hydrates, the part's server markup stays
// as it is (visible, links working) until the browser is idle or the visitor first interacts with the
// page, whichever comes first. React replays a click or key press that reaches a part not yet
// hydrated once it is, and the gate opens in the capture phase of that very event, so nothing is lost.
import { memo, Suspense, use, type ReactElement, type ReactNode } from 'react';
import { serverEnvironment } from '@ph/contracts';
import { useHydrated } from './useHydrated';

export type HydrateWhen = 'soon' | 'idle';

/** A promise React's `use` reads without suspending once it is settled (its `status` field). */
type Gate = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };

/** The longest an idle part waits for an idle moment: on a busy phone it still hydrates. */
const IDLE_TIMEOUT_MS = 3000;
/** Events that mean the visitor is using the page now: every waiting part hydrates. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let idleGate: Gate | null = null;

function whenIdleOrInteraction(): Gate {
  if (idleGate) return idleGate;
  let resolve!: () => void;
  const gate = new Promise<void>((r) => {
    resolve = r;
  }) as Gate;
  gate.status = 'pending';
  const open = () => {
    if (gate.status === 'fulfilled') return;
    gate.status = 'fulfilled';
    gate.value = undefined;
    for (const type of INTERACTIONS) document.removeEventListener(type, open, true);
    resolve();
  };
  // Capture on the document runs before React's own listeners on the mount point, so a part the event
  // targets is free to hydrate when React tries to hydrate it for that event.
  for (const type of INTERACTIONS) document.addEventListener(type, open, { capture: true, passive: true });
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(open, 200);
  idleGate = gate;
  return gate;
}

/** Suspends only while the browser hydrates this part and the gate is closed; renders nothing. */
function HydrationGate({ when }: { when: HydrateWhen }): null {
  const hydrated = useHydrated();
  if (when === 'idle' && !hydrated && !serverEnvironment()) use(whenIdleOrInteraction() as Promise<void>); // a Promise carrying the status fields React reads
  return null;
}

/**
 * The props of two renders name the same part with the same values: a part waiting to hydrate is
 * not disturbed by its parent rendering again (React would drop its server markup and render it anew).
 */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isElement(a) || !isElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => Object.is(pa[k], pb[k]));
}

function isElement(node: ReactNode): node is ReactElement {
  return typeof node === 'object' && node !== null && 'type' in node && 'props' in node;
}

interface Props {
  /** `soon`: right after the page's first hydration, in slices; `idle`: when the browser is idle or the visitor interacts. */
  when: HydrateWhen;
  /** One element; its props are compared value by value between renders. */
  children: ReactElement;
}

/**
 * A part of a server-rendered page that hydrates after the rest. The same element renders on the
 * server (no gate) and in the browser; once the page is hydrated it is an ordinary part. Its child's
 * props should be values that stay the same after hydration (region, locale, ids), not new objects or
 * functions per render.
 */
export const HydrateLater = memo(function HydrateLater({ when, children }: Props) {
  return (
    <Suspense fallback={null}>
      <HydrationGate when={when} />
      {children}
    </Suspense>
  );
}, (a, b) => a.when === b.when && sameElement(a.children, b.children));

/** For tests: forget the page's gate (a new page). */
export function resetHydrationGateForTests(): void {
  idleGate = null;
}
