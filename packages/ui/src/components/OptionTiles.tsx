import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { cx, useUiStyles } from '../styles';

export interface OptionTile {
  value: string;
  label: string;
  /** A picture of the choice (the API's swatch or drawing); decorative, the label names it. */
  image?: string | null;
  /** A second line: a price difference, "from 50 pcs", a size in cm. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface OptionTilesProps {
  /** The group's name (the legend): "Material", "Print". */
  label: string;
  options: readonly OptionTile[];
  value: string | undefined;
  onChange(value: string): void;
  /** `tile`: picture above label (material, print); `swatch`: a round colour chip (board colour). */
  variant?: 'tile' | 'swatch';
  /** The radios' `name`; one is made up when absent. */
  name?: string;
  /** Show the chosen value after the legend ("Material: Kraft"). */
  showValue?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * Choices shown as pictures to click, a radio group underneath: native radios (visually hidden
 * inside each tile) give the keyboard behaviour for free — Tab enters the group at the chosen tile,
 * the arrow keys move the choice, Space picks — and screen readers hear "radio, 2 of 4, checked".
 */
export function OptionTiles({ label, options, value, onChange, variant = 'tile', name, showValue = true, className, 'aria-describedby': describedBy }: OptionTilesProps) {
  useUiStyles();
  const generated = useId();
  const group = name ?? `ph-ui-tiles-${generated}`;
  const chosen = options.find((o) => o.value === value);
  return (
    <fieldset className={cx('ph-ui-tiles', `ph-ui-tiles--${variant}`, className)} aria-describedby={describedBy}>
      <legend className="ph-ui-tiles__legend">
        {label}
        {showValue && chosen ? <span className="ph-ui-tiles__legend-value" aria-hidden="true">: {chosen.label}</span> : null}
      </legend>
      <div className="ph-ui-tiles__list">
        {options.map((o) => (
          <label key={o.value} className="ph-ui-tile">
            <input type="radio" name={group} value={o.value} checked={o.value === value} disabled={o.disabled} onChange={() => onChange(o.value)} />
            <span className="ph-ui-tile__body">
              {variant === 'swatch' || o.image !== undefined ? (
                o.image ? (
                  <img className="ph-ui-tile__picture" src={o.image} alt="" width={64} height={48} loading="lazy" decoding="async" />
                ) : (
                  <span className="ph-ui-tile__picture" aria-hidden="true" />
                )
              ) : null}
              <span className="ph-ui-tile__text">
                <span className="ph-ui-tile__title">{o.label}</span>
                {o.hint ? <span className="ph-ui-tile__hint">{o.hint}</span> : null}
              </span>
            </span>
            <span className="ph-ui-tile__check" aria-hidden="true">
              <Icon name="check" width={14} height={14} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
