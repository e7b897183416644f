import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button, SelectField, TextField } from '@ph/ui';
import type { DesignObject, DesignPlacement } from '@ph/api-client';
import type { TextChanges } from '../model/document';
import type { ObjectChecks } from '../model/checks';
import { FONT_CHOICES } from '../text/fonts';
import { DpiBadge } from './DpiBadge';
import { PT_TO_MM } from './TextPanel';

type Direction = 'forward' | 'backward' | 'front' | 'back';

interface Props {
  object: DesignObject;
  /** The placement while the pointer scales it (live DPI), else the object's own. */
  live: DesignPlacement | null;
  checks: ObjectChecks;
  onPlace(placement: Partial<DesignPlacement>, coalesce: string): void;
  onText(changes: TextChanges, coalesce?: string): void;
  onOrder(direction: Direction): void;
  onRemove(): void;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A number field that keeps what the shopper types until it is a number, then reports it. */
function NumberField({ label, value, onValue, min }: { label: string; value: number; onValue(n: number): void; min?: number }) {
  const [text, setText] = useState(String(round1(value)));
  useEffect(() => setText(String(round1(value))), [value]);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step="0.1"
      min={min}
      value={text}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        setText(raw);
        const n = Number(raw.replace(',', '.'));
        if (raw.trim() !== '' && Number.isFinite(n) && (min === undefined || n >= min)) onValue(n);
      }}
    />
  );
}

export function objectName(intl: IntlShape, o: DesignObject): string {
  return o.type === 'text'
    ? intl.formatMessage({ id: 'editor.object.textName', defaultMessage: 'Text “{text}”' }, { text: o.text.length > 24 ? `${o.text.slice(0, 24)}…` : o.text })
    : intl.formatMessage({ id: 'editor.object.imageName', defaultMessage: 'Image' });
}

/** The selected object: where it is (mm), its print checks, text settings, stacking and removal. */
export function ObjectPanel({ object: o, live, checks, onPlace, onText, onOrder, onRemove }: Props) {
  const intl = useIntl();
  const shown = live ?? o;
  return (
    <section className="ed-panel" aria-labelledby="ed-object-title">
      <h2 id="ed-object-title">{objectName(intl, o)}</h2>
      {o.type === 'image' ? <DpiBadge resolution={checks.resolution} /> : null}
      {checks.crossesFold ? (
        <p className="ed-warning" role="note">
          <FormattedMessage id="editor.check.fold" defaultMessage="This object crosses a fold: the part beyond it will be on another side of the box or cut off." />
        </p>
      ) : null}
      {checks.leavesSafeArea ? (
        <p className="ed-warning" role="note">
          <FormattedMessage id="editor.check.safe" defaultMessage="Part of this object is outside the safe area (dashed line): cutting may trim it." />
        </p>
      ) : null}
      {o.type === 'text' ? (
        <div className="ed-grid">
          <TextField
            label={intl.formatMessage({ id: 'editor.object.text', defaultMessage: 'Text' })}
            value={o.text}
            onChange={(e) => onText({ text: e.currentTarget.value }, `text:${o.id}`)}
            maxLength={500}
          />
          <SelectField
            label={intl.formatMessage({ id: 'editor.text.font', defaultMessage: 'Font' })}
            value={o.font.family}
            onChange={(e) => onText({ font: { family: e.currentTarget.value } })}
            options={FONT_CHOICES.map((f) => ({ value: f, label: f }))}
          />
          <NumberField
            label={intl.formatMessage({ id: 'editor.object.fontSize', defaultMessage: 'Size (pt)' })}
            value={o.font.sizeMm / PT_TO_MM}
            min={4}
            onValue={(pt) => onText({ font: { sizeMm: pt * PT_TO_MM } }, `size:${o.id}`)}
          />
          <label className="ed-colour-field">
            <span>
              <FormattedMessage id="editor.object.colour" defaultMessage="Text colour" />
            </span>
            <input type="color" value={o.color} onChange={(e) => onText({ color: e.currentTarget.value }, `colour:${o.id}`)} />
          </label>
        </div>
      ) : null}
      <div className="ed-grid">
        <NumberField label={intl.formatMessage({ id: 'editor.object.x', defaultMessage: 'From left (mm)' })} value={shown.x} onValue={(x) => onPlace({ x }, `x:${o.id}`)} />
        <NumberField label={intl.formatMessage({ id: 'editor.object.y', defaultMessage: 'From top (mm)' })} value={shown.y} onValue={(y) => onPlace({ y }, `y:${o.id}`)} />
        <NumberField
          label={intl.formatMessage({ id: 'editor.object.width', defaultMessage: 'Width (mm)' })}
          value={shown.width}
          min={0.1}
          onValue={(width) => onPlace({ width, height: (width * o.height) / o.width, x: o.x + o.width / 2 - width / 2, y: o.y + o.height / 2 - (width * o.height) / o.width / 2 }, `size:${o.id}`)}
        />
        <NumberField label={intl.formatMessage({ id: 'editor.object.rotation', defaultMessage: 'Rotation (°)' })} value={shown.rotation} onValue={(rotation) => onPlace({ rotation }, `rotation:${o.id}`)} />
      </div>
      <div className="ed-actions" role="group" aria-label={intl.formatMessage({ id: 'editor.object.order', defaultMessage: 'Stacking order' })}>
        <Button type="button" variant="secondary" onClick={() => onOrder('forward')}>
          <FormattedMessage id="editor.object.forward" defaultMessage="Bring forward" />
        </Button>
        <Button type="button" variant="secondary" onClick={() => onOrder('backward')}>
          <FormattedMessage id="editor.object.backward" defaultMessage="Send backward" />
        </Button>
        <Button type="button" variant="secondary" onClick={onRemove}>
          <FormattedMessage id="editor.object.delete" defaultMessage="Delete" />
        </Button>
      </div>
    </section>
  );
}
