import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx, useUiStyles } from '../styles';
import { FieldLabel, FieldMessages, hasContent, useFieldIds, type FieldTextProps } from './FieldFrame';

export interface TextAreaFieldProps extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
  /** Class of the wrapper (label + control + messages). */
  className?: string;
}

/** A labelled multi-line text field (a review reason, a note), with the same hint and error as TextField. */
export function TextAreaField({ label, hint, error, required, id, className, ref, rows = 4, ...input }: TextAreaFieldProps) {
  useUiStyles();
  const ids = useFieldIds(id, { hint, error }, input['aria-describedby']);
  return (
    <div className={cx('ph-ui-field', className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <textarea
        {...input}
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        className="ph-ui-field__control"
        aria-invalid={hasContent(error) || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
