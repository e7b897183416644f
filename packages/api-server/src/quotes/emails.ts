// Quote request and offer e-mails, written to the outbox in the transaction of the change (the
// orders module's onResponse hook starts delivery). Language: the customer's chosen one; managers
// get the queue e-mail in their account's language.
import { formatMoney, formatRegionDate, getRegionConfig, isRegionCode, routePath, storeOrigin } from '@ph/region-config';
import type { OutgoingEmail } from '../email';
import { layout } from '../email';
import { emailLanguage } from '../email';
import { QUOTE_EMAIL_TEXTS } from './emailTexts';

function build(kind: string, to: string, subject: string, lines: string[], url: string, label: string): OutgoingEmail {
  return { kind, to, subject, text: `${lines.join('\n')}\n\n${url}\n`, html: layout(subject, lines, { url, label }) };
}

/** The store's origin for its links (its own domain in production, storeOrigin). */
const base = (storefrontUrl: string, region: string) => (isRegionCode(region) ? storeOrigin(storefrontUrl, region) : storefrontUrl.replace(/\/+$/, ''));

/** A quote request's page in its store, on the store's domain (scripts/check-links.mjs checks it). */
export const quoteRequestUrl = (storefrontUrl: string, region: string, number: string) => `${base(storefrontUrl, region)}${quoteRequestPath(region, number)}`;
/** An offer's review page in its store, on the store's domain (scripts/check-links.mjs checks it). */
export const offerUrl = (storefrontUrl: string, region: string, token: string) => `${base(storefrontUrl, region)}${offerPath(region, token)}`;

/** The review page of an offer in the offer's store (region path prefix included). */
export function offerPath(region: string, token: string): string {
  return isRegionCode(region) ? routePath('offerReview', region, { token }) : `/offer/${encodeURIComponent(token)}/review`;
}

function quoteRequestPath(region: string, number: string): string {
  return isRegionCode(region) ? routePath('requestAQuoteDetails', region, { qrNumber: number }) : `/account/quote_requests/${encodeURIComponent(number)}`;
}

export interface RequestMailFacts {
  number: string;
  mode: number;
  region: string;
  locale: string;
  email: string;
  name: string;
  companyName: string | null;
}

export function quoteRequestReceivedEmail(storefrontUrl: string, qr: RequestMailFacts): OutgoingEmail {
  const t = QUOTE_EMAIL_TEXTS[emailLanguage(qr.locale, qr.region)];
  const subject = qr.mode === 1 ? t.briefSubject(qr.number) : t.requestSubject(qr.number);
  return build('quote_request_received', qr.email, subject, t.requestBody(qr.number), quoteRequestUrl(storefrontUrl, qr.region, qr.number), t.requestLink);
}

/** The customer hears that a manager closed the request, and why (the reason as the manager wrote it). */
export function quoteRequestClosedEmail(storefrontUrl: string, qr: Pick<RequestMailFacts, 'number' | 'region' | 'locale' | 'email'>, reason: string): OutgoingEmail {
  const t = QUOTE_EMAIL_TEXTS[emailLanguage(qr.locale, qr.region)];
  return build('quote_request_closed', qr.email, t.closedSubject(qr.number), t.closedBody(qr.number, reason), quoteRequestUrl(storefrontUrl, qr.region, qr.number), t.requestLink);
}

export function quoteQueueEmail(storefrontUrl: string, to: { email: string; locale: string | null }, qr: RequestMailFacts): OutgoingEmail {
  const t = QUOTE_EMAIL_TEXTS[emailLanguage(to.locale, 'eu')];
  const brief = qr.mode === 1;
  const who = `${qr.name}${qr.companyName ? `, ${qr.companyName}` : ''} <${qr.email}>`;
  // The desk lives in the account remote; the request's page there shows managers the whole request.
  return build('quote_request_queue', to.email, t.queueSubject(qr.number, brief), [t.queueBody(who, qr.number, brief)], quoteRequestUrl(storefrontUrl, qr.region, qr.number), t.queueLink);
}

export interface OfferMailFacts {
  token: string;
  region: string;
  locale: string;
  email: string;
  total: number;
  validUntil: Date;
  managerName: string | null;
}

export function offerEmail(storefrontUrl: string, offer: OfferMailFacts): OutgoingEmail {
  const t = QUOTE_EMAIL_TEXTS[emailLanguage(offer.locale, offer.region)];
  const region = isRegionCode(offer.region) ? offer.region : 'eu';
  const date = formatRegionDate(offer.validUntil.toISOString().slice(0, 10), getRegionConfig(region).datesFormattingRules);
  const lines = [offer.managerName ? t.offerFrom(offer.managerName) : t.offerReady, t.offerTotal(formatMoney(offer.total, region), date)];
  return build('offer_sent', offer.email, t.offerSubject, lines, offerUrl(storefrontUrl, offer.region, offer.token), t.offerLink);
}
