/**
 * The store a landing page belongs to, for first-touch cookies on its main domain. A small table
 * instead of @ph/region-config keeps the bundle small; it mirrors region-config's DOMAINS.
 */
export const HOSTS: ReadonlyArray<[string, string]> = [
  ['packhelp.com', 'eu'],
  ['packhelp.pl', 'pl'],
  ['packhelp.de', 'de'],
  ['packhelp.co.uk', 'gb'],
  ['packhelp.fr', 'fr'],
  ['packhelp.it', 'it'],
  ['packhelp.es', 'es'],
  ['packhelp.at', 'at'],
  ['packhelp.ch', 'ch'],
  ['packhelp.no', 'no'],
  ['packhelp.cz', 'cz'],
];

export function regionFor(attribute: string | null, hostname: string): { region: string; mainDomain: string } {
  const host = hostname.toLowerCase();
  const byHost = HOSTS.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  if (attribute) {
    const known = HOSTS.find(([, code]) => code === attribute);
    return { region: attribute, mainDomain: known?.[0] ?? byHost?.[0] ?? 'packhelp.com' };
  }
  return { region: byHost?.[1] ?? 'eu', mainDomain: byHost?.[0] ?? 'packhelp.com' };
}
