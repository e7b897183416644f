// A strictly necessary cookie saying that this browser has answered the cookie policy in force, so the
// server that renders a page knows whether the page shows the consent banner: the answer itself lives
// in local storage (@ph/analytics), which a server cannot read. The consent UI keeps the cookie in step
// with its own state (set when no banner is needed, cleared when one is, e.g. after a policy change);
// the shell's server render reads it. A subpath of its own: the standalone consent.js takes only this.

export const CONSENT_ANSWERED_COOKIE = 'ph_consent';
const ANSWERED = 'answered';

/** The `document.cookie` assignment that records (or, with `answered` false, forgets) the answer. */
export function consentAnsweredCookie(answered: boolean): string {
  return answered
    ? `${CONSENT_ANSWERED_COOKIE}=${ANSWERED}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${CONSENT_ANSWERED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Whether a request's Cookie header says the browser has answered. */
export function consentAnsweredIn(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${CONSENT_ANSWERED_COOKIE}=${ANSWERED}`);
}
