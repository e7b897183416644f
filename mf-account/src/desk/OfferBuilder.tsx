import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createOffer, fetchProductCards, PUBLIC_CATALOGUE_TOKEN, type Offer, type QuoteRequest } from '@ph/api-client';
import { getRegionConfig, isRegionCode } from '@ph/region-config';
import { describeApiError } from '@ph/api-errors';
import { Button, ErrorPanel, Spinner, TextAreaField, TextField } from '@ph/ui';
import { CatalogueLinePicker } from './CatalogueLinePicker';
import { useAccountSession } from '../session/SessionProvider';
import { FormAlert } from '../common/FormAlert';
import { deskOfferStates, deskText } from './deskText';
import { draftFor, newLine, toOfferInput, type DraftErrors, type LineDraft, type OfferDraft } from './offerForm';
import { useLoad } from '@ph/remote-kit';

/**
 * The offer for one quote request: lines (variant, quantity, an optional negotiated unit price),
 * shipping, validity and a note. The server prices every line and e-mails the review link.
 */
export function OfferBuilder({ request }: { request: QuoteRequest }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [draft, setDraft] = useState<OfferDraft>(() => draftFor(request, new Date()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Offer | null>(null);
  const err = (key: string) => (errors[key] ? intl.formatMessage(errors[key]) : undefined);
  const currency = request.currency;
  // The catalogue of the customer's store (what can be sold there), named in the manager's language.
  const lang = intl.locale.slice(0, 2);
  const apiRegion = isRegionCode(request.region) ? getRegionConfig(request.region).apiRegion : 'eu';
  const catalogueCtx = useMemo(() => ({ region: apiRegion, lang, catalogueToken: PUBLIC_CATALOGUE_TOKEN }), [apiRegion, lang]);
  const catalogue = useLoad(`${apiRegion}|${lang}`, (signal) => fetchProductCards(client, catalogueCtx, signal));
  const products = catalogue.status === 'success' ? catalogue.data : [];

  const setLine = (key: number, patch: Partial<LineDraft>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const result = toOfferInput(request.id, draft, new Date());
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setSent(await createOffer(client, result.input));
    } catch (error) {
      setFailure(describeApiError(intl, error).message);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p role="status">
        <FormattedMessage {...deskText.sent} values={{ email: sent.email, state: intl.formatMessage(deskOfferStates[sent.state]) }} />
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="acc-desk-builder">
      <h3 id="acc-desk-builder">
        <FormattedMessage {...deskText.builderTitle} />
      </h3>
      <FormAlert message={failure ?? err('lines') ?? null} />
      {catalogue.status === 'loading' && <Spinner label={intl.formatMessage(deskText.catalogueLoading)} />}
      {catalogue.status === 'error' && (
        <ErrorPanel headingLevel={3} message={describeApiError(intl, catalogue.error, { fallback: deskText.loadError }).message} onRetry={catalogue.retry} />
      )}
      {draft.lines.map((line, i) => {
        const n = i + 1;
        return (
          <fieldset key={line.key}>
            <legend>
              <FormattedMessage {...deskText.line} values={{ n }} />
            </legend>
            <CatalogueLinePicker
              ctx={catalogueCtx}
              products={products}
              productSku={line.productSku}
              variantId={line.variantId}
              requested={line.requested}
              error={err(`variant-${line.key}`)}
              onChange={(next) => setLine(line.key, next)}
            />
            <TextField
              label={intl.formatMessage(deskText.quantity)}
              inputMode="numeric"
              required
              value={line.quantity}
              error={err(`quantity-${line.key}`)}
              onChange={(e) => setLine(line.key, { quantity: e.target.value })}
            />
            <TextField
              label={intl.formatMessage(deskText.unitPrice, { currency })}
              hint={intl.formatMessage(deskText.unitPriceHint)}
              inputMode="decimal"
              value={line.unitPrice}
              error={err(`unit-${line.key}`)}
              onChange={(e) => setLine(line.key, { unitPrice: e.target.value })}
            />
            <Button type="button" variant="link" onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l.key !== line.key) }))}>
              <FormattedMessage {...deskText.removeLine} values={{ n }} />
            </Button>
          </fieldset>
        );
      })}
      <Button type="button" variant="secondary" onClick={() => setDraft((d) => ({ ...d, lines: [...d.lines, newLine()] }))}>
        <FormattedMessage {...deskText.addLine} />
      </Button>
      <TextField
        label={intl.formatMessage(deskText.shipping, { currency })}
        inputMode="decimal"
        value={draft.shipping}
        error={err('shipping')}
        onChange={(e) => setDraft((d) => ({ ...d, shipping: e.target.value }))}
      />
      <TextField
        label={intl.formatMessage(deskText.validUntil)}
        type="date"
        required
        value={draft.validUntil}
        error={err('validUntil')}
        onChange={(e) => setDraft((d) => ({ ...d, validUntil: e.target.value }))}
      />
      <TextAreaField
        label={intl.formatMessage(deskText.note)}
        value={draft.note}
        maxLength={2000}
        onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
      />
      <Button type="submit" busy={busy}>
        <FormattedMessage {...deskText.send} />
      </Button>
    </form>
  );
}
