/**
 * The pseudo-locale (`?locale=en-XA`): English with every letter accented and every vowel doubled
 * (about 30 % longer), inside [brackets]. Text that stays plain ASCII on such a page bypassed the
 * catalogues; a layout that breaks or clips the brackets has no room for longer languages.
 *
 * Development builds always accept it. A production build accepts it only where the host that serves
 * the page says so: the remote table it writes into the page (remotes.json) carries
 * `"$qa": { "pseudoLocale": true }`, which the local static host adds for the e2e specs that ask for it
 * (scripts/lib/static-host.mjs `qaPseudoLocale`). A shopper's address bar cannot turn it on.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type PseudoLocale = typeof PSEUDO_LOCALE;

/** The remotes.json setting (a `$` key, as `$overrides`) by which a host allows the pseudo-locale. */
export const QA_SETTINGS_KEY = '$qa';

/** Whether remotes.json's settings allow the pseudo-locale in a production build. Anything but `true` is no. */
export function pseudoLocaleAllowedBy(settings: Readonly<Record<string, unknown>> | undefined): boolean {
  const qa = settings?.[QA_SETTINGS_KEY];
  return typeof qa === 'object' && qa !== null && (qa as { pseudoLocale?: unknown }).pseudoLocale === true;
}
