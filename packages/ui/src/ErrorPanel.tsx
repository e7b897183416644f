import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';
import { uiText } from './messages';
import { cx, useUiStyles } from './styles';

export interface ErrorPanelProps {
  /** "This section is unavailable" by default. */
  title?: ReactNode;
  /** A generic "could not load, try again" by default. */
  message?: ReactNode;
  /** Shows a Retry button; a returned promise keeps the button busy until it settles. */
  onRetry?: () => void | Promise<unknown>;
  retryLabel?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A failed part of the page (the shell shows it for a remote that is down) with a way to retry. */
export function ErrorPanel({ title, message, onRetry, retryLabel, headingLevel = 2, className }: ErrorPanelProps) {
  useUiStyles();
  const intl = useIntl();
  const titleId = useId();
  const [retrying, setRetrying] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const retry = (): void => {
    if (!onRetry) return;
    const result = onRetry();
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setRetrying(true);
      // The caller reports its own failure (it re-renders this panel); here only the busy state ends.
      (result as Promise<unknown>)
        .catch(() => undefined)
        .finally(() => {
          if (mounted.current) setRetrying(false);
        });
    }
  };

  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <section className={cx('ph-ui-error-panel', className)} role="alert" aria-labelledby={titleId}>
      <Heading id={titleId} className="ph-ui-error-panel__title">
        {title ?? intl.formatMessage(uiText.errorPanelTitle)}
      </Heading>
      <p className="ph-ui-error-panel__message">{message ?? intl.formatMessage(uiText.errorPanelMessage)}</p>
      {onRetry && (
        <Button variant="secondary" busy={retrying} onClick={retry}>
          {retryLabel ?? intl.formatMessage(uiText.retry)}
        </Button>
      )}
    </section>
  );
}
