// What a visitor arrives with in the address (docs/domain.md#referrals): a referrer's code (`?ref=`),
// kept in this browser for the visit and the account until a cart of the visitor takes it; a partner
// key (`?partner_key=` / PartnerStack's `?ps_partner_key=`), registered once on the visitor's user.
// Both are removed from the address, so a link copied from the page does not pass them on.
import { applyReferralCode, isApiError, registerPartnerKey, type ApiClient, type Order } from '@ph/api-client';
import { PARTNER_PARAMS, REFERRAL_LINK_PARAM } from '@ph/contracts/http';

const REFERRAL_KEY = 'ph-referral';
const PARTNER_KEY = 'ph-partner-key';
const REFERRAL_PARAMS = [REFERRAL_LINK_PARAM];

interface StoredReferral {
  code: string;
  /** The cart that took the code; another cart of the visitor gets it too (the server keeps one referral). */
  appliedTo: string | null;
}

/** A refusal of the request itself (4xx other than a lost session), not an outage. */
function refused(err: unknown): boolean {
  return isApiError(err) && err.status !== null && err.status >= 400 && err.status < 500 && err.status !== 401;
}

/** The server refused the code itself (forged, one's own, not a newcomer…), not the cart as it is now. */
function codeRefused(err: unknown): boolean {
  return refused(err) && isApiError(err) && (err.code?.startsWith('referral_') ?? false);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings: nothing is kept
  }
}

function readReferral(): StoredReferral | null {
  try {
    const raw = storage()?.getItem(REFERRAL_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && typeof (parsed as StoredReferral).code === 'string') return parsed as StoredReferral;
  } catch {
    // an unreadable value counts as none
  }
  return null;
}

function writeReferral(value: StoredReferral | null): void {
  const s = storage();
  if (!s) return;
  if (value) s.setItem(REFERRAL_KEY, JSON.stringify(value));
  else s.removeItem(REFERRAL_KEY);
}

/**
 * Reads `?ref=` and a partner key from the address the visitor arrived at, keeps them and removes them
 * from the address bar. A new code replaces an older one that no cart has taken yet.
 */
export function captureArrival(win: Pick<Window, 'location' | 'history'> = window): void {
  const url = new URL(win.location.href);
  const code = REFERRAL_PARAMS.map((p) => url.searchParams.get(p)).find((v) => v && /^[A-Za-z0-9]{6,16}$/.test(v.trim()));
  const partner = PARTNER_PARAMS.map((p) => url.searchParams.get(p)).find((v) => v && /^[A-Za-z0-9_.-]{1,100}$/.test(v.trim()));
  if (code) {
    const kept = readReferral();
    if (!kept?.appliedTo || kept.code !== code.trim().toUpperCase()) writeReferral({ code: code.trim().toUpperCase(), appliedTo: null });
  }
  if (partner) storage()?.setItem(PARTNER_KEY, partner.trim());
  const params = [...REFERRAL_PARAMS, ...PARTNER_PARAMS].filter((p) => url.searchParams.has(p));
  if (params.length === 0) return;
  for (const p of params) url.searchParams.delete(p);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Applies the kept referral code to the visitor's cart once it holds something; the server prices the
 * discount and answers the order. A code the server refuses (`referral_*`: forged, one's own, not a
 * first order) is forgotten; a cart it cannot apply to yet (nothing the discount covers) or an outage
 * leaves it for the next cart change.
 */
export async function applyPendingReferral(client: ApiClient, cart: Order): Promise<Order> {
  const kept = readReferral();
  if (!kept || kept.appliedTo === cart.number || cart.item_count === 0) return cart;
  try {
    const order = await applyReferralCode(client, cart.id, kept.code);
    writeReferral({ code: kept.code, appliedTo: cart.number });
    return order;
  } catch (err) {
    if (codeRefused(err)) {
      console.info('the referral code was refused', err);
      writeReferral(null);
    } else {
      console.warn('the referral code could not be applied now', err);
    }
    return cart;
  }
}

/** Registers a kept partner key on the visitor's user (the server keeps the first one), then forgets it. */
export async function registerPendingPartnerKey(client: ApiClient): Promise<void> {
  const key = storage()?.getItem(PARTNER_KEY);
  if (!key || !client.tokens.get()) return;
  try {
    await registerPartnerKey(client, key);
    storage()?.removeItem(PARTNER_KEY);
  } catch (err) {
    if (refused(err)) storage()?.removeItem(PARTNER_KEY);
    else console.warn('the partner key could not be registered now', err);
  }
}
