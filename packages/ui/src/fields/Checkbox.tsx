import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { cx, useUiStyles } from '../styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldTextProps } from './FieldFrame';

type CheckInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'role'>;

export interface CheckboxProps extends FieldTextProps, CheckInputProps {
  /** Called with the new state (on top of the native onChange). */
  onCheckedChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

function CheckControl({
  role,
  wrapperClass,
  label,
  hint,
  error,
  required,
  id,
  className,
  onChange,
  onCheckedChange,
  ref,
  ...input
}: CheckboxProps & { role?: 'switch'; wrapperClass: string }) {
  useUiStyles();
  const ids = useFieldIds(id, { hint, error }, input['aria-describedby']);
  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    onChange?.(event);
    onCheckedChange?.(event.currentTarget.checked);
  };
  return (
    <div className={cx('ph-ui-field', className)}>
      <div className={cx('ph-ui-check', wrapperClass)}>
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          role={role}
          required={required}
          onChange={handleChange}
          aria-invalid={hasContent(error) || undefined}
          aria-describedby={ids.describedBy}
        />
        <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

export function Checkbox(props: CheckboxProps) {
  return <CheckControl {...props} wrapperClass="ph-ui-checkbox" />;
}

export type SwitchProps = CheckboxProps;

/**
 * An on/off toggle (e.g. a cookie category). A native checkbox with role="switch": Space toggles
 * it, the label names it, and assistive tech announces "on"/"off".
 */
export function Switch(props: SwitchProps) {
  return <CheckControl {...props} role="switch" wrapperClass="ph-ui-switch" />;
}
