import { checkRule, CustomSizeConfigError, validateCustomSize } from '../src/catalogue/customSize';
import { estimateEmissions, printedShareOf } from '../src/catalogue/emissions';
import { describeFallback, fallbackKindOf } from '../src/catalogue/fallbackProduct';
import { blankAreaM2, surfaceM2 } from '../src/catalogue/geometry';
import { highQuantityThreshold } from '../src/catalogue/productInfoService';
import { customSizeQuantities, dynamicPricingQuantities, qrQuantities } from '@ph/catalogue-logic';
import type { CustomSizeConfig, CustomSizeRule } from '../src/db/schema';
import { toMillimetres, UnsupportedUnitError } from '../src/catalogue/units';
import { SEED_PRODUCTS } from '../src/seed/data/products';

const mailer = SEED_PRODUCTS.find((p) => p.sku === 'mailer-box');
const config = mailer?.customSize as CustomSizeConfig;

describe('custom size validation', () => {
  it('accepts a size inside the limits that satisfies every rule', () => {
    const result = validateCustomSize(config, { length: 220, width: 160, height: 50 });
    expect(result.valid).toBe(true);
    expect(result.failures).toEqual([]);
    expect(result.dimensions.every((d) => d.present && d.minOk && d.maxOk)).toBe(true);
  });

  it('reports min and max per dimension and lets an absent value pass', () => {
    const result = validateCustomSize(config, { length: 700, width: 50 });
    expect(result.valid).toBe(false);
    expect(result.dimensions).toEqual(
      expect.arrayContaining([
        { field: 'length', present: true, minOk: true, maxOk: false },
        { field: 'width', present: true, minOk: false, maxOk: true },
        { field: 'height', present: false, minOk: true, maxOk: true },
      ]),
    );
  });

  it('returns the configured message and the fields of a failing rule', () => {
    const result = validateCustomSize(config, { length: 150, width: 200, height: 50 });
    expect(result.valid).toBe(false);
    expect(result.failures).toEqual([{ message: expect.objectContaining({ en: 'Length must be greater than or equal to width' }), fields: ['length', 'width'] }]);
  });

  it('passes a rule with an undefined side', () => {
    const rule = config.rules[0] as CustomSizeRule;
    expect(checkRule(rule, { length: 100 })).toBeUndefined();
  });

  it('supports every comparison, including against constants', () => {
    const rule = (condition: CustomSizeRule['condition']): CustomSizeRule => ({ left: { type: 'field', value: 'height' }, condition, right: { type: 'value', value: 100 }, message: { en: 'x' } });
    expect(checkRule(rule('<'), { height: 100 })).toBeDefined();
    expect(checkRule(rule('<='), { height: 100 })).toBeUndefined();
    expect(checkRule(rule('>'), { height: 101 })).toBeUndefined();
    expect(checkRule(rule('>='), { height: 99 })).toBeDefined();
    expect(checkRule(rule('==='), { height: 100 })).toBeUndefined();
  });

  it('treats an unsupported condition or side type as a configuration error', () => {
    const badCondition = { left: { type: 'field', value: 'height' }, condition: '!=', right: { type: 'value', value: 1 }, message: { en: 'x' } } as unknown as CustomSizeRule;
    expect(() => checkRule(badCondition, { height: 1 })).toThrow(CustomSizeConfigError);
    const badSide = { left: { type: 'formula', value: 'height' }, condition: '<', right: { type: 'value', value: 1 }, message: { en: 'x' } } as unknown as CustomSizeRule;
    expect(() => checkRule(badSide, { height: 1 })).toThrow(CustomSizeConfigError);
  });
});

describe('units', () => {
  it('converts cm and inches (× 2.54 cm) to millimetres', () => {
    expect(toMillimetres(22, 'cm')).toBe(220);
    expect(toMillimetres(10, 'in')).toBeCloseTo(254);
    expect(toMillimetres(5, 'mm')).toBe(5);
  });
  it('raises "Unit {x} is not supported" for any other unit', () => {
    expect(() => toMillimetres(1, 'ft')).toThrow(new UnsupportedUnitError('ft'));
    expect(() => toMillimetres(1, 'ft')).toThrow('Unit ft is not supported');
  });
});

describe('quantity ranges', () => {
  it('runs QR quantities from min to max by step, the last forced to max', () => {
    expect(qrQuantities({ enabled: true, min: 3000, max: 6500, step: 1000 })).toEqual([3000, 4000, 5000, 6000, 6500]);
    expect(qrQuantities({ enabled: true, min: 3000, max: 5000, step: 1000 })).toEqual([3000, 4000, 5000]);
    expect(qrQuantities({ enabled: false, min: 3000, max: 5000, step: 1000 })).toEqual([]);
  });
  it('starts custom-size ranges at the custom minimum plus larger QR values, deduplicated and sorted', () => {
    expect(customSizeQuantities(4000, { enabled: true, min: 3000, max: 6000, step: 1000 })).toEqual([4000, 5000, 6000]);
    expect(customSizeQuantities(100, null)).toEqual([100]);
  });
  it('builds dynamic pricing ranges from min, defaults and max', () => {
    expect(dynamicPricingQuantities({ enabled: true, minQuantity: 30, maxQuantity: 1000, defaultQuantities: [500, 60, 30] })).toEqual([30, 60, 500, 1000]);
  });
});

describe('fallback products', () => {
  it.each([
    ['ncp-pallet-wrap', 'non-catalogue'],
    ['service-expert-check', 'service'],
    ['custom-custom-box-123', 'custom'],
    ['samples', 'samples'],
    ['samples-custom-7', 'samples'],
    ['tree', 'tree'],
    ['sustainability-trees-10', 'tree'],
  ])('%s is a %s fallback and is published', (sku, kind) => {
    expect(fallbackKindOf(sku)).toBe(kind);
    expect(describeFallback(sku).status).toBe('published');
  });
  it.each(['mailer-box-xyz', 'street-sign', 'samplesx'])('%s is unknown and archived', (sku) => {
    expect(fallbackKindOf(sku)).toBeUndefined();
    expect(describeFallback(sku)).toEqual({ sku, kind: null, type: 'other', status: 'archived' });
  });
  it('types custom and sample fallbacks', () => {
    expect(describeFallback('custom-custom-1').type).toBe('custom');
    expect(describeFallback('samples-1').type).toBe('sample');
  });
});

describe('geometry and emissions', () => {
  it('computes the board of an F22 mailer blank', () => {
    expect(surfaceM2({ length: 220, width: 160, height: 50 })).toBeCloseTo(0.1084, 4);
    expect(blankAreaM2({ length: 220, width: 160, height: 50 }, 'mailer')).toBeCloseTo(0.17344, 4);
  });
  it('adds material, print and transport per piece', () => {
    const r = estimateEmissions({ materialPerM2: 0.34, printPerM2: 0.02, transportPerKg: 0.09 }, { blankAreaM2: 0.2, printedShare: 0.5, weightKg: 0.1, pieces: 1000 });
    expect(r.materialKg).toBeCloseTo(68, 6);
    expect(r.printKg).toBeCloseTo(2, 6);
    expect(r.transportKg).toBeCloseTo(9, 6);
    expect(r.totalKg).toBeCloseTo(79, 6);
    expect(r.perPieceKg).toBeCloseTo(0.079, 6);
  });
  it('prints nothing without a print mode and everything for outside + inside', () => {
    expect(printedShareOf('Outside', 'no-print')).toBe(0);
    expect(printedShareOf('Outside + Inside', 'print-eco-color')).toBe(1);
    expect(printedShareOf('Front', 'print-monochrome')).toBe(0.25);
  });
  it('rejects a non-positive number of pieces', () => {
    expect(() => estimateEmissions({ materialPerM2: 1, printPerM2: 1, transportPerKg: 1 }, { blankAreaM2: 1, printedShare: 0, weightKg: 1, pieces: 0 })).toThrow(RangeError);
  });
});

describe('high-quantity production thresholds (docs/domain.md#constants-and-limits)', () => {
  it.each([
    ['ph-anything', 'mailer-box-eco', 'print-eco-color', null],
    ['mailer-box-f22-kraft-eco-color', 'mailer-box-eco', 'print-eco-color', 1000],
    ['mailer-box-plain-f22-kraft', 'mailer-box-plain', 'no-print', 2400],
    ['shipping-box-plain-k30-kraft', 'shipping-box-plain', 'no-print', 2880],
    ['label-1', 'label', undefined, 20000],
    ['paper-can-1', 'paper-can', undefined, 500],
    ['poly-1', 'poly-mailer', undefined, 5000],
    ['poly-2', 'recycled-poly-mailer', undefined, 5000],
    ['tape-1', 'kraft-tape', undefined, 2592],
    ['tape-2', 'packing-tape', undefined, 5184],
    ['product-box-p10-white-hd-matte', 'product-box', 'print-color-hd', 2500],
  ])('%s → %p', (sku, type, print, expected) => {
    expect(highQuantityThreshold(sku, type, print)).toBe(expected);
  });
});
