// The referral programme's figures and its self-referral rules, pure (docs/domain.md#referrals). The
// specification names referrals without their terms; these are the store's own choices, explained in
// this module's README.
import { randomInt } from 'node:crypto';
import type { CurrencyCode } from '@ph/region-config';

/** The newcomer's first-order discount: 10 % of the product lines, as a promotion the store applies. */
export const REFERRAL_PROMOTION = {
  code: 'REFERRAL-WELCOME',
  name: 'Referral welcome discount',
  nameTranslations: {
    cs: 'Uvítací sleva za doporučení',
    de: 'Willkommensrabatt für Empfehlungen',
    es: 'Descuento de bienvenida por recomendación',
    fr: 'Remise de bienvenue parrainage',
    it: 'Sconto di benvenuto per il passaparola',
    pl: 'Rabat powitalny z polecenia',
    pt: 'Desconto de boas-vindas por recomendação',
    sv: 'Välkomstrabatt via rekommendation',
    ro: 'Reducere de bun venit prin recomandare',
    nl: 'Welkomstkorting via aanbeveling',
  },
  kind: 'percentage' as const,
  /** Basis points. */
  value: 1000,
  perUserLimit: 1,
  stackable: false,
  internal: true,
};

/** The referrer's reward, in the currency of the order that earned it (minor units). */
export const REFERRAL_CREDIT: Readonly<Record<CurrencyCode, number>> = {
  EUR: 2000,
  GBP: 2000,
  USD: 2000,
  PLN: 8000,
  SEK: 20000,
  RON: 10000,
};

// No 0/O or 1/I: a code read aloud or copied from print stays unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as typed or taken from a link: trimmed and upper-cased; null when it cannot be a code at all. */
export function normaliseCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{6,16}$/.test(code) ? code : null;
}

interface AddressLike {
  street: string;
  street2: string | null;
  zip_code: string;
  country_iso: string;
}

/**
 * Two addresses are the same place when country, postcode and street line match after folding case,
 * accents, spaces and punctuation ("Hauptstraße 5" = "hauptstrasse 5"); the name on the address and the
 * city's spelling do not matter.
 */
export function addressKey(a: AddressLike): string {
  const fold = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]/g, '');
  return [a.country_iso.toUpperCase(), fold(a.zip_code), fold(a.street), fold(a.street2 ?? '')].join('|');
}

export function sharesAddress(a: readonly AddressLike[], b: readonly AddressLike[]): boolean {
  const keys = new Set(a.map(addressKey));
  return b.some((x) => keys.has(addressKey(x)));
}

export function sharesEmail(a: ReadonlyArray<string | null>, b: ReadonlyArray<string | null>): boolean {
  const set = new Set(a.filter((e): e is string => !!e).map((e) => e.trim().toLowerCase()));
  return b.some((e) => !!e && set.has(e.trim().toLowerCase()));
}

/** "jane.doe@example.com" → "ja•••@example.com": enough for the referrer to recognise a friend, no more. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local, domain] = email.split('@');
  if (!local || !domain) return null;
  return `${local.slice(0, 2)}•••@${domain}`;
}
