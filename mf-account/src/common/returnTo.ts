/** Query parameter that carries the page to go back to after signing in. */
export const RETURN_TO_PARAM = 'return_to';

/**
 * Only a path of this site is followed: `//evil.example` and `https://…` would turn the sign-in
 * page into an open redirect.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function withReturnTo(path: string, returnTo: string): string {
  return `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}
