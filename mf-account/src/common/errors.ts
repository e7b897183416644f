import type { IntlShape } from 'react-intl';
import { isApiError } from '@ph/api-client';
import { defineMessages } from 'react-intl';

const m = defineMessages({
  network: { id: 'account.error.network', defaultMessage: 'We could not reach the server. Check your connection and try again.' },
  timeout: { id: 'account.error.timeout', defaultMessage: 'The server took too long to answer. Please try again.' },
  rateLimited: { id: 'account.error.rateLimited', defaultMessage: 'Too many attempts. Please wait a minute and try again.' },
  server: { id: 'account.error.server', defaultMessage: 'Something went wrong on our side. Please try again.' },
  invalidCredentials: { id: 'account.error.invalidCredentials', defaultMessage: 'The e-mail address or password is incorrect.' },
  emailTaken: { id: 'account.error.emailTaken', defaultMessage: 'An account with this e-mail address already exists.' },
  invalidToken: { id: 'account.error.invalidToken', defaultMessage: 'This link is invalid or has expired.' },
  alreadyConfirmed: { id: 'account.error.alreadyConfirmed', defaultMessage: 'Your e-mail address is already confirmed.' },
  sessionExpired: { id: 'account.error.sessionExpired', defaultMessage: 'Your session has expired. Please sign in again.' },
  notFound: { id: 'account.error.notFound', defaultMessage: 'We could not find what you were looking for.' },
  invalidZip: { id: 'account.error.invalidZip', defaultMessage: 'This postal code is not valid for the selected country.' },
  stateRequired: { id: 'account.error.stateRequired', defaultMessage: 'Choose a state.' },
  invalidVat: { id: 'account.error.invalidVat', defaultMessage: 'This VAT ID is not valid for the selected country.' },
  tooManyAddresses: { id: 'account.error.tooManyAddresses', defaultMessage: 'You have reached the maximum number of saved addresses.' },
  invalidCurrentPassword: { id: 'account.error.invalidCurrentPassword', defaultMessage: 'The current password is incorrect.' },
  passwordUnchanged: { id: 'account.error.passwordUnchanged', defaultMessage: 'Choose a new password that differs from the current one.' },
  invalidInput: { id: 'account.error.invalidInput', defaultMessage: 'Please check the highlighted field.' },
});

/** Codes the API documents, shown in the visitor's language instead of the server's English. */
const BY_CODE: Record<string, keyof typeof m> = {
  invalid_credentials: 'invalidCredentials',
  email_taken: 'emailTaken',
  invalid_token: 'invalidToken',
  already_confirmed: 'alreadyConfirmed',
  invalid_zip_code: 'invalidZip',
  state_required: 'stateRequired',
  invalid_state: 'stateRequired',
  invalid_vat_id: 'invalidVat',
  too_many_addresses: 'tooManyAddresses',
  invalid_current_password: 'invalidCurrentPassword',
  password_unchanged: 'passwordUnchanged',
};

export interface DescribedError {
  message: string;
  /** The request field the API blamed, for showing the message next to it. */
  field?: string;
  status?: number | null;
}

/** A user-facing message for a failed call (the spec leaves the texts to us, §8). */
export function describeError(intl: IntlShape, err: unknown): DescribedError {
  if (!isApiError(err)) return { message: intl.formatMessage(m.server) };
  const field = err.field ?? undefined;
  if (err.kind === 'network' || err.kind === 'aborted') return { message: intl.formatMessage(m.network) };
  if (err.kind === 'timeout') return { message: intl.formatMessage(m.timeout) };
  const key = err.code ? BY_CODE[err.code] : undefined;
  if (key) return { message: intl.formatMessage(m[key]), field, status: err.status };
  if (err.status === 429) return { message: intl.formatMessage(m.rateLimited), status: 429 };
  if (err.status === 401) return { message: intl.formatMessage(m.sessionExpired), status: 401 };
  if (err.status === 404) return { message: intl.formatMessage(m.notFound), status: 404 };
  if (err.status === 400 || err.status === 422) {
    // The server's sentence ("must be a valid e-mail address") is precise; keep it beside the field.
    const serverMessage = typeof err.body === 'object' && err.body && 'message' in err.body ? String(err.body.message) : '';
    return { message: serverMessage || intl.formatMessage(m.invalidInput), field, status: err.status };
  }
  return { message: intl.formatMessage(m.server), status: err.status };
}

export function isNotFound(err: unknown): boolean {
  return isApiError(err) && err.status === 404;
}
