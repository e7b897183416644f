/**
 * The visitor's cookie-consent preference (docs/domain.md#what-the-store-keeps "Consent preferences", §4 "Consent").
 * Pure functions only: no storage, no DOM. `manager.ts` wires them to `localStorage` and events.
 */

export const CONSENT_STORAGE_KEY = 'ph-pref';
export const CONSENT_DISABLED_KEY = 'consentDisabled';
/**
 * Bumped whenever the cookie policy (categories, purposes or tools) changes in a way the visitor
 * must see again: a stored preference of an older version shows the banner again.
 */
export const CONSENT_POLICY_VERSION = 2;

/** The stored categories of the spec. `marketingAndAnalytics` is one switch covering both. */
export const CONSENT_CATEGORIES = ['essential', 'functional', 'marketingAndAnalytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What callbacks and analytics ask about: the stored categories plus the legacy split flags. */
export type ConsentPurpose = ConsentCategory | 'marketing' | 'analytics';

/** The categories the preferences dialog lists; it says `marketing` for `marketingAndAnalytics`. */
export const DIALOG_CATEGORIES = ['essential', 'functional', 'marketing', 'advertising'] as const;
export type DialogCategory = (typeof DIALOG_CATEGORIES)[number];
/** The switches of the dialog: essential has none. */
export type DialogChoices = Record<Exclude<DialogCategory, 'essential'>, boolean>;

export interface ConsentPreference {
  essential: boolean;
  functional: boolean;
  marketingAndAnalytics: boolean;
  advertising: boolean;
  /** Legacy split flags, kept in step with `marketingAndAnalytics` for older readers. */
  marketing: boolean;
  analytics: boolean;
  /** The policy version the visitor answered; older than CONSENT_POLICY_VERSION asks again. */
  policyVersion: number;
  /** When the visitor answered (ISO 8601). */
  updatedAt: string;
  /** Identifies this answer in the server's consent records. */
  consentId: string;
  /** How the answer was given: a banner button (`by-cta-click`) or the dialog's Save (`manual`). */
  acceptanceMethod: AcceptanceMethod;
}

export type AcceptanceMethod = 'by-cta-click' | 'manual';

/** Whatever the stored JSON held: every field optional, nothing trusted. */
export type StoredPreference = Partial<Record<ConsentPurpose, boolean>> & {
  policyVersion?: number;
  updatedAt?: string;
  consentId?: string;
  acceptanceMethod?: AcceptanceMethod;
};

/** The facts a decision needs, passed in so the functions stay pure and testable. */
export interface DecisionContext {
  policyVersion: number;
  /** `navigator.globalPrivacyControl`: marketing and advertising stay off until switched on explicitly. */
  globalPrivacyControl: boolean;
  now: Date;
  newId: () => string;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Reads the raw `ph-pref` value. Missing, unparsable or non-object values are an empty preference
 * (spec: "An unparsable stored value is treated as empty"); non-boolean flags are dropped.
 */
export function parseStoredPreference(raw: string | null | undefined): StoredPreference {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const out: StoredPreference = {};
  for (const key of [...CONSENT_CATEGORIES, 'marketing', 'analytics'] as const) {
    const v = parsed[key];
    if (typeof v === 'boolean') out[key] = v;
  }
  if (typeof parsed.policyVersion === 'number' && Number.isInteger(parsed.policyVersion)) out.policyVersion = parsed.policyVersion;
  if (typeof parsed.updatedAt === 'string') out.updatedAt = parsed.updatedAt;
  if (typeof parsed.consentId === 'string') out.consentId = parsed.consentId;
  if (parsed.acceptanceMethod === 'by-cta-click' || parsed.acceptanceMethod === 'manual') out.acceptanceMethod = parsed.acceptanceMethod;
  return out;
}

/**
 * Legacy data: `marketingAndAnalytics: true` means marketing and analytics are also true; data
 * that only has the split flags grants the combined category only when both were granted.
 */
export function migrateLegacy(stored: StoredPreference): StoredPreference {
  const out = { ...stored };
  if (out.marketingAndAnalytics === true) {
    out.marketing = true;
    out.analytics = true;
  } else if (out.marketingAndAnalytics === undefined && (out.marketing !== undefined || out.analytics !== undefined)) {
    out.marketingAndAnalytics = out.marketing === true && out.analytics === true;
  }
  return out;
}

/** True when the stored value answers every category for the current policy version. */
export function coversEveryCategory(stored: StoredPreference, policyVersion: number): boolean {
  const migrated = migrateLegacy(stored);
  if (!CONSENT_CATEGORIES.every((c) => typeof migrated[c] === 'boolean')) return false;
  // Preferences saved before versions existed count as version 1.
  return (migrated.policyVersion ?? 1) >= policyVersion;
}

/** The banner is shown until a stored preference covers every category (and the current policy). */
export function shouldShowBanner(stored: StoredPreference, ctx: { policyVersion: number; consentDisabled: boolean }): boolean {
  if (ctx.consentDisabled) return false;
  return !coversEveryCategory(stored, ctx.policyVersion);
}

function build(
  granted: { functional: boolean; marketingAndAnalytics: boolean; advertising: boolean },
  ctx: DecisionContext,
  acceptanceMethod: AcceptanceMethod = 'by-cta-click',
): ConsentPreference {
  return {
    // Essential cookies (session, cart, security) run the store: they are on whenever anything is,
    // and refusing everything else cannot switch them off either, so they are always recorded on.
    essential: true,
    functional: granted.functional,
    marketingAndAnalytics: granted.marketingAndAnalytics,
    advertising: granted.advertising,
    marketing: granted.marketingAndAnalytics,
    analytics: granted.marketingAndAnalytics,
    policyVersion: ctx.policyVersion,
    updatedAt: ctx.now.toISOString(),
    consentId: ctx.newId(),
    acceptanceMethod,
  };
}

/**
 * Accept all: every category true. With Global Privacy Control the browser has already said no to
 * selling/sharing, so marketing and advertising stay off; the visitor can switch them on in the dialog.
 */
export function acceptAll(ctx: DecisionContext): ConsentPreference {
  const optOut = ctx.globalPrivacyControl;
  return build({ functional: true, marketingAndAnalytics: !optOut, advertising: !optOut }, ctx);
}

/** Reject all: only what the store cannot run without. */
export function rejectAll(ctx: DecisionContext): ConsentPreference {
  return build({ functional: false, marketingAndAnalytics: false, advertising: false }, ctx);
}

/** Save in the dialog: the switches as set; an explicit switch overrides Global Privacy Control. */
export function fromDialogChoices(choices: DialogChoices, ctx: DecisionContext): ConsentPreference {
  return build({ functional: choices.functional, marketingAndAnalytics: choices.marketing, advertising: choices.advertising }, ctx, 'manual');
}

/** consentDisabled: consent handling is off, so everything is accepted and nothing is shown. */
export function everythingAccepted(ctx: DecisionContext): ConsentPreference {
  return build({ functional: true, marketingAndAnalytics: true, advertising: true }, ctx);
}

/**
 * The grants in force. Without an answer covering every category of the current policy every
 * purpose is denied (spec: "Default when the flag is unset: denied for all categories"): an answer to
 * an older policy did not agree to the tools added since. consentDisabled grants everything.
 */
export function effectiveGrants(stored: StoredPreference, ctx: { policyVersion: number; consentDisabled: boolean }): Record<ConsentPurpose, boolean> {
  if (ctx.consentDisabled) {
    return { essential: true, functional: true, marketingAndAnalytics: true, advertising: true, marketing: true, analytics: true };
  }
  if (!coversEveryCategory(stored, ctx.policyVersion)) {
    return { essential: false, functional: false, marketingAndAnalytics: false, advertising: false, marketing: false, analytics: false };
  }
  const m = migrateLegacy(stored);
  const mna = m.marketingAndAnalytics === true;
  const functional = m.functional === true;
  const advertising = m.advertising === true;
  return {
    essential: m.essential === true || mna || functional || advertising,
    functional,
    marketingAndAnalytics: mna,
    advertising,
    marketing: mna,
    analytics: mna,
  };
}

/**
 * The dialog's switches: the stored answer where there is one; unanswered switches start off
 * (Global Privacy Control or not, nothing is pre-ticked).
 */
export function dialogChoicesFor(stored: StoredPreference): DialogChoices {
  const m = migrateLegacy(stored);
  return { functional: m.functional === true, marketing: m.marketingAndAnalytics === true, advertising: m.advertising === true };
}
