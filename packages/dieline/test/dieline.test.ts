// Worked numbers per style (the formulas are in src/styles.ts and the README).
import { apply, dieline, DielineError, dielineSvg, faceToBlank, placeOnBlank, rotationOf, type Dieline } from '../src';
import { input, vertexDegrees } from './helpers';

const panel = (d: Dieline, id: string) => {
  const p = d.panels.find((q) => q.id === id);
  if (!p) throw new Error(`no panel ${id}`);
  return p;
};

describe('FEFCO 0427 mailer', () => {
  // 300 × 200 × 50 mm inside, 3 mm board: width L + 4H + 6t, height 2W + 2H + 6t + 2H/3.
  const d = dieline(input('fefco-0427', 300, 200, 50, 3));

  it('has a blank of about 520 × 551 mm', () => {
    expect(d.blank.width).toBeCloseTo(518, 6);
    expect(d.blank.height).toBeCloseTo(551.333, 3);
    expect(Math.abs(d.blank.width / 520 - 1)).toBeLessThan(0.01);
    expect(Math.abs(d.blank.height / 551 - 1)).toBeLessThan(0.01);
  });

  it('has faces the size of the box plus board allowances', () => {
    expect(d.faces.front).toMatchObject({ width: 306, height: 53 });
    expect(d.faces.back).toMatchObject({ width: 306, height: 53 });
    expect(d.faces.top).toMatchObject({ width: 306, height: 206 });
    expect(d.faces.bottom).toMatchObject({ width: 306, height: 206 });
    expect(d.faces.left).toMatchObject({ width: 206, height: 56 });
    expect(d.faces.right).toMatchObject({ width: 206, height: 56 });
  });

  it('puts the sheet (blank + bleed) and the bleed and safe areas in mm', () => {
    expect(d.sheet.width).toBeCloseTo(528, 6);
    expect(d.sheet.height).toBeCloseTo(561.333, 3);
    expect(d.faces.front.bleed).toEqual({ x: -5, y: -5, width: 316, height: 63 });
    expect(d.faces.front.safe).toEqual({ x: 5, y: 5, width: 296, height: 43 });
  });

  it('lays the panels out around the base', () => {
    // x: inner side wall 50, outer side wall 56, base 306; y: tuck 33.3, lid 206, back 53, base 206, front 53.
    expect(panel(d, 'base').rect).toEqual({ x: 106, y: expect.closeTo(292.333, 3), width: 306, height: 206 });
    expect(panel(d, 'front').rect.y).toBeCloseTo(498.333, 3);
    expect(panel(d, 'side-left-inner').rect.x).toBe(0);
    expect(panel(d, 'tuck').rect).toMatchObject({ x: 109, y: 0, width: 300 });
  });

  it('has one crease per hinge and one closed cut outline', () => {
    expect(d.crease).toHaveLength(d.panels.filter((p) => p.hinge).length);
    expect(d.cut).toHaveLength(1);
    expect(d.cut[0]!.closed).toBe(true);
    expect([...vertexDegrees(d.cut).values()].every((n) => n === 2)).toBe(true);
  });

  it('maps face-local mm onto the blank: the front is upside down below the base', () => {
    // Front panel (106, 498.33) 306 × 53, turned 180°: face (10, 5) → (106 + 306 − 10, 498.33 + 53 − 5).
    const p = faceToBlank(d, 'front', { x: 10, y: 5 });
    expect(p.x).toBeCloseTo(402, 6);
    expect(p.y).toBeCloseTo(546.333, 3);
    const [placed] = placeOnBlank(d, 'front', { x: 10, y: 5, width: 50, height: 20, rotation: 15 });
    expect(placed?.panel).toBe('front');
    expect(placed?.rotation).toBe(195);
    expect(rotationOf(placed!.transform)).toBeCloseTo(195, 9);
    // The object's centre (35, 15) on the face lands at (106 + 306 − 35, 498.33 + 53 − 15).
    const centre = apply(placed!.transform, { x: 25, y: 10 });
    expect(centre.x).toBeCloseTo(377, 6);
    expect(centre.y).toBeCloseTo(536.333, 3);
  });

  it('lets bleed run past cut edges only, never over a crease onto a neighbour', () => {
    const front = panel(d, 'front');
    // Creases at the top (base) and ears at both ends: bleed only at the bottom edge.
    expect(front.bleed).toEqual({ ...front.rect, height: 58 });
    const base = panel(d, 'base');
    expect(base.bleed).toEqual(base.rect);
  });
});

describe('FEFCO 0201 shipping box', () => {
  // (2L + 2W + glue) × (H + W) plus allowances: 35 + 2·403 + 2·303 = 1447; 206 + 303 = 509.
  const d = dieline(input('fefco-0201', 400, 300, 200, 3));

  it('has a blank of (2L + 2W + J + 4t) × (H + W + 3t)', () => {
    expect(d.blank.width).toBeCloseTo(2 * 400 + 2 * 300 + 35 + 4 * 3, 6);
    expect(d.blank.height).toBeCloseTo(200 + 300 + 3 * 3, 6);
  });

  it('splits the top and the bottom over the two long flaps', () => {
    expect(d.faces.top.regions.map((r) => r.panel)).toEqual(['back-top-flap', 'front-top-flap']);
    expect(d.faces.top).toMatchObject({ width: 403, height: 303 });
    expect(d.faces.bottom.regions.map((r) => r.panel)).toEqual(['back-bottom-flap', 'front-bottom-flap']);
    // An object across the middle prints on both flaps.
    expect(placeOnBlank(d, 'top', { x: 100, y: 100, width: 100, height: 100, rotation: 0 }).map((p) => p.panel)).toEqual(['back-top-flap', 'front-top-flap']);
    expect(placeOnBlank(d, 'top', { x: 100, y: 10, width: 50, height: 50, rotation: 0 }).map((p) => p.panel)).toEqual(['back-top-flap']);
  });

  it('cuts 2t slots between the flaps', () => {
    const a = panel(d, 'front-top-flap').rect;
    const b = panel(d, 'right-top-flap').rect;
    expect(b.x - (a.x + a.width)).toBeCloseTo(6, 9);
    expect(d.cut).toHaveLength(1);
  });
});

describe('reverse tuck end product box', () => {
  // 100 × 40 × 150 mm, 0.5 mm carton: G 15, tuck 0.4·40.5 = 16.2.
  const d = dieline(input('reverse-tuck-end', 100, 40, 150, 0.5, 3, 3));

  it('has a blank of (G + 2L + 2W + 4t) × (H + 2W + 4t + 2·tuck)', () => {
    expect(d.blank.width).toBeCloseTo(15 + 200 + 80 + 2, 6);
    expect(d.blank.height).toBeCloseTo(150 + 80 + 2 + 2 * 16.2, 6);
  });

  it('hinges the top on the back wall and the bottom on the front wall', () => {
    expect(panel(d, 'top-lid').hinge).toMatchObject({ parent: 'back' });
    expect(panel(d, 'bottom-lid').hinge).toMatchObject({ parent: 'front' });
    expect(d.faces.top.regions[0]).toMatchObject({ panel: 'top-lid', rotation: 180 });
  });
});

describe('two-piece box', () => {
  // 200 × 200 × 100 mm, 1.2 mm board: base tray 404.8 wide, lid tray (205.8 + 2·34.53), gutter 20.
  const d = dieline(input('two-piece', 200, 200, 100, 1.2));

  it('lays base and lid side by side, two cut outlines', () => {
    expect(d.blank.width).toBeCloseTo(404.8 + 20 + 205.8 + 2 * (100 / 3 + 1.2), 6);
    expect(d.blank.height).toBeCloseTo(404.8, 6);
    expect(d.cut).toHaveLength(2);
    expect(new Set(d.panels.map((p) => p.piece))).toEqual(new Set([0, 1]));
  });

  it('prints the lid walls in the side faces colours', () => {
    expect(panel(d, 'lid-front').printsWith).toBe('front');
    expect(panel(d, 'lid-side-left').printsWith).toBe('left');
    expect(d.faces.top.regions[0]?.panel).toBe('lid-panel');
  });

  it('takes a lid height', () => {
    const deep = dieline({ ...input('two-piece', 200, 200, 100, 1.2), lidHeight: 100 });
    expect(panel(deep, 'lid-back').rect.height).toBeCloseTo(101.2, 9);
  });
});

describe('bad input', () => {
  it.each([
    [{ ...input('fefco-0427', 300, 200, 50, 3), style: 'fefco-9999' as never }, /Unknown dieline style/],
    [input('fefco-0427', 300, 200, 8, 3), /height must be at least 10 mm/],
    [input('fefco-0427', 300, 200, 12, 3), /5 board thicknesses/],
    [input('fefco-0427', 3000, 200, 50, 3), /at most 2000 mm/],
    [input('fefco-0427', Number.NaN, 200, 50, 3), /length/],
    [input('fefco-0427', 300, 200, 50, 0), /board thickness/],
    [input('fefco-0427', 300, 200, 50, 3, -1), /bleed/],
    [{ ...input('fefco-0427', 300, 200, 50, 3), lidHeight: 20 }, /Only the two-piece/],
  ])('refuses %#', (bad, message) => {
    expect(() => dieline(bad)).toThrow(DielineError);
    expect(() => dieline(bad)).toThrow(message);
  });
});

describe('dielineSvg', () => {
  it('draws the cut, the creases and the bleed in mm', () => {
    const svg = dielineSvg(dieline(input('fefco-0427', 300, 200, 50, 3)), { bleed: true, safe: true, labels: true });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="528mm" height="561.333mm" viewBox="-5 -5 528 561.333">/);
    expect(svg.match(/stroke-dasharray="3 2"/g)).toHaveLength(14);
    expect(svg).toContain('>front</text>');
  });
});
