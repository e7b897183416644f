import type { OutgoingEmail } from './outbox';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], link: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p></body></html>`;
}

export function confirmationEmail(to: string, url: string): OutgoingEmail {
  const subject = 'Confirm your e-mail address';
  const lines = ['Thanks for creating an account.', 'Please confirm your e-mail address; the link is valid for 7 days.'];
  return {
    kind: 'confirm_email',
    to,
    subject,
    text: `${lines.join('\n')}\n\n${url}\n`,
    html: layout(subject, lines, { url, label: 'Confirm e-mail address' }),
  };
}

export function passwordResetEmail(to: string, url: string): OutgoingEmail {
  const subject = 'Set a new password';
  const lines = [
    'Someone asked to reset the password of your account.',
    'The link is valid for 1 hour. If it was not you, ignore this e-mail: your password stays unchanged.',
  ];
  return {
    kind: 'reset_password',
    to,
    subject,
    text: `${lines.join('\n')}\n\n${url}\n`,
    html: layout(subject, lines, { url, label: 'Set a new password' }),
  };
}
