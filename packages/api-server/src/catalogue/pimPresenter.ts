// Rows → the PIM's camelCase answer shapes. Pure functions: no database, no HTTP.
import type { PimProduct, PimProperty, PimSize, PimVariant, PimVolumePricing } from '@ph/api-contract';
import { DEFAULT_PRODUCTION_DAYS, type Language } from './constants';
import type { FallbackProductDescriptor } from './fallbackProduct';
import { localize, localizeOptional } from './localize';
import type { ProductRow, PropertyRow, SizeRow, VariantRow } from './repository';
import type { CatalogueImage, CustomSizeConfig, CustomPropertiesConfig } from '../db/schema';

export function presentImages(images: CatalogueImage[], lang: Language): Array<{ url: string; alt: string | null }> {
  return images.map((i) => ({ url: i.url, alt: localizeOptional(i.alt, lang) }));
}

export function presentProperty(p: PropertyRow, lang: Language): PimProperty {
  return {
    id: p.id,
    type: p.type,
    key: p.key,
    name: localize(p.name, lang),
    title: localize(p.title, lang),
    description: localizeOptional(p.description, lang),
    descriptionImage: p.descriptionImage,
    image: p.image,
    position: p.position,
    editorAssets: p.editorAssets ?? null,
  };
}

export function presentSize(s: SizeRow): PimSize {
  return {
    id: s.id,
    label: s.label,
    width: s.width,
    height: s.height,
    length: s.length,
    diameter: s.diameter,
    innerWidth: s.innerWidth,
    innerHeight: s.innerHeight,
    innerLength: s.innerLength,
    innerDiameter: s.innerDiameter,
    volume: s.volume,
    weight: s.weight,
    units: { length: s.lengthUnit, volume: s.volumeUnit, weight: s.weightUnit },
    image: s.image,
    isCustom: s.isCustom,
    sleeveWidth: s.sleeveWidth,
  };
}

function presentCustomSize(config: CustomSizeConfig | null, lang: Language): PimProduct['customSizeConfig'] {
  if (!config) return null;
  return {
    dimensions: config.dimensions,
    rules: config.rules.map((r) => ({ left: r.left, condition: r.condition, right: r.right, message: localize(r.message, lang) })),
    ...(config.image ? { image: config.image } : {}),
    minQuantity: config.minQuantity,
  };
}

function presentCustomProperties(config: CustomPropertiesConfig | null, lang: Language): PimProduct['customPropertiesConfig'] {
  if (!config) return null;
  return {
    properties: config.properties.map((p) => ({
      key: p.key,
      label: localize(p.label, lang),
      options: p.options.map((o) => ({ key: o.key, label: localize(o.label, lang) })),
    })),
  };
}

export interface VariantView {
  variant: VariantRow;
  size: SizeRow;
  properties: PropertyRow[];
  pricings: PimVolumePricing[];
}

export function presentVariant(
  view: VariantView,
  product: ProductRow,
  lang: Language,
  opts: { withPricings: boolean; withEditorAssets: boolean },
): PimVariant {
  const { variant } = view;
  const first = view.pricings[0];
  return {
    id: variant.id,
    sku: variant.sku,
    externalPimId: variant.externalPimId,
    status: variant.status,
    stock: variant.stock,
    stockControlEnabled: variant.stockControlEnabled,
    quantityPerUnit: variant.piecesPerUnit,
    size: presentSize(view.size),
    images: presentImages(variant.images, lang),
    properties: view.properties.map((p) => presentProperty(p, lang)),
    minQuantity: first ? first.rangeStart : null,
    ...(opts.withPricings ? { volumePricings: view.pricings } : {}),
    ...(opts.withEditorAssets ? { editorAssets: variant.editorAssets ?? null } : {}),
    pssRepresentation: variant.pssRepresentation,
    isCustom: variant.isCustom,
    isDynamic: variant.isDynamic,
    // A variant without its own quote-request config inherits the product's.
    qrConfig: variant.qrConfig ?? product.qrConfig ?? null,
    customProperties: variant.customProperties ?? null,
  };
}

/** The product fields every answer carries, before expansions. */
export function presentProductBase(product: ProductRow, lang: Language): PimProduct {
  return {
    id: product.id,
    sku: product.sku,
    fallback: false,
    productTypeKey: product.productTypeKey,
    name: localize(product.name, lang),
    title: localize(product.title, lang),
    description: localize(product.description, lang),
    images: presentImages(product.images, lang),
    status: product.status,
    type: product.type,
    pageUrl: product.pagePath,
    productionDays: product.productionDays,
    salesChannels: product.salesChannels,
    editorStyles: product.editorStyles ?? null,
    customSizeConfig: presentCustomSize(product.customSizeConfig ?? null, lang),
    customPropertiesConfig: presentCustomProperties(product.customPropertiesConfig ?? null, lang),
    dynamicPricingConfig: product.dynamicPricingConfig ? { ...product.dynamicPricingConfig, defaultQuantities: [...product.dynamicPricingConfig.defaultQuantities] } : null,
    qrConfig: product.qrConfig ?? null,
  };
}

export interface ExpansionFlags {
  variants: boolean;
  volumePricings: boolean;
  configurableProperties: boolean;
  descriptiveProperties: boolean;
  editorAssets: boolean;
  relatedProducts: boolean;
  editorRelatedProducts: boolean;
  crossSells: boolean;
  sizes: boolean;
}

/** The distinct standard sizes of a product's offered variants, smallest inner volume first. */
export function presentProductSizes(views: readonly VariantView[]): PimSize[] {
  const byId = new Map<number, SizeRow>();
  for (const { size } of views) if (!size.isCustom && !byId.has(size.id)) byId.set(size.id, size);
  return [...byId.values()].sort((a, b) => (a.volume ?? 0) - (b.volume ?? 0) || a.id - b.id).map(presentSize);
}

/** A product built for a sku the catalogue does not hold (docs/domain.md#catalogue), shaped like any other. */
export function presentFallbackProduct(fallback: FallbackProductDescriptor, expand: ExpansionFlags): PimProduct {
  const variant: PimVariant = {
    id: null,
    sku: fallback.sku,
    externalPimId: null,
    status: fallback.status,
    stock: null,
    stockControlEnabled: false,
    quantityPerUnit: 1,
    size: null,
    images: [],
    properties: [],
    minQuantity: null,
    ...(expand.volumePricings ? { volumePricings: [] } : {}),
    ...(expand.editorAssets ? { editorAssets: null } : {}),
    pssRepresentation: null,
    isCustom: fallback.type === 'custom',
    isDynamic: false,
    qrConfig: null,
    customProperties: null,
  };
  return {
    id: null,
    sku: fallback.sku,
    fallback: true,
    productTypeKey: null,
    name: fallback.sku,
    title: fallback.sku,
    description: '',
    images: [],
    status: fallback.status,
    type: fallback.type,
    pageUrl: null,
    productionDays: DEFAULT_PRODUCTION_DAYS,
    salesChannels: [],
    editorStyles: null,
    customSizeConfig: null,
    customPropertiesConfig: null,
    dynamicPricingConfig: null,
    qrConfig: null,
    ...(expand.configurableProperties ? { configurableProperties: [] } : {}),
    ...(expand.descriptiveProperties ? { descriptiveProperties: [] } : {}),
    ...(expand.editorAssets ? { editorAssets: null } : {}),
    ...(expand.relatedProducts ? { relatedProducts: [] } : {}),
    ...(expand.editorRelatedProducts ? { editorRelatedProducts: [] } : {}),
    ...(expand.crossSells ? { crossSells: [] } : {}),
    ...(expand.variants ? { variants: [variant] } : {}),
    ...(expand.sizes ? { sizes: [] } : {}),
  };
}
