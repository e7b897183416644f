import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { uiText } from '../messages';
import { cx, useUiStyles } from '../styles';

export interface StepItem {
  id: string;
  label: string;
}

export interface StepsProps {
  steps: readonly StepItem[];
  /** The id of the step the shopper is on. */
  current: string;
  /** Steps before the current one are links back when given. */
  onStepClick?(id: string): void;
  /** The list's name, e.g. "Checkout steps". */
  label: string;
  className?: string;
}

/**
 * The checkout's progress: a bar and a numbered label per step, done steps ticked (and buttons
 * back to them), the current one marked `aria-current="step"`. Under 480 px only the current step
 * keeps its name on screen (the others keep theirs for screen readers).
 */
export function Steps({ steps, current, onStepClick, label, className }: StepsProps) {
  useUiStyles();
  const intl = useIntl();
  const index = Math.max(0, steps.findIndex((s) => s.id === current));
  return (
    <nav aria-label={label} className={className}>
      <ol className="ph-ui-steps">
        {steps.map((s, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          const marker = state === 'done' ? <Icon name="check" width={14} height={14} /> : i + 1;
          const content = (
            <>
              <span className="ph-ui-steps__number" aria-hidden="true">
                {marker}
              </span>
              <span className="ph-ui-steps__name">
                {s.label}
                {state === 'done' ? <span className="ph-ui-visually-hidden"> ({intl.formatMessage(uiText.stepDone)})</span> : null}
              </span>
            </>
          );
          return (
            <li key={s.id} className={cx('ph-ui-steps__item', `ph-ui-steps__item--${state}`)} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="ph-ui-steps__bar" aria-hidden="true" />
              <span className="ph-ui-steps__label">
                {state === 'done' && onStepClick ? (
                  <button type="button" className="ph-ui-steps__link" onClick={() => onStepClick(s.id)}>
                    {content}
                  </button>
                ) : (
                  content
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
