// `@ph/ui/print-quality`: the change-print-quality dialog, a subpath of its own (not in `@ph/ui/dialogs`)
// so that only the chunks that open it carry it; the storefront loads it when the shopper asks for it.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormatMoney } from '@ph/i18n';
import { OptionTiles, Spinner, TaxNote, type TaxBasis } from '@ph/ui';
import { ConfirmDialog } from './ConfirmDialog';

/** The print qualities the store names (docs/domain.md#orders-and-checkout): standard, HD+, HD+ glossy. */
export type PrintQualityName = 'standard' | 'hd' | 'hd_glossy';

export interface PrintQualityChoice {
  quality: PrintQualityName;
  /** What the line costs at this quality and the quantity shown, in minor units (the API's figure). */
  amountMinor: number;
  /** `amountMinor` minus the current quality's, in minor units (the API's or computed from its figures). */
  differenceMinor: number;
  current: boolean;
}

export interface PrintQualityDialogProps {
  /** The qualities offered, each priced; null while they load. */
  choices: readonly PrintQualityChoice[] | null;
  quantity: number;
  /** Whether the amounts include VAT. */
  basis: TaxBasis;
  /** Why the qualities could not be read. */
  loadError?: string | null;
  /** The change is being saved. */
  busy?: boolean;
  /** Why the last change failed. */
  error?: string | null;
  onConfirm(quality: PrintQualityName): void;
  onClose(): void;
}

const text = defineMessages({
  title: { id: 'ui.printQuality.title', defaultMessage: 'Change print quality' },
  legend: { id: 'ui.printQuality.legend', defaultMessage: 'Print quality' },
  intro: { id: 'ui.printQuality.intro', defaultMessage: 'Prices for {quantity, plural, one {# piece} other {# pieces}}' },
  more: { id: 'ui.printQuality.more', defaultMessage: '{total}, {difference} more' },
  less: { id: 'ui.printQuality.less', defaultMessage: '{total}, {difference} less' },
  current: { id: 'ui.printQuality.current', defaultMessage: '{total}, your current choice' },
  same: { id: 'ui.printQuality.same', defaultMessage: '{total}, same price' },
  only: { id: 'ui.printQuality.only', defaultMessage: 'This box is printed in one quality only.' },
  confirm: { id: 'ui.printQuality.confirm', defaultMessage: 'Change to {quality}' },
  keep: { id: 'ui.printQuality.keep', defaultMessage: 'Keep {quality}' },
});

export const printQualityText = defineMessages<PrintQualityName>({
  standard: { id: 'ui.printQuality.standard', defaultMessage: 'Standard' },
  hd: { id: 'ui.printQuality.hd', defaultMessage: 'HD+' },
  hd_glossy: { id: 'ui.printQuality.hdGlossy', defaultMessage: 'HD+ glossy' },
});

/**
 * "Change print quality": the qualities a box is offered in, each with what it costs and the difference
 * from the current one, before anything changes. A @ph/ui ConfirmDialog (focus trapped, Escape cancels);
 * the caller saves the choice (`onConfirm`) and closes it.
 */
export function PrintQualityDialog({ choices, quantity, basis, loadError = null, busy = false, error = null, onConfirm, onClose }: PrintQualityDialogProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const current = choices?.find((c) => c.current)?.quality ?? null;
  const [picked, setPicked] = useState<PrintQualityName | null>(null);
  const chosen = picked ?? current ?? choices?.[0]?.quality ?? null;
  const label = (q: PrintQualityName) => intl.formatMessage(printQualityText[q]);

  const hint = (c: PrintQualityChoice) => {
    const total = formatMoney(c.amountMinor);
    if (c.current) return intl.formatMessage(text.current, { total });
    if (c.differenceMinor === 0) return intl.formatMessage(text.same, { total });
    const difference = formatMoney(Math.abs(c.differenceMinor));
    return intl.formatMessage(c.differenceMinor > 0 ? text.more : text.less, { total, difference });
  };

  return (
    <ConfirmDialog
      title={intl.formatMessage(text.title)}
      confirmLabel={chosen ? intl.formatMessage(chosen === current ? text.keep : text.confirm, { quality: label(chosen) }) : intl.formatMessage(text.title)}
      onConfirm={() => {
        if (!chosen) return;
        if (chosen === current) onClose();
        else onConfirm(chosen);
      }}
      onClose={onClose}
      busy={busy}
      error={error ?? loadError}
      form
      size="md"
    >
      {choices === null ? (
        loadError ? null : <Spinner />
      ) : (
        <>
          <p>
            {intl.formatMessage(text.intro, { quantity })} <TaxNote basis={basis} />
          </p>
          {choices.length < 2 ? <p>{intl.formatMessage(text.only)}</p> : null}
          <OptionTiles
            label={intl.formatMessage(text.legend)}
            options={choices.map((c) => ({ value: c.quality, label: label(c.quality), hint: hint(c) }))}
            value={chosen ?? undefined}
            onChange={(v) => setPicked(v as PrintQualityName)}
            name="ph-print-quality"
          />
        </>
      )}
    </ConfirmDialog>
  );
}
