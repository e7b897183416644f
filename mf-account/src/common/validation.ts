import { isEmailAddress, isPhoneNumber } from '@ph/api-contract/patterns';
import { defineMessages, type IntlShape } from 'react-intl';

/** Same limits as the API contract (auth.ts), checked before sending so mistakes show at once. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const validationMessages = defineMessages({
  required: { id: 'account.validation.required', defaultMessage: 'This field is required.' },
  email: { id: 'account.validation.email', defaultMessage: 'Enter a valid e-mail address.' },
  passwordShort: { id: 'account.validation.passwordShort', defaultMessage: 'Use at least {min} characters.' },
  passwordLong: { id: 'account.validation.passwordLong', defaultMessage: 'Use at most {max} characters.' },
  passwordMismatch: { id: 'account.validation.passwordMismatch', defaultMessage: 'The passwords do not match.' },
  phone: { id: 'account.validation.phone', defaultMessage: 'Enter a phone number (digits, spaces and + ( ) . / -).' },
});

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function requiredText(intl: IntlShape, value: string): string | undefined {
  return value.trim() ? undefined : intl.formatMessage(validationMessages.required);
}

export function emailError(intl: IntlShape, value: string): string | undefined {
  if (!value.trim()) return intl.formatMessage(validationMessages.required);
  return isEmailAddress(value) ? undefined : intl.formatMessage(validationMessages.email);
}

export function newPasswordError(intl: IntlShape, value: string): string | undefined {
  if (!value) return intl.formatMessage(validationMessages.required);
  if (value.length < PASSWORD_MIN_LENGTH) return intl.formatMessage(validationMessages.passwordShort, { min: PASSWORD_MIN_LENGTH });
  if (value.length > PASSWORD_MAX_LENGTH) return intl.formatMessage(validationMessages.passwordLong, { max: PASSWORD_MAX_LENGTH });
  return undefined;
}

export function phoneError(intl: IntlShape, value: string): string | undefined {
  if (!value.trim()) return undefined;
  return isPhoneNumber(value) ? undefined : intl.formatMessage(validationMessages.phone);
}

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some(Boolean);
}
