// Shapes of the structured catalogue data stored as jsonb and used by the domain code (the catalogue
// module's face re-exports them). The schema types its jsonb columns with these, so a seed or a
// repository cannot store a wrong shape.
import type { LanguageCode as Language } from '@ph/region-config';

/** A text per interface language; `en` is the fallback and therefore required. */
export type LocalizedText = { en: string } & Partial<Record<Language, string>>;

export interface CatalogueImage {
  url: string;
  alt?: LocalizedText;
}

/** Quantity selector for QR products and dynamic pricing ranges (docs/domain.md#validation): @ph/catalogue-logic's. */
export type { QrConfig, DynamicPricingConfig } from '@ph/catalogue-logic';

export type DimensionField = 'length' | 'width' | 'height';

export interface DimensionLimits {
  /** Millimetres. */
  min: number;
  max: number;
}

export type RuleCondition = '<' | '<=' | '>' | '>=' | '===';

/** One side of a custom-size rule: a field of the entered size, or a constant number of millimetres. */
export type RuleSide = { type: 'field'; value: DimensionField } | { type: 'value'; value: number };

export interface CustomSizeRule {
  left: RuleSide;
  condition: RuleCondition;
  right: RuleSide;
  message: LocalizedText;
}

export interface CustomSizeConfig {
  dimensions: Partial<Record<DimensionField, DimensionLimits>>;
  rules: CustomSizeRule[];
  image?: string;
  /** Minimum order quantity of a custom-size variant; custom-size quantity ranges start here. */
  minQuantity: number;
}

export interface CustomPropertyOption {
  key: string;
  label: LocalizedText;
}

export interface CustomPropertiesConfig {
  properties: Array<{ key: string; label: LocalizedText; options: CustomPropertyOption[] }>;
}

export interface EditorFlags {
  fsc: boolean;
  mask: boolean;
  textEffects: boolean;
  logo: boolean;
  patterns: boolean;
  shapes: boolean;
  images: boolean;
  text: boolean;
  zoom: { enabled: boolean; activeByDefault: boolean };
  replicablePatterns: boolean;
  templates: boolean;
  backgroundColour: boolean;
  customSizes: boolean;
}

export interface EditorRenderConfig {
  model: string;
  /** Printable edit zones per box side in millimetres. */
  editZones: Partial<Record<'front' | 'top' | 'back' | 'left' | 'right' | 'bottom', { width: number; height: number }>>;
  cameraFov: number;
}

export interface EditorAssets {
  dielines: { pdf?: string; ai?: string; svg?: string };
  flags: EditorFlags;
  renderConfig: EditorRenderConfig;
}

export interface EditorStyles {
  theme: 'light' | 'dark';
  accentColour: string;
}

/**
 * Print data of a designable product: which dieline it is cut on and how much bleed and safe area its
 * board needs (corrugated ≥ 5 mm bleed, folding carton 3 mm). Board thickness comes from the size
 * (outer − inner, per wall).
 */
export interface PrintSpec {
  dielineStyle: 'fefco-0427' | 'fefco-0201' | 'reverse-tuck-end' | 'two-piece';
  board: 'corrugated' | 'folding-carton' | 'rigid';
  bleedMm: number;
  safeAreaMm: number;
}
