import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchProductCards, sendQuoteRequest, uploadArtwork, type QuoteRequestInput } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { parseQuotePrefill } from '@ph/catalogue-logic';
import { langOf, useRegion } from '@ph/i18n';
import { ensureSession } from '@ph/session';
import { useLocation, useMountProps, useLoad } from '@ph/remote-kit';
import { Button, SelectField, TextAreaField, TextField } from '@ph/ui';
import { useCatalogueApi } from '../api/catalogueApi';
import { useNavigateToRoute } from './navigate';
import { emptyItem, itemSize, parseQuantities, PRINT_CHOICES, QUOTE_FORM_LIMITS, validateQuote, type ItemDraft, type QuoteDraft, type QuoteErrors } from './quoteForm';
import { quoteText } from './quoteMessages';

const todayIso = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * `/quote`: a quote request (products, sizes, quantities, print) or a brief (a description), with a
 * deadline and files through the file store; `POST v2/quote_requests`, then `/quote/success`. A link
 * may fill in a product, a size and a quantity (`?sku=&length=&width=&height=&quantity=`).
 */
export function QuotePage() {
  const intl = useIntl();
  const region = useRegion();
  const { client, ctx } = useCatalogueApi();
  const { search } = useLocation();
  const { locale } = useMountProps();
  const prefill = useMemo(() => parseQuotePrefill(search), [search]);
  const goTo = useNavigateToRoute();
  const products = useLoad(`${ctx.region}|${ctx.lang}`, (signal) => fetchProductCards(client, ctx, signal));
  const [draft, setDraft] = useState<QuoteDraft>(() => ({
    mode: 0,
    name: '',
    email: '',
    company: '',
    phone: '',
    items: [emptyItem(prefill)],
    deadline: '',
    description: '',
  }));
  const [needsEmail, setNeedsEmail] = useState(true);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The contact fields start from the account, when the visitor has one.
  useEffect(() => {
    let alive = true;
    ensureSession(client).then(
      ({ user }) => {
        if (!alive) return;
        setNeedsEmail(!user.email);
        const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
        setDraft((d) => ({
          ...d,
          name: d.name || name,
          email: d.email || (user.email ?? ''),
          company: d.company || (user.company_name ?? ''),
          phone: d.phone || (user.phone ?? ''),
        }));
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [client]);

  const productOptions = products.status === 'success' ? products.data.map((c) => ({ value: c.product.sku, label: c.product.name })) : [];
  const err = (path: string) => (errors[path] ? intl.formatMessage(errors[path]) : undefined);
  const set = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setItem = (i: number, patch: Partial<ItemDraft>) => setDraft((d) => ({ ...d, items: d.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) }));

  const upload = async (list: FileList | null) => {
    setFileError(null);
    for (const file of Array.from(list ?? [])) {
      if (files.length >= QUOTE_FORM_LIMITS.attachments) break;
      setUploading(file.name);
      try {
        await ensureSession(client);
        const stored = await uploadArtwork(client, file, { region: region.code, purpose: 'attachment' });
        setFiles((f) => [...f, { id: stored.id, name: stored.name }]);
      } catch (e) {
        setFileError(`${file.name}: ${describeApiError(intl, e).message}`);
      } finally {
        setUploading(null);
      }
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const found = validateQuote(draft, todayIso(), needsEmail);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(intl.formatMessage(quoteText.errorSummary));
      // The first field to correct gets the focus, so a keyboard or screen-reader user lands on it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      await ensureSession(client);
      const items =
        draft.mode === 0
          ? draft.items.map((it) => {
              const size = itemSize(it);
              return {
                // The select offers only the catalogue's family skus; the API refuses any other with a 400.
                sku: it.sku as NonNullable<QuoteRequestInput['items']>[number]['sku'],
                quantities: parseQuantities(it.quantities) ?? [],
                ...(size ? { custom_size: size } : {}),
                ...(it.print ? { print: it.print as NonNullable<NonNullable<QuoteRequestInput['items']>[number]['print']> } : {}),
              };
            })
          : [];
      const qr = await sendQuoteRequest(client, {
        mode: draft.mode,
        region: region.apiRegion,
        locale: langOf(locale),
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
        name: draft.name.trim(),
        company_name: draft.company.trim() || null,
        phone: draft.phone.trim() || null,
        items,
        deadline: draft.deadline || null,
        description: draft.description.trim() || null,
        attachment_ids: files.map((f) => f.id),
      });
      goTo('quoteSuccess', `?qr=${encodeURIComponent(qr.qr_number)}`);
    } catch (error) {
      setAlert(describeApiError(intl, error).message);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="cat-quote-title" className="cat-page cat-quote">
      <h1 id="cat-quote-title">
        <FormattedMessage {...quoteText.title} />
      </h1>
      <p className="cat-pro-lead">
        <FormattedMessage {...quoteText.intro} />
      </p>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="cat-quote-title">
        {alert && (
          <p role="alert" className="cat-error">
            {alert}
          </p>
        )}
        <fieldset className="cat-fieldset">
          <legend>
            <FormattedMessage {...quoteText.mode} />
          </legend>
          {([0, 1] as const).map((mode) => (
            <label key={mode} className="cat-quote-choice">
              <input type="radio" name="mode" value={mode} checked={draft.mode === mode} onChange={() => set('mode', mode)} />{' '}
              <FormattedMessage {...(mode === 0 ? quoteText.modeQuote : quoteText.modeBrief)} />
            </label>
          ))}
        </fieldset>

        <fieldset className="cat-fieldset">
          <legend>
            <FormattedMessage {...quoteText.contact} />
          </legend>
          <div className="cat-quote-grid">
            <TextField label={intl.formatMessage(quoteText.name)} required autoComplete="name" value={draft.name} onChange={(e) => set('name', e.target.value)} error={err('name')} />
            <TextField label={intl.formatMessage(quoteText.email)} required={needsEmail} type="email" autoComplete="email" value={draft.email} onChange={(e) => set('email', e.target.value)} error={err('email')} />
            <TextField label={intl.formatMessage(quoteText.company)} autoComplete="organization" value={draft.company} onChange={(e) => set('company', e.target.value)} />
            <TextField label={intl.formatMessage(quoteText.phone)} type="tel" autoComplete="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} error={err('phone')} />
          </div>
        </fieldset>

        {draft.mode === 0 && (
          <fieldset className="cat-fieldset">
            <legend>
              <FormattedMessage {...quoteText.products} />
            </legend>
            {draft.items.map((item, i) => (
              <fieldset key={item.key} className="cat-quote-item">
                <legend>
                  <FormattedMessage {...quoteText.productN} values={{ n: i + 1 }} />
                </legend>
                <SelectField
                  label={intl.formatMessage(quoteText.product)}
                  required
                  placeholder={intl.formatMessage(quoteText.chooseProduct)}
                  value={item.sku}
                  onChange={(e) => setItem(i, { sku: e.target.value })}
                  options={productOptions.length > 0 || !item.sku ? productOptions : [{ value: item.sku, label: item.sku }]}
                  error={err(`items.${i}.sku`)}
                />
                <fieldset className="cat-fieldset" aria-describedby={errors[`items.${i}.size`] ? `cat-quote-size-error-${item.key}` : undefined}>
                  <legend>
                    <FormattedMessage {...quoteText.size} />
                  </legend>
                  <div className="cat-size-inputs">
                    {(['length', 'width', 'height'] as const).map((dim) => (
                      <TextField
                        key={dim}
                        label={intl.formatMessage(quoteText[dim])}
                        inputMode="numeric"
                        value={item[dim]}
                        onChange={(e) => setItem(i, { [dim]: e.target.value })}
                        aria-invalid={errors[`items.${i}.size`] ? true : undefined}
                      />
                    ))}
                  </div>
                  {errors[`items.${i}.size`] && (
                    <p id={`cat-quote-size-error-${item.key}`} className="cat-error">
                      {err(`items.${i}.size`)}
                    </p>
                  )}
                </fieldset>
                <TextField
                  label={intl.formatMessage(quoteText.quantities)}
                  hint={intl.formatMessage(quoteText.quantitiesHint)}
                  required
                  inputMode="numeric"
                  value={item.quantities}
                  onChange={(e) => setItem(i, { quantities: e.target.value })}
                  error={err(`items.${i}.quantities`)}
                />
                <SelectField
                  label={intl.formatMessage(quoteText.print)}
                  value={item.print}
                  onChange={(e) => setItem(i, { print: e.target.value })}
                  options={PRINT_CHOICES.map((c) => ({ value: c.value, label: intl.formatMessage(c.label) }))}
                />
                {draft.items.length > 1 && (
                  <Button type="button" variant="link" onClick={() => set('items', draft.items.filter((_, j) => j !== i))}>
                    <FormattedMessage {...quoteText.removeProduct} values={{ n: i + 1 }} />
                  </Button>
                )}
              </fieldset>
            ))}
            {draft.items.length < QUOTE_FORM_LIMITS.items && (
              <Button type="button" variant="secondary" onClick={() => set('items', [...draft.items, emptyItem()])}>
                <FormattedMessage {...quoteText.addProduct} />
              </Button>
            )}
          </fieldset>
        )}

        <TextField label={intl.formatMessage(quoteText.deadline)} type="date" min={todayIso()} value={draft.deadline} onChange={(e) => set('deadline', e.target.value)} error={err('deadline')} />
        <TextAreaField
          label={intl.formatMessage(quoteText.description)}
          hint={intl.formatMessage(quoteText.descriptionHint)}
          required={draft.mode === 1}
          maxLength={QUOTE_FORM_LIMITS.description}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          error={err('description')}
        />

        <TextField
          label={intl.formatMessage(quoteText.attachments)}
          hint={intl.formatMessage(quoteText.attachmentsHint)}
          type="file"
          multiple
          accept=".pdf,.png,.jpg,.jpeg,.svg,.zip,application/pdf,image/png,image/jpeg,image/svg+xml,application/zip"
          disabled={uploading !== null || files.length >= QUOTE_FORM_LIMITS.attachments}
          onChange={(e) => {
            void upload(e.target.files);
            e.target.value = '';
          }}
          error={fileError ?? undefined}
        />
        <p aria-live="polite">{uploading && <FormattedMessage {...quoteText.uploading} values={{ name: uploading }} />}</p>
        {files.length > 0 && (
          <ul className="cat-quote-files">
            {files.map((f) => (
              <li key={f.id}>
                {f.name}{' '}
                <Button type="button" variant="link" onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}>
                  <FormattedMessage {...quoteText.removeFile} values={{ name: f.name }} />
                </Button>
              </li>
            ))}
          </ul>
        )}

        <Button type="submit" busy={busy} disabled={uploading !== null}>
          <FormattedMessage {...quoteText.submit} />
        </Button>
      </form>
    </section>
  );
}
