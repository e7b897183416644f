import { dieline } from '@ph/dieline';
import { applyEdit, coloursOf, emptyDocument, MAX_COLOURS, normaliseHex, placeImage, placeText } from './document';
import { historyReducer, startHistory } from './history';
import { checkObject, resolutionOf } from './checks';

const d = dieline({ style: 'fefco-0427', size: { length: 300, width: 200, height: 50 }, boardThickness: 3, bleed: 5, safeArea: 5 });
const front = d.faces.front;
const BOX = { product_sku: 'mailer-box', variant_id: 12, variant_sku: 'mailer-box-f3', size: { length: 300, width: 200, height: 50 }, board_thickness_mm: 3, dieline_style: 'fefco-0427' } as const;
const PX = { width_px: 1200, height_px: 1200 };

describe('design document edits', () => {
  it('places an image in the middle of the face, inside the safe area, keeping its proportions', () => {
    const img = placeImage({ id: 'f1', width_px: 2000, height_px: 1000, width_mm: null, height_mm: null }, front);
    expect(img.width / img.height).toBeCloseTo(2, 6);
    expect(img.x + img.width / 2).toBeCloseTo(front.width / 2, 6);
    expect(img.height).toBeLessThanOrEqual(front.safe.height + 1e-9);
  });

  it('moves, reorders and removes objects without touching other faces', () => {
    const a = placeText('A', front, { font: 'Roboto', sizeMm: 10, colour: '#000000' });
    const b = placeText('B', front, { font: 'Roboto', sizeMm: 10, colour: '#000000' });
    let doc = applyEdit(applyEdit(emptyDocument(BOX), { type: 'add', face: 'front', object: a }), { type: 'add', face: 'front', object: b });
    doc = applyEdit(doc, { type: 'order', face: 'front', id: b.id, direction: 'backward' });
    expect(doc.faces.front.objects.map((o) => o.id)).toEqual([b.id, a.id]);
    doc = applyEdit(doc, { type: 'place', face: 'front', id: a.id, placement: { x: 12, rotation: -90 } });
    expect(doc.faces.front.objects[1]).toMatchObject({ x: 12, rotation: 270 });
    doc = applyEdit(doc, { type: 'remove', face: 'front', id: b.id });
    expect(doc.faces.front.objects.map((o) => o.id)).toEqual([a.id]);
    expect(doc.faces.top.objects).toEqual([]);
  });

  it('refuses a 33rd colour and accepts one already used', () => {
    let doc = emptyDocument(BOX);
    for (let i = 0; i < MAX_COLOURS; i++) {
      const t = placeText(`t${i}`, front, { font: 'Roboto', sizeMm: 10, colour: `#0000${i.toString(16).padStart(2, '0')}` });
      doc = applyEdit(doc, { type: 'add', face: 'front', object: t });
    }
    expect(coloursOf(doc)).toHaveLength(MAX_COLOURS);
    expect(applyEdit(doc, { type: 'background', face: 'top', colour: '#ff0000' })).toBe(doc);
    expect(applyEdit(doc, { type: 'background', face: 'top', colour: '#000001' }).faces.top.background).toBe('#000001');
  });

  it('reads hex colours', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('1e6fd9')).toBe('#1e6fd9');
    expect(normaliseHex('blue')).toBeNull();
  });
});

describe('undo and redo', () => {
  it('undoes and redoes edits; nudges of one object are one step', () => {
    const t = placeText('Hi', front, { font: 'Roboto', sizeMm: 10, colour: '#000000' });
    let h = startHistory(emptyDocument(BOX));
    h = historyReducer(h, { type: 'edit', edit: { type: 'add', face: 'front', object: t } });
    for (let i = 0; i < 5; i++) {
      const cur = h.present.faces.front.objects[0]!;
      h = historyReducer(h, { type: 'edit', edit: { type: 'place', face: 'front', id: t.id, placement: { x: cur.x + 1 } }, coalesce: `nudge:${t.id}` });
    }
    expect(h.present.faces.front.objects[0]!.x).toBeCloseTo(t.x + 5, 9);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.faces.front.objects[0]!.x).toBeCloseTo(t.x, 9);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present.faces.front.objects).toEqual([]);
    h = historyReducer(historyReducer(h, { type: 'redo' }), { type: 'redo' });
    expect(h.present.faces.front.objects[0]!.x).toBeCloseTo(t.x + 5, 9);
  });
});

describe('print checks', () => {
  const image = (width: number, height: number) => ({ ...placeImage({ id: 'f', width_px: 1200, height_px: 1200, width_mm: null, height_mm: null }, front), width, height });

  it('gives the effective DPI on the smaller axis and its tier as the image is scaled', () => {
    expect(resolutionOf(image(101.6, 101.6), PX)).toEqual({ dpi: 300, tier: 'good' });
    expect(resolutionOf(image(203.2, 203.2), PX)).toEqual({ dpi: 150, tier: 'warn' });
    expect(resolutionOf(image(254, 254), PX)?.tier).toBe('strong');
    // A vector file (no natural pixels) and a file whose facts are not loaded yet show no badge.
    expect(resolutionOf(image(254, 254), { width_px: null, height_px: null })).toBeNull();
    expect(resolutionOf(image(254, 254), undefined)).toBeNull();
    expect(resolutionOf(placeText('x', front, { font: 'Roboto', sizeMm: 10, colour: '#000000' }), PX)).toBeNull();
  });

  it('warns when an object crosses a fold or leaves the safe area, not when it sits inside', () => {
    const inside = { ...image(20, 20), x: 20, y: 15 };
    expect(checkObject(front, inside, PX)).toMatchObject({ crossesFold: false, leavesSafeArea: false });
    const acrossTopEdge = { ...inside, y: -8 };
    const r = front.regions[0]!;
    const topIsFold = r.bleed.y >= r.rect.y;
    expect(checkObject(front, acrossTopEdge, PX).crossesFold).toBe(topIsFold);
    expect(checkObject(front, acrossTopEdge, PX).leavesSafeArea).toBe(true);
    // Some edge of a mailer's front wall is a crease: an object over all four edges crosses a fold.
    expect(checkObject(front, { ...inside, x: -10, y: -10, width: front.width + 20, height: front.height + 20 }, PX).crossesFold).toBe(true);
  });
});
