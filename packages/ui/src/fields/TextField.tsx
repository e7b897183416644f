import type { InputHTMLAttributes, Ref } from 'react';
import { cx, useUiStyles } from '../styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldTextProps } from './FieldFrame';

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapper (label + control + messages). */
  className?: string;
  inputClassName?: string;
}

export function TextField({ label, hint, error, required, id, className, inputClassName, ref, type = 'text', ...input }: TextFieldProps) {
  useUiStyles();
  const ids = useFieldIds(id, { hint, error }, input['aria-describedby']);
  return (
    <div className={cx('ph-ui-field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <input
        {...input}
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        className={cx('ph-ui-field__control', inputClassName)}
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
