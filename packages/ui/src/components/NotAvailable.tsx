import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiText } from '../messages';
import { EmptyState } from './EmptyState';

export interface NotAvailableProps {
  /**
   * The way on, given a label ("Go to the home page" in the visitor's language): a link of the
   * app's router (`@ph/remote-kit`'s NotAvailableScreen passes one to the home page).
   */
  homeLink?: (label: string) => ReactNode;
  headingLevel?: 1 | 2 | 3;
}

/** A page of the route table that has no screen yet: said plainly instead of showing another page. */
export function NotAvailable({ homeLink, headingLevel = 1 }: NotAvailableProps) {
  const intl = useIntl();
  return (
    <section role="status" aria-live="polite">
      <EmptyState
        icon="box"
        headingLevel={headingLevel}
        title={intl.formatMessage(uiText.notAvailableTitle)}
        actions={homeLink ? homeLink(intl.formatMessage(uiText.notAvailableHome)) : undefined}
      >
        <p>{intl.formatMessage(uiText.notAvailableText)}</p>
      </EmptyState>
    </section>
  );
}
