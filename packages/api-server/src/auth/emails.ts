import type { LanguageCode } from '@ph/region-config';
import { layout } from '../email';
import { EMAIL_TEXTS } from '../email';
import type { OutgoingEmail } from '../email';

/**
 * Tells the owner the password changed, so a change they did not make (a hijacked session that knew
 * the password) does not go unnoticed; the reset link is the way back in.
 */
export function passwordChangedEmail(to: string, recoverUrl: string, lang: LanguageCode = 'en'): OutgoingEmail {
  const t = EMAIL_TEXTS[lang];
  const lines = [...t.changedBody];
  return {
    kind: 'password_changed',
    to,
    subject: t.changedSubject,
    text: `${lines.join('\n')}\n\n${recoverUrl}\n`,
    html: layout(t.changedSubject, lines, { url: recoverUrl, label: t.changedLink }),
  };
}
