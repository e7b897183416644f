import type { ReactNode } from 'react';
import { Price } from '../Price';
import { cx, useUiStyles } from '../styles';
import { Card } from './Card';

export interface SummaryRow {
  key: string;
  label: ReactNode;
  /** Minor units; a discount is passed negative and shown as such. */
  amountMinor?: number | bigint;
  /** Text in place of an amount ("Calculated at checkout"). */
  text?: ReactNode;
  kind?: 'default' | 'discount' | 'total';
}

export interface OrderSummaryProps {
  title: ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3;
  rows: readonly SummaryRow[];
  /** Under the total: "incl. VAT", a delivery note. */
  note?: ReactNode;
  /** Above the rows: the lines in short (checkout) or nothing (cart). */
  children?: ReactNode;
  /** Below: the checkout button, payment logos. */
  actions?: ReactNode;
  className?: string;
  /** The name of the totals list for assistive tech (and tests). */
  rowsLabel?: string;
}

/**
 * The order's figures in a card: each row as the API computed it (this component adds nothing up),
 * discounts as their own rows, the total stressed.
 */
export function OrderSummary({ title, headingLevel = 2, rows, note, children, actions, className, rowsLabel }: OrderSummaryProps) {
  useUiStyles();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card as="aside" className={cx('ph-ui-summary', className)} aria-label={typeof title === 'string' ? title : undefined}>
      <Heading className="ph-ui-card__title">{title}</Heading>
      {children}
      <dl className="ph-ui-summary__rows" aria-label={rowsLabel}>
        {rows.map((r) => (
          <div key={r.key} className={cx('ph-ui-summary__row', r.kind && r.kind !== 'default' && `ph-ui-summary__row--${r.kind}`)}>
            <dt>{r.label}</dt>
            <dd>{r.amountMinor !== undefined ? <Price amountMinor={r.amountMinor} /> : r.text}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="ph-ui-summary__note">{note}</p> : null}
      {actions ? <div className="ph-ui-summary__actions">{actions}</div> : null}
    </Card>
  );
}
