import {
  categoriesOf,
  customSizeQuantities,
  CustomSizeConfigError,
  deal,
  defaultQuantity,
  dynamicPricingQuantities,
  fromMillimetres,
  highQuantityThreshold,
  isHighQuantity,
  piecePrice,
  priceRows,
  qrQuantities,
  standardQuantities,
  taxDisplay,
  toMillimetres,
  validateCustomSize,
  type CustomSizeConfig,
} from '../src';

const mailer: CustomSizeConfig = {
  dimensions: { length: { min: 100, max: 600 }, width: { min: 60, max: 450 }, height: { min: 20, max: 200 } },
  rules: [
    { left: { type: 'field', value: 'length' }, condition: '>=', right: { type: 'field', value: 'width' }, message: 'Length must be greater than or equal to width' },
    { left: { type: 'field', value: 'height' }, condition: '<=', right: { type: 'value', value: 150 }, message: 'Height must be at most 150 mm' },
  ],
  minQuantity: 100,
};

describe('custom size validation', () => {
  it('accepts a complete size inside the limits', () => {
    const r = validateCustomSize(mailer, { length: 300, width: 200, height: 100 });
    expect(r).toMatchObject({ valid: true, complete: true, failures: [] });
  });

  it('reports min and max per dimension; absent values pass but the size is incomplete', () => {
    const r = validateCustomSize(mailer, { length: 90, width: 500 });
    expect(r.valid).toBe(false);
    expect(r.complete).toBe(false);
    expect(r.dimensions).toEqual([
      { field: 'length', present: true, minOk: false, maxOk: true, min: 100, max: 600 },
      { field: 'width', present: true, minOk: true, maxOk: false, min: 60, max: 450 },
      { field: 'height', present: false, minOk: true, maxOk: true, min: 20, max: 200 },
    ]);
  });

  it('returns the failing rule message with the fields involved', () => {
    const r = validateCustomSize(mailer, { length: 200, width: 300, height: 180 });
    expect(r.failures).toEqual([
      { message: 'Length must be greater than or equal to width', fields: ['length', 'width'] },
      { message: 'Height must be at most 150 mm', fields: ['height'] },
    ]);
  });

  it('passes a rule with an undefined side and rejects unsupported conditions and side types', () => {
    expect(validateCustomSize(mailer, { length: 100 }).failures).toEqual([]);
    const bad = (rule: Partial<CustomSizeConfig['rules'][number]>) =>
      validateCustomSize({ ...mailer, rules: [{ ...mailer.rules[0]!, ...rule }] }, { length: 1, width: 1 });
    expect(() => bad({ condition: '!=' })).toThrow(new CustomSizeConfigError('Unsupported rule condition !='));
    expect(() => bad({ right: { type: 'formula', value: 'x' } })).toThrow('Unsupported rule side type formula');
  });
});

describe('units', () => {
  it('converts cm and inches (× 2.54) and rejects other units', () => {
    expect(toMillimetres(12.5, 'cm')).toBe(125);
    expect(toMillimetres(10, 'in')).toBe(254);
    expect(fromMillimetres(254, 'in')).toBe(10);
    expect(() => toMillimetres(1, 'mm')).toThrow('Unit mm is not supported');
  });
});

describe('quantity ranges', () => {
  it('runs QR quantities from min to max by step with the last forced to max', () => {
    expect(qrQuantities({ enabled: true, min: 3000, max: 7500, step: 2000 })).toEqual([3000, 5000, 7000, 7500]);
    expect(qrQuantities({ enabled: false, min: 1, max: 2, step: 1 })).toEqual([]);
  });
  it('starts custom-size ranges at the custom minimum plus larger QR values, sorted and unique', () => {
    expect(customSizeQuantities(3000, { enabled: true, min: 2000, max: 5000, step: 1000 })).toEqual([3000, 4000, 5000]);
  });
  it('builds dynamic ranges from min, defaults and max', () => {
    expect(dynamicPricingQuantities({ enabled: true, minQuantity: 30, maxQuantity: 10000, defaultQuantities: [60, 30, 500] })).toEqual([30, 60, 500, 10000]);
    expect(standardQuantities({ enabled: true, minQuantity: 30, maxQuantity: 1000, defaultQuantities: [60, 500] }, 60)).toEqual([60, 500, 1000]);
    expect(standardQuantities(null, null)).toEqual([30, 60, 90, 120, 240, 500, 750, 1000, 1500, 2000, 2500]);
  });
  it('defaults to 30, else the next offered quantity', () => {
    expect(defaultQuantity([30, 60])).toBe(30);
    expect(defaultQuantity([10, 50, 100])).toBe(50);
    expect(defaultQuantity([5, 10])).toBe(5);
  });
});

describe('high-quantity thresholds', () => {
  it.each([
    ['ph-anything', null],
    ['mailer-box-plain-f15-kraft', 2400],
    ['shipping-box-plain-k30', 2880],
    ['label-round', 20000],
    ['paper-can-s', 500],
    ['poly-mailer-m', 5000],
    ['kraft-tape-50', 2592],
    ['packing-tape-50', 5184],
    ['mailer-box-f22-white-hd', 2500],
  ])('%s → %s', (sku, threshold) => expect(highQuantityThreshold(sku)).toBe(threshold));

  it('uses 1000 for eco colour print and compares strictly above the threshold', () => {
    expect(isHighQuantity('mailer-box-f22-kraft-eco-color', 1500, 'print-eco-color')).toBe(true);
    expect(isHighQuantity('mailer-box-f22-kraft-eco-color', 1000, 'print-eco-color')).toBe(false);
    expect(isHighQuantity('mailer-box-f22-white-hd', 2500, 'print-color-hd')).toBe(false);
    expect(isHighQuantity('ph-x', 1e6)).toBe(false);
  });
});

describe('price table', () => {
  const quotes = [
    { quantity: 60, unit: { net: 150, tax: 35, gross: 185 }, net: 9000, tax: 2070, gross: 11070 },
    { quantity: 30, unit: { net: 200, tax: 46, gross: 246 }, net: 6000, tax: 1380, gross: 7380 },
  ];
  it('derives piece price and deal from the net unit prices', () => {
    expect(priceRows(quotes, 2, 'net')).toEqual([
      { quantity: 30, unitPrice: 200, piecePrice: 100, deal: 0, total: 6000, net: 6000, tax: 1380, gross: 7380 },
      { quantity: 60, unitPrice: 150, piecePrice: 75, deal: 0.25, total: 9000, net: 9000, tax: 2070, gross: 11070 },
    ]);
  });
  it('shows the API gross unit price and line total where tax is always shown', () => {
    const [first, second] = priceRows(quotes, 1, taxDisplay(true));
    expect(first).toMatchObject({ unitPrice: 246, total: 7380 });
    expect(second).toMatchObject({ unitPrice: 185, total: 11070 });
    expect(taxDisplay(false)).toBe('net');
  });
  it('follows the spec formulas', () => {
    expect(piecePrice(25, 2)).toBe(13);
    expect(deal(200, 150)).toBe(0.25);
    expect(deal(0, 10)).toBe(0);
    expect(() => piecePrice(1, 0)).toThrow(RangeError);
  });
});

describe('categories', () => {
  it('places products by page path and kraft board', () => {
    expect(categoriesOf({ pageUrl: '/mailer-boxes/custom-mailer-box', materials: ['cardboard-natural'] })).toEqual(['mailer-boxes', 'eco-friendly-packaging']);
    expect(categoriesOf({ pageUrl: '/luxury-packaging/x', materials: ['cardboard-coated'] })).toEqual(['luxury-packaging']);
    expect(categoriesOf({ pageUrl: '/sample-packs', materials: [] })).toEqual([]);
  });
});
