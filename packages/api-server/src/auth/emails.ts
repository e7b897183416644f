import { escapeHtml } from '../email/templates';
import type { OutgoingEmail } from '../email/outbox';

/**
 * Tells the owner the password changed, so a change they did not make (a hijacked session that knew
 * the password) does not go unnoticed; the reset link is the way back in.
 */
export function passwordChangedEmail(to: string, recoverUrl: string): OutgoingEmail {
  const subject = 'Your password was changed';
  const lines = [
    'The password of your account was just changed, and every other device was signed out.',
    'If it was not you, reset your password now with the link below.',
  ];
  return {
    kind: 'password_changed',
    to,
    subject,
    text: `${lines.join('\n')}\n\n${recoverUrl}\n`,
    html: `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(recoverUrl)}">Reset your password</a></p></body></html>`,
  };
}
