import { useIntl } from 'react-intl';
import { fetchProductById, type CatalogueContext, type ProductCardData } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { Button, SelectField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { deskText } from './deskText';
import { useLoad } from '@ph/remote-kit';

/** A variant's name in the picker: its size as the catalogue labels it, then the sku that names it exactly. */
function variantLabel(v: { sku: string; size: { label: string } | null; properties: ReadonlyArray<{ title: string }> }): string {
  const parts = [v.size?.label, ...v.properties.map((p) => p.title)].filter((s): s is string => Boolean(s));
  return parts.length > 0 ? `${parts.join(', ')} (${v.sku})` : v.sku;
}

interface Props {
  ctx: CatalogueContext;
  products: readonly ProductCardData[];
  productSku: string;
  variantId: string;
  /** What the customer asked for, shown under the product choice. */
  requested: string;
  error: string | undefined;
  onChange(next: { productSku: string; variantId: string }): void;
}

/**
 * Product, then its variant (size), from the catalogue API in the manager's language: native selects,
 * so typing a letter jumps to a name and the keyboard works as everywhere. The variants of the chosen
 * product load when it is chosen.
 */
export function CatalogueLinePicker({ ctx, products, productSku, variantId, requested, error, onChange }: Props) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const product = products.find((p) => p.product.sku === productSku)?.product;
  const productId = product?.id ?? null;
  const variants = useLoad(`${ctx.region}|${ctx.lang ?? ''}|${productId ?? 'none'}`, (signal) => (productId !== null ? fetchProductById(client, ctx, productId, { expand: ['variants'], signal }) : Promise.resolve(null)));
  const options = variants.status === 'success' && variants.data ? (variants.data.variants ?? []).flatMap((v) => (v.id === null ? [] : [{ value: String(v.id), label: variantLabel(v) }])) : [];
  return (
    <>
      <SelectField
        label={intl.formatMessage(deskText.product)}
        hint={requested ? intl.formatMessage(deskText.variantHint, { sku: requested }) : undefined}
        placeholder={intl.formatMessage(deskText.chooseProduct)}
        required
        options={products.map((p) => ({ value: p.product.sku, label: p.product.name }))}
        value={productSku}
        error={product ? undefined : error}
        onChange={(e) => onChange({ productSku: e.target.value, variantId: '' })}
      />
      {product && variants.status === 'error' && (
        <p role="alert">
          {describeApiError(intl, variants.error, { fallback: deskText.loadError }).message}{' '}
          <Button type="button" variant="link" onClick={() => void variants.retry()}>
            {intl.formatMessage(deskText.retry)}
          </Button>
        </p>
      )}
      {product && (
        <SelectField
          label={intl.formatMessage(deskText.variant)}
          placeholder={intl.formatMessage(variants.status === 'loading' ? deskText.variantsLoading : deskText.chooseVariant)}
          required
          aria-busy={variants.status === 'loading' || undefined}
          options={options}
          value={variantId}
          error={error}
          onChange={(e) => onChange({ productSku, variantId: e.target.value })}
        />
      )}
    </>
  );
}
