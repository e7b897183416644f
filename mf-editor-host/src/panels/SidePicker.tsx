import { useIntl } from 'react-intl';
import { DESIGN_FACES, type DesignDocument, type DesignFace } from '@ph/api-client';
import { FACE_LABELS } from '../model/labels';

/** The six sides of the box as a radio group (arrow keys move between them). */
export function SidePicker({ value, onChange, document }: { value: DesignFace; onChange(face: DesignFace): void; document: DesignDocument }) {
  const intl = useIntl();
  return (
    <fieldset className="ed-sides">
      <legend>{intl.formatMessage({ id: 'editor.sides.legend', defaultMessage: 'Side of the box' })}</legend>
      {DESIGN_FACES.map((face) => {
        const count = document.faces[face].objects.length;
        return (
          <label key={face} className="ed-side">
            <input type="radio" name="ed-side" value={face} checked={value === face} onChange={() => onChange(face)} />
            <span>{intl.formatMessage(FACE_LABELS[face])}</span>
            <small>{intl.formatMessage({ id: 'editor.sides.count', defaultMessage: '{count, plural, =0 {empty} one {# object} other {# objects}}' }, { count })}</small>
          </label>
        );
      })}
    </fieldset>
  );
}
