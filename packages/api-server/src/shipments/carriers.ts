// The carriers a shipment can go with: how their tracking numbers look (a number that cannot be theirs
// is refused before it is stored, with the field named) and the public page that tracks one. The
// sandbox carrier stands in for all of them offline (routes.ts), as the sandbox gateway does for Stripe.
import { CARRIER_IDS, CARRIER_NAMES, type CarrierId } from '@ph/api-contract/carriers';

export { CARRIER_IDS, type CarrierId };

interface Carrier {
  /** What the carrier prints on its labels (after spaces are removed and letters upper-cased). */
  trackingNumber: RegExp;
  /** The carrier's public tracking page of one parcel; `base` is the store's own origin (the sandbox's page). */
  trackingUrl: (number: string, base: string) => string;
}

const enc = encodeURIComponent;

const RULES: Readonly<Record<CarrierId, Carrier>> = {
  dpd: { trackingNumber: /^[0-9A-Z]{14}$/, trackingUrl: (n) => `https://tracking.dpd.de/status/en_US/parcel/${enc(n)}` },
  dhl: { trackingNumber: /^[0-9A-Z]{10,39}$/, trackingUrl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${enc(n)}` },
  ups: { trackingNumber: /^1Z[0-9A-Z]{16}$/, trackingUrl: (n) => `https://www.ups.com/track?tracknum=${enc(n)}` },
  inpost: { trackingNumber: /^[0-9]{24}$/, trackingUrl: (n) => `https://inpost.pl/sledzenie-przesylek?number=${enc(n)}` },
  poczta_polska: { trackingNumber: /^([0-9]{20}|[A-Z]{2}[0-9]{9}PL)$/, trackingUrl: (n) => `https://emonitoring.poczta-polska.pl/?numer=${enc(n)}` },
  royal_mail: { trackingNumber: /^[A-Z]{2}[0-9]{9}GB$/, trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${enc(n)}` },
  fedex: { trackingNumber: /^([0-9]{12}|[0-9]{15}|[0-9]{20}|[0-9]{22})$/, trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${enc(n)}` },
  sandbox: { trackingNumber: /^SBX[0-9A-Z]{6,20}$/, trackingUrl: (n, base) => `${base}/api/sandbox/carrier/parcels/${enc(n)}` },
};

export const CARRIERS: Readonly<Record<CarrierId, Carrier & { name: string }>> = Object.fromEntries(
  CARRIER_IDS.map((id) => [id, { ...RULES[id], name: CARRIER_NAMES[id] }]),
) as Record<CarrierId, Carrier & { name: string }>;

export function isCarrier(id: string): id is CarrierId {
  return (CARRIER_IDS as readonly string[]).includes(id);
}

/** A tracking number as printed, with the spaces a warehouse export or a person types removed. */
export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/[ \t]+/g, '').toUpperCase();
}
