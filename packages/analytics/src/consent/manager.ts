import {
  acceptAll,
  CONSENT_DISABLED_KEY,
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  effectiveGrants,
  fromDialogChoices,
  parseStoredPreference,
  rejectAll,
  shouldShowBanner,
  type ConsentPreference,
  type ConsentPurpose,
  type DecisionContext,
  type DialogChoices,
  type StoredPreference,
} from './preferences';

export type Grants = Record<ConsentPurpose, boolean>;

export interface ConsentSnapshot {
  stored: StoredPreference;
  grants: Grants;
  consentDisabled: boolean;
  bannerNeeded: boolean;
}

export type ConsentChangeSource = 'this-tab' | 'other-tab';
export type ConsentListener = (snapshot: ConsentSnapshot, source: ConsentChangeSource) => void;

export interface ConsentManagerOptions {
  /** Defaults to `window`; storage events are read from it and our own change is dispatched on it. */
  win?: Window;
  storage?: Storage;
  policyVersion?: number;
  now?: () => Date;
  newId?: () => string;
}

export interface ConsentManager {
  snapshot(): ConsentSnapshot;
  acceptAll(): ConsentPreference;
  rejectAll(): ConsentPreference;
  save(choices: DialogChoices): ConsentPreference;
  /** Runs `callback` once the purpose is granted (now, if it already is), then forgets it. */
  onGranted(purpose: ConsentPurpose, callback: () => void): () => void;
  subscribe(listener: ConsentListener): () => void;
  globalPrivacyControl(): boolean;
  destroy(): void;
}

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame): nothing stored
  }
}

/**
 * The consent state of the page: `ph-pref` in local storage, kept in step across tabs by storage
 * events. One manager per window is enough; `consentManagerFor` hands out that one.
 */
export function createConsentManager(opts: ConsentManagerOptions = {}): ConsentManager {
  const win = opts.win ?? window;
  const storage = opts.storage ?? win.localStorage;
  const policyVersion = opts.policyVersion ?? CONSENT_POLICY_VERSION;
  const now = opts.now ?? (() => new Date());
  const newId = opts.newId ?? randomId;
  const listeners = new Set<ConsentListener>();
  const pending = new Map<ConsentPurpose, Set<() => void>>();

  const consentDisabled = () => safeGet(storage, CONSENT_DISABLED_KEY) === 'true';
  const gpc = () => (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const ctx = (): DecisionContext => ({ policyVersion, globalPrivacyControl: gpc(), now: now(), newId });

  function snapshot(): ConsentSnapshot {
    const disabled = consentDisabled();
    const stored = parseStoredPreference(safeGet(storage, CONSENT_STORAGE_KEY));
    return {
      stored,
      consentDisabled: disabled,
      grants: effectiveGrants(stored, { policyVersion, consentDisabled: disabled }),
      bannerNeeded: shouldShowBanner(stored, { policyVersion, consentDisabled: disabled }),
    };
  }

  function runGranted(grants: Grants): void {
    for (const [purpose, callbacks] of pending) {
      if (!grants[purpose]) continue;
      pending.delete(purpose);
      for (const cb of callbacks) cb();
    }
  }

  function changed(source: ConsentChangeSource): void {
    const snap = snapshot();
    runGranted(snap.grants);
    for (const l of [...listeners]) l(snap, source);
  }

  function write(pref: ConsentPreference): ConsentPreference {
    const oldValue = safeGet(storage, CONSENT_STORAGE_KEY);
    const newValue = JSON.stringify(pref);
    try {
      storage.setItem(CONSENT_STORAGE_KEY, newValue);
    } catch {
      // Storage blocked: the choice still holds for this page (listeners get it below).
    }
    // Browsers only tell *other* tabs about a write; scripts of this page that listen for
    // `storage` (tag managers, older widgets) learn of it through this synthetic event.
    win.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, oldValue, newValue, storageArea: storage, url: win.location.href }));
    return pref;
  }

  // Our synthetic event runs `changed('this-tab')` via `save`; ignore it here by comparing the area.
  let writing = false;
  function onStorage(e: StorageEvent): void {
    if (writing) return;
    if (e.key !== null && e.key !== CONSENT_STORAGE_KEY && e.key !== CONSENT_DISABLED_KEY) return;
    changed('other-tab');
  }
  win.addEventListener('storage', onStorage);

  function commit(pref: ConsentPreference): ConsentPreference {
    writing = true;
    try {
      write(pref);
    } finally {
      writing = false;
    }
    changed('this-tab');
    return pref;
  }

  const manager: ConsentManager = {
    snapshot,
    acceptAll: () => commit(acceptAll(ctx())),
    rejectAll: () => commit(rejectAll(ctx())),
    save: (choices) => commit(fromDialogChoices(choices, ctx())),
    onGranted(purpose, callback) {
      if (snapshot().grants[purpose]) {
        callback();
        return () => undefined;
      }
      let set = pending.get(purpose);
      if (!set) pending.set(purpose, (set = new Set()));
      set.add(callback);
      return () => void pending.get(purpose)?.delete(callback);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    globalPrivacyControl: gpc,
    destroy() {
      win.removeEventListener('storage', onStorage);
      listeners.clear();
      pending.clear();
    },
  };

  return manager;
}

const MANAGERS = Symbol.for('@ph/analytics/consent-manager@1');
type Registry = WeakMap<Window, ConsentManager>;

/** The page's one consent manager (shared by the shell remote and any other script of the page). */
export function consentManagerFor(win: Window = window): ConsentManager {
  const g = globalThis as typeof globalThis & { [MANAGERS]?: Registry };
  const registry = (g[MANAGERS] ??= new WeakMap());
  let m = registry.get(win);
  if (!m) registry.set(win, (m = createConsentManager({ win })));
  return m;
}
