import { getRegionConfig, landingPath, storeOrigin, type LanguageCode, type RegionCode } from '@ph/region-config';
import { escapeHtml, type OutgoingEmail } from '../email';
import { CONFIRMATION_TEXTS } from './texts';

/** The sender's receipt: their request number and a copy of what they wrote, in the form's language. */
export function confirmationEmail(
  o: { to: string; name: string; number: string; message: string; region: RegionCode; lang: LanguageCode },
  storefrontUrl: string,
): OutgoingEmail {
  const t = CONFIRMATION_TEXTS[o.lang];
  const query = o.lang === getRegionConfig(o.region).locale ? '' : `?locale=${o.lang}`;
  const help = `${storeOrigin(storefrontUrl, o.region)}${landingPath(o.region, 'help')}${query}`;
  const lines = [t.thanks(o.name), t.received, t.number(o.number)];
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  return {
    kind: 'support_request_received',
    to: o.to,
    subject: t.subject(o.number),
    text: `${lines.join('\n\n')}\n\n${t.yourMessage}\n${o.message}\n\n${t.helpLink}: ${help}\n`,
    html:
      `<!doctype html><html><body><h1>${escapeHtml(t.subject(o.number))}</h1>${lines.map(p).join('')}` +
      `<p>${escapeHtml(t.yourMessage)}</p><blockquote style="white-space:pre-wrap">${escapeHtml(o.message)}</blockquote>` +
      `<p><a href="${escapeHtml(help)}">${escapeHtml(t.helpLink)}</a></p></body></html>`,
  };
}
