import { useIntl } from 'react-intl';
import { uiText } from './messages';
import { cx, useUiStyles } from './styles';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; "Loading…" by default. */
  label?: string;
  /** Inside something that already says it is busy (a busy button): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'sm', label, decorative = false, className }: SpinnerProps) {
  useUiStyles();
  const intl = useIntl();
  const ring = <span className={cx('ph-ui-spinner', size !== 'sm' && `ph-ui-spinner--${size}`, className)} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status">
      {ring}
      <span className="ph-ui-visually-hidden">{label ?? intl.formatMessage(uiText.loading)}</span>
    </span>
  );
}
