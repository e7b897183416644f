// The email module's face: what other modules may use of it.
export { devOutboxRoutes } from './dev-routes';
export { type OutgoingEmail, enqueueEmail } from './outbox-repo';
export { type MailTransport, OutboxSender, smtpTransport } from './sender';
export { confirmationEmail, escapeHtml, layout, passwordResetEmail } from './templates';
export { EMAIL_TEXTS, emailLanguage } from './texts';
export { LIFECYCLE_TEXTS, type RefundWay } from './lifecycle-texts';
export { REFERRAL_TEXTS } from './referral-texts';
