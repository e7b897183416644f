// Properties of every layout over random sizes and boards (fast-check).
import fc from 'fast-check';
import { DIELINE_STYLES, dieline, dpiTier, effectiveDpi, FACE_NAMES, printPixels, type DielineStyle, type Rect } from '../src';
import { input, vertexDegrees } from './helpers';

const EPS = 1e-6;
const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > EPS && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > EPS;
const inside = (a: Rect, outer: { width: number; height: number }) =>
  a.x >= -EPS && a.y >= -EPS && a.x + a.width <= outer.width + EPS && a.y + a.height <= outer.height + EPS;

const box = fc.record({
  style: fc.constantFrom(...DIELINE_STYLES),
  length: fc.double({ min: 20, max: 1200, noNaN: true }),
  width: fc.double({ min: 20, max: 800, noNaN: true }),
  height: fc.double({ min: 20, max: 800, noNaN: true }),
  t: fc.constantFrom(0.4, 0.5, 1.2, 1.5, 3, 4),
  bleed: fc.double({ min: 0, max: 10, noNaN: true }),
});
const make = (b: { style: DielineStyle; length: number; width: number; height: number; t: number; bleed: number }) =>
  dieline(input(b.style, b.length, b.width, b.height, b.t, b.bleed, 3));

describe('every layout', () => {
  it('has panels that never overlap, all inside the blank', () => {
    fc.assert(
      fc.property(box, (b) => {
        const d = make(b);
        d.panels.forEach((p, i) => {
          expect(inside(p.rect, d.blank)).toBe(true);
          for (const q of d.panels.slice(i + 1)) expect({ p: p.id, q: q.id, overlap: overlap(p.rect, q.rect) }).toEqual({ p: p.id, q: q.id, overlap: false });
        });
      }),
      { numRuns: 150 },
    );
  });

  it('has faces on distinct panels, each region inside its face and its bleed inside the sheet', () => {
    fc.assert(
      fc.property(box, (b) => {
        const d = make(b);
        const panels = FACE_NAMES.flatMap((f) => d.faces[f].regions.map((r) => r.panel));
        expect(new Set(panels).size).toBe(panels.length);
        for (const f of FACE_NAMES) {
          const face = d.faces[f];
          for (const r of face.regions) {
            expect(inside(r.rect, face)).toBe(true);
            const onBlank = d.panels.find((p) => p.id === r.panel)!.bleed;
            expect(onBlank.x).toBeGreaterThanOrEqual(-d.bleedMm - EPS);
            expect(onBlank.x + onBlank.width).toBeLessThanOrEqual(d.blank.width + d.bleedMm + EPS);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('is cut along closed outlines, one per piece of board', () => {
    fc.assert(
      fc.property(box, (b) => {
        const d = make(b);
        expect(d.cut.every((l) => l.closed)).toBe(true);
        expect(d.cut).toHaveLength(new Set(d.panels.map((p) => p.piece)).size);
        expect([...vertexDegrees(d.cut).values()].every((n) => n === 2)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('grows when any dimension grows', () => {
    fc.assert(
      fc.property(box, fc.constantFrom('length', 'width', 'height'), fc.double({ min: 1, max: 200, noNaN: true }), (b, field, delta) => {
        const small = make(b);
        const big = make({ ...b, [field]: b[field] + delta });
        expect(big.blank.width * big.blank.height).toBeGreaterThan(small.blank.width * small.blank.height);
        for (const f of FACE_NAMES) {
          expect(big.faces[f].width * big.faces[f].height).toBeGreaterThanOrEqual(small.faces[f].width * small.faces[f].height - EPS);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('scales face areas with the square of the scale', () => {
    fc.assert(
      fc.property(box, fc.double({ min: 1, max: 3, noNaN: true }), (b, k) => {
        fc.pre(Math.max(b.length, b.width, b.height) * k <= 2000);
        const a = make(b);
        const scaled = make({ ...b, length: b.length * k, width: b.width * k, height: b.height * k, t: b.t * k });
        // The two-piece lid has a fixed 1 mm clearance, so its top is off by a little.
        for (const f of FACE_NAMES.filter((n) => b.style !== 'two-piece' || n !== 'top')) {
          const ratio = (scaled.faces[f].width * scaled.faces[f].height) / (a.faces[f].width * a.faces[f].height);
          expect(ratio).toBeCloseTo(k * k, 6);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('print maths', () => {
  it('needs ceil(mm × 300 / 25.4) pixels', () => {
    expect(printPixels(25.4)).toBe(300);
    expect(printPixels(100)).toBe(1182);
    expect(printPixels(0)).toBe(0);
    expect(printPixels(306)).toBe(3615);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (mm) => {
        const px = printPixels(mm);
        expect(px / 300).toBeGreaterThanOrEqual(mm / 25.4 - 1e-9);
        expect((px - 1) / 300).toBeLessThan(mm / 25.4);
      }),
    );
  });

  it('takes the smaller axis for the effective DPI, and tiers it', () => {
    expect(effectiveDpi({ width: 3000, height: 3000 }, { width: 254, height: 254 })).toBeCloseTo(300, 9);
    expect(effectiveDpi({ width: 3000, height: 1000 }, { width: 254, height: 254 })).toBeCloseTo(100, 9);
    expect(dpiTier(300)).toBe('good');
    expect(dpiTier(299.99)).toBe('warn');
    expect(dpiTier(150)).toBe('warn');
    expect(dpiTier(149.9)).toBe('strong');
    // An image printed at exactly the print pixels of its size is good.
    fc.assert(
      fc.property(fc.double({ min: 1, max: 2000, noNaN: true }), fc.double({ min: 1, max: 2000, noNaN: true }), (w, h) => {
        expect(dpiTier(effectiveDpi({ width: printPixels(w), height: printPixels(h) }, { width: w, height: h }))).toBe('good');
        // Scaling an image up lowers its DPI.
        expect(effectiveDpi({ width: 1000, height: 1000 }, { width: w * 2, height: h * 2 })).toBeLessThan(effectiveDpi({ width: 1000, height: 1000 }, { width: w, height: h }));
      }),
    );
  });
});
