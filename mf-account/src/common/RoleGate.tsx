import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { ErrorPanel, Spinner } from '@ph/ui';
import { useLoad } from '@ph/remote-kit';

export interface RoleGateText {
  checking: MessageDescriptor;
  notAllowedTitle: MessageDescriptor;
  notAllowedBody: MessageDescriptor;
  loadError: MessageDescriptor;
}

/**
 * The staff screens' gate (the managers' desk, the operators' pages): who may use them is the API's
 * answer to the role's `…/current` call, the same check every call of that role makes. Its 403 shows the
 * refusal and nothing else is asked; another failure can be retried.
 */
export function RoleGate({ check, cacheKey, text, idPrefix, children }: { check: (signal: AbortSignal) => Promise<unknown>; cacheKey: string; text: RoleGateText; idPrefix: string; children: ReactNode }) {
  const intl = useIntl();
  const role = useLoad(cacheKey, check);
  if (role.status === 'loading') return <Spinner label={intl.formatMessage(text.checking)} />;
  if (role.status === 'error') {
    if (isApiError(role.error) && role.error.status === 403) {
      return (
        <section aria-labelledby={`${idPrefix}-denied`}>
          <h2 id={`${idPrefix}-denied`}>
            <FormattedMessage {...text.notAllowedTitle} />
          </h2>
          <p>
            <FormattedMessage {...text.notAllowedBody} />
          </p>
        </section>
      );
    }
    return <ErrorPanel headingLevel={2} message={describeApiError(intl, role.error, { fallback: text.loadError }).message} onRetry={role.retry} />;
  }
  return <>{children}</>;
}
