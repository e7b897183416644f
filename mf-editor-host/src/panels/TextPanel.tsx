import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, SelectField, TextField } from '@ph/ui';
import { FONT_CHOICES } from '../text/fonts';

export interface TextStyle {
  font: string;
  sizePt: number;
  colour: string;
}

/** Points to mm: the shopper thinks in points, the document keeps mm. */
export const PT_TO_MM = 25.4 / 72;
export const TEXT_SIZES_PT = [12, 18, 24, 36, 48, 72, 96, 144] as const;

/** Adds a line of text to the current side. */
export function TextPanel({ disabled, defaultColour, onAdd }: { disabled?: boolean; defaultColour: string; onAdd(text: string, style: TextStyle): void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [font, setFont] = useState<string>(FONT_CHOICES[0] ?? 'Roboto');
  const [size, setSize] = useState(36);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      setError(intl.formatMessage({ id: 'editor.text.empty', defaultMessage: 'Type the text to add.' }));
      return;
    }
    setError(null);
    onAdd(text.trim(), { font, sizePt: size, colour: defaultColour });
    setText('');
  };
  return (
    <form className="ed-panel" aria-labelledby="ed-text-title" onSubmit={submit} noValidate>
      <h2 id="ed-text-title">
        <FormattedMessage id="editor.text.title" defaultMessage="Text" />
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'editor.text.input', defaultMessage: 'Text to add' })}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={error ?? undefined}
        disabled={disabled}
        maxLength={500}
      />
      <SelectField
        label={intl.formatMessage({ id: 'editor.text.font', defaultMessage: 'Font' })}
        value={font}
        onChange={(e) => setFont(e.currentTarget.value)}
        options={FONT_CHOICES.map((f) => ({ value: f, label: f }))}
        disabled={disabled}
      />
      <SelectField
        label={intl.formatMessage({ id: 'editor.text.size', defaultMessage: 'Size' })}
        value={String(size)}
        onChange={(e) => setSize(Number(e.currentTarget.value))}
        options={TEXT_SIZES_PT.map((s) => ({ value: String(s), label: intl.formatMessage({ id: 'editor.text.sizePt', defaultMessage: '{size} pt' }, { size: s }) }))}
        disabled={disabled}
      />
      <Button type="submit" variant="secondary" disabled={disabled}>
        <FormattedMessage id="editor.text.add" defaultMessage="Add text" />
      </Button>
    </form>
  );
}
