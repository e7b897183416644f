import type { Ref, SelectHTMLAttributes } from 'react';
import { cx, useUiStyles } from '../styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldTextProps } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The language the label is written in, where it differs from the page's (a language named in itself). */
  lang?: string;
}

export interface SelectFieldProps extends FieldTextProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** An empty first choice ("Choose a country"); with `required` the browser refuses to submit it. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
  selectClassName?: string;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  className,
  selectClassName,
  ref,
  ...select
}: SelectFieldProps) {
  useUiStyles();
  const ids = useFieldIds(id, { hint, error }, select['aria-describedby']);
  return (
    <div className={cx('ph-ui-field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <select
        {...select}
        ref={ref}
        id={ids.controlId}
        required={required}
        className={cx('ph-ui-field__control', selectClassName)}
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
