import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiText } from '../messages';

/** What every field shows around its control: a visible label, a hint and an error. */
export interface FieldTextProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and tied to it by aria-describedby; also sets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The control's aria-describedby: the caller's own ids, then the hint, then the error. */
  describedBy: string | undefined;
}

export function useFieldIds(
  id: string | undefined,
  { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>,
  ownDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? `ph-ui-field-${generated}`;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const describedBy = [ownDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * The required marker: a visible asterisk hidden from assistive tech (the control's `required`
 * attribute is what screen readers announce); its title explains it on hover.
 */
export function RequiredMarker() {
  const intl = useIntl();
  return (
    <span className="ph-ui-field__required" aria-hidden="true" title={intl.formatMessage(uiText.requiredMarker)}>
      *
    </span>
  );
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label className="ph-ui-field__label" htmlFor={htmlFor}>
      {label}
      {required && <RequiredMarker />}
    </label>
  );
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {ids.hintId && (
        <span className="ph-ui-field__hint" id={ids.hintId}>
          {hint}
        </span>
      )}
      {ids.errorId && (
        <span className="ph-ui-field__error" id={ids.errorId}>
          {error}
        </span>
      )}
    </>
  );
}
