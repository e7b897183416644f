import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, labelOf, TextField } from '@ph/ui';
import type { DesignDocument } from '@ph/api-client';
import { DEFAULT_PALETTE, MAX_COLOURS, colourAllowed, coloursOf, normaliseHex } from '../model/document';
import { COLOUR_LABELS } from '../model/labels';

interface Props {
  document: DesignDocument;
  value: string | null;
  disabled?: boolean;
  onChange(colour: string | null): void;
}

/** Background colour of the current side: the 14-colour palette, any colour by hex or picker, or none. */
export function BackgroundPanel({ document, value, disabled, onChange }: Props) {
  const intl = useIntl();
  const [custom, setCustom] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const used = coloursOf(document).length;
  const tooMany = intl.formatMessage(
    { id: 'editor.background.limit', defaultMessage: 'A design can use at most {max} colours. Reuse one of the colours already in it.' },
    { max: MAX_COLOURS },
  );
  const pick = (hex: string | null) => {
    if (hex !== null && !colourAllowed(document, hex)) {
      setError(tooMany);
      return;
    }
    setError(null);
    onChange(hex);
  };
  const applyCustom = () => {
    const hex = normaliseHex(custom);
    if (!hex) {
      setError(intl.formatMessage({ id: 'editor.background.invalid', defaultMessage: 'Enter a colour as # and six hexadecimal digits, e.g. {example}.' }, { example: DEFAULT_PALETTE[6]?.hex ?? '' }));
      return;
    }
    pick(hex);
  };
  return (
    <section className="ed-panel" aria-labelledby="ed-bg-title">
      <h2 id="ed-bg-title">
        <FormattedMessage id="editor.background.title" defaultMessage="Background colour" />
      </h2>
      <fieldset className="ed-swatches" disabled={disabled}>
        <legend className="ph-ui-visually-hidden">
          <FormattedMessage id="editor.background.palette" defaultMessage="Palette" />
        </legend>
        <label className="ed-swatch ed-swatch--none">
          <input type="radio" name="ed-bg" checked={value === null} onChange={() => pick(null)} />
          <span className="ed-swatch__chip" aria-hidden="true" />
          <span className="ph-ui-visually-hidden">
            <FormattedMessage id="editor.background.none" defaultMessage="No colour (bare board)" />
          </span>
        </label>
        {DEFAULT_PALETTE.map((c) => (
          <label key={c.uid} className="ed-swatch">
            <input type="radio" name="ed-bg" checked={value === c.hex} onChange={() => pick(c.hex)} />
            <span className="ed-swatch__chip" aria-hidden="true" style={{ background: c.hex }} />
            <span className="ph-ui-visually-hidden">{labelOf(intl, COLOUR_LABELS, c.uid) ?? c.hex}</span>
          </label>
        ))}
      </fieldset>
      <div className="ed-row">
        <TextField
          label={intl.formatMessage({ id: 'editor.background.custom', defaultMessage: 'Any colour (hex)' })}
          value={custom}
          onChange={(e) => setCustom(e.currentTarget.value)}
          disabled={disabled}
          spellCheck={false}
        />
        <input
          type="color"
          className="ed-colour-input"
          aria-label={intl.formatMessage({ id: 'editor.background.picker', defaultMessage: 'Choose a colour' })}
          value={normaliseHex(custom) ?? DEFAULT_PALETTE[0]?.hex}
          disabled={disabled}
          onChange={(e) => setCustom(e.currentTarget.value)}
        />
        <Button type="button" variant="secondary" onClick={applyCustom} disabled={disabled}>
          <FormattedMessage id="editor.background.apply" defaultMessage="Use this colour" />
        </Button>
      </div>
      <p className="ed-note">
        <FormattedMessage id="editor.background.used" defaultMessage="{used} of {max} colours used" values={{ used, max: MAX_COLOURS }} />
      </p>
      {error ? (
        <p className="ed-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
