// No zod here: the forms of every remote import these (`@ph/api-contract/patterns`) to check a field
// before sending it, and the contract's schemas use the same ones, so browser and API agree.

/**
 * An e-mail address as the forms check it before sending: something@domain.tld without spaces. The
 * API's `Email` schema then applies zod's stricter e-mail rule as well.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number: an optional +, then 5–24 digits, spaces and ( ) . / - (the API's `Phone`). */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,24}$/;

/** True when the trimmed value is an e-mail address by EMAIL_PATTERN. */
export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** True when the trimmed value is a phone number by PHONE_PATTERN. */
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value.trim());
