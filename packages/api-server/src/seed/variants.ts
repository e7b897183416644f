// Expands a seed product into its variants: every size in every option, with skus, PIM ids, the
// properties they carry, editor assets and DEMO PRICES.
import type { PropertyType } from '../catalogue';
import { imageUrl } from '../catalogue';
import type { EditorAssets } from '../catalogue';
import type { SeedSize } from './data/sizes';
import type { SeedOption, SeedProduct } from './data/types';
import { demoVolumePrices, type DemoVolumePrice } from './priceModel';

export interface SeedVariant {
  sku: string;
  externalPimId: string;
  size: SeedSize;
  option: SeedOption;
  properties: Array<{ type: PropertyType; key: string }>;
  editorAssets: EditorAssets | null;
  pssRepresentation: string;
  prices: DemoVolumePrice[];
  position: number;
}

export function variantSku(product: SeedProduct, size: SeedSize, option: SeedOption): string {
  return `${product.sku}-${size.code.toLowerCase()}-${option.code}`;
}

function variantEditorAssets(product: SeedProduct, size: SeedSize): EditorAssets | null {
  if (!product.editorFlags) return null;
  const { length: l, width: w, height: h } = size;
  return {
    dielines: { svg: imageUrl.dieline(product.sku, size.code) },
    flags: product.editorFlags,
    renderConfig: {
      model: product.style,
      // Printable zones per side follow the outer faces of the box.
      editZones: {
        front: { width: l, height: h },
        back: { width: l, height: h },
        left: { width: w, height: h },
        right: { width: w, height: h },
        top: { width: l, height: w },
        bottom: { width: l, height: w },
      },
      cameraFov: 45,
    },
  };
}

export function productEditorAssets(product: SeedProduct): EditorAssets | null {
  if (!product.editorFlags) return null;
  return { dielines: {}, flags: product.editorFlags, renderConfig: { model: product.style, editZones: {}, cameraFov: 45 } };
}

export function expandVariants(product: SeedProduct, productIndex: number): SeedVariant[] {
  const variants: SeedVariant[] = [];
  product.sizes.forEach((size) => {
    product.options.forEach((option) => {
      const position = variants.length;
      variants.push({
        sku: variantSku(product, size, option),
        // Stable across databases: product position × 1000 + variant position.
        externalPimId: String((productIndex + 1) * 1000 + position + 1),
        size,
        option,
        properties: [
          { type: 'material', key: option.material },
          { type: 'material_color', key: option.materialColor },
          { type: 'print_mode', key: option.printMode },
          { type: 'print_coverage', key: option.coverage },
          { type: 'finish', key: option.finish },
          { type: 'embellishment', key: option.embellishment },
        ],
        editorAssets: variantEditorAssets(product, size),
        pssRepresentation: `PSS-${product.productTypeKey.toUpperCase()}-${size.code}-${option.code.toUpperCase()}`,
        prices: demoVolumePrices(
          {
            style: product.style,
            dimensions: size,
            material: option.material,
            printMode: option.printMode,
            finish: option.finish,
            embellishment: option.embellishment,
            setupCostEur: product.setupCostEur,
            ...(product.fixedUnitEur !== undefined ? { fixedUnitEur: product.fixedUnitEur } : {}),
          },
          product.tiers,
        ),
        position,
      });
    });
  });
  return variants;
}

/** Property keys that vary between a product's variants are configurable; the rest describe it. */
export function propertyRoles(variants: SeedVariant[]): Array<{ type: PropertyType; key: string; role: 'configurable' | 'descriptive' }> {
  const byType = new Map<PropertyType, Set<string>>();
  for (const v of variants) {
    for (const p of v.properties) {
      const set = byType.get(p.type) ?? new Set<string>();
      set.add(p.key);
      byType.set(p.type, set);
    }
  }
  return [...byType.entries()].flatMap(([type, keys]) =>
    [...keys].map((key) => ({ type, key, role: keys.size > 1 ? ('configurable' as const) : ('descriptive' as const) })),
  );
}
