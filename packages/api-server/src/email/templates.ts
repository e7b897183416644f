import type { LanguageCode } from '@ph/region-config';
import type { OutgoingEmail } from './outbox-repo';
import { EMAIL_TEXTS } from './texts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `items`: lines with a link of their own (a parcel and its tracking page), listed after the paragraphs. */
export function layout(title: string, paragraphs: string[], link: { url: string; label: string }, items: ReadonlyArray<{ text: string; url: string; label: string }> = []): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const list = items.length === 0 ? '' : `<ul>${items.map((i) => `<li>${escapeHtml(i.text)}: <a href="${escapeHtml(i.url)}">${escapeHtml(i.label)}</a></li>`).join('')}</ul>`;
  return `<!doctype html><html><body><h1>${escapeHtml(title)}</h1>${body}${list}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p></body></html>`;
}

export function confirmationEmail(to: string, url: string, lang: LanguageCode = 'en'): OutgoingEmail {
  const t = EMAIL_TEXTS[lang];
  const lines = [...t.confirmBody];
  return {
    kind: 'confirm_email',
    to,
    subject: t.confirmSubject,
    text: `${lines.join('\n')}\n\n${url}\n`,
    html: layout(t.confirmSubject, lines, { url, label: t.confirmLink }),
  };
}

export function passwordResetEmail(to: string, url: string, lang: LanguageCode = 'en'): OutgoingEmail {
  const t = EMAIL_TEXTS[lang];
  const lines = [...t.resetBody];
  return {
    kind: 'reset_password',
    to,
    subject: t.resetSubject,
    text: `${lines.join('\n')}\n\n${url}\n`,
    html: layout(t.resetSubject, lines, { url, label: t.resetLink }),
  };
}
