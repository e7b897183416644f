import type {
  Embellishment,
  Finish,
  Material,
  MaterialColor,
  PrintCoverage,
  PrintMode,
  ProductFamilySku,
  ProductType,
} from '../../catalogue';
import type { BoxStyle } from '../../catalogue';
import type {
  CustomPropertiesConfig,
  CustomSizeConfig,
  DynamicPricingConfig,
  EditorFlags,
  EditorStyles,
  LocalizedText,
  QrConfig,
} from '../../catalogue';
import type { SeedSize } from './sizes';

/** One configurable combination; every size of the product is offered in every option. */
export interface SeedOption {
  code: string;
  material: Material;
  materialColor: MaterialColor;
  printMode: PrintMode;
  coverage: PrintCoverage;
  finish: Finish;
  embellishment: Embellishment;
}

export interface SeedCrossSell {
  slug: string;
  target: ProductFamilySku;
  minimumOrderQuantity: number;
}

export interface SeedProduct {
  sku: ProductFamilySku;
  productTypeKey: string;
  type: ProductType;
  style: BoxStyle;
  name: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  pagePath: string;
  productionDays: number;
  salesChannels: string[];
  sizes: SeedSize[];
  options: SeedOption[];
  piecesPerUnit: number;
  /** Stock-controlled products (plain boxes, sample packs) start with this many units per variant. */
  stock: number | null;
  /** Price model inputs (see priceModel.ts): one-off cost of plates/dies per order, in EUR. */
  setupCostEur: number;
  /** Fixed net price per unit in EUR, for products that are not priced by board area (sample packs). */
  fixedUnitEur?: number;
  /** Range starts of the volume prices. */
  tiers: readonly number[];
  customSize: CustomSizeConfig | null;
  customProperties: CustomPropertiesConfig | null;
  dynamicPricing: DynamicPricingConfig | null;
  qr: QrConfig | null;
  /** Editor feature flags; null for products ordered without a design. */
  editorFlags: EditorFlags | null;
  editorStyles: EditorStyles | null;
  crossSells: SeedCrossSell[];
  related: ProductFamilySku[];
  editorRelated: ProductFamilySku[];
  /** Express production offers: working days saved and the net price per order line in EUR. */
  express: Array<{ daysSaved: number; priceEur: number }>;
}
