import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { uiText } from '../messages';
import { cx, useUiStyles } from '../styles';
import { useHydrated } from '../hydrated';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldTextProps } from '../fields/FieldFrame';

export interface QuantityStepperProps extends FieldTextProps {
  /** What the shopper typed (kept as text so a half-typed number is not thrown away). */
  value: string;
  onValueChange(value: string): void;
  min?: number;
  max?: number;
  /** How much − and + change the number. */
  step?: number;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A number field between − and + buttons. The field is a labelled text input with
 * `inputmode="numeric"` (so it is not a browser spin box); the buttons are named "Decrease" /
 * "Increase <label>" and are disabled at the limits; ArrowUp/ArrowDown step too. The caller decides
 * when a change counts (the cart sends it with "Update").
 */
export function QuantityStepper({ label, hint, error, required, value, onValueChange, min = 1, max = Number.MAX_SAFE_INTEGER, step = 1, id, name, disabled, className }: QuantityStepperProps) {
  useUiStyles();
  const intl = useIntl();
  const ids = useFieldIds(id, { hint, error });
  const n = Number(value);
  const current = Number.isFinite(n) && value.trim() !== '' ? n : min;
  const clamp = (x: number) => Math.min(max, Math.max(min, x));
  const by = (delta: number) => onValueChange(String(clamp(current + delta)));
  const labelText = typeof label === 'string' ? label : '';
  // The buttons step the field with script: in a server-rendered form they wait for it, the field works at once.
  const live = useHydrated();
  const buttonClass = cx('ph-ui-stepper__button', !live && 'ph-ui-until-hydrated');
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp') {
      e.preventDefault();
      by(step);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      by(-step);
    }
  };
  return (
    <div className={cx('ph-ui-field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <div className="ph-ui-stepper">
        <button
          type="button"
          className={buttonClass}
          onClick={() => by(-step)}
          disabled={disabled || current <= min}
          aria-label={intl.formatMessage(uiText.decrease, { label: labelText })}
          aria-controls={ids.controlId}
        >
          <Icon name="minus" />
        </button>
        <input
          id={ids.controlId}
          name={name}
          className="ph-ui-stepper__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={value}
          required={required}
          disabled={disabled}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-invalid={hasContent(error) || undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className={buttonClass}
          onClick={() => by(step)}
          disabled={disabled || current >= max}
          aria-label={intl.formatMessage(uiText.increase, { label: labelText })}
          aria-controls={ids.controlId}
        >
          <Icon name="plus" />
        </button>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
