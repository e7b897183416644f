// Turns a style's panel layout into a Dieline: normalised coordinates, outlines, creases (one per
// hinge), the cut outline (every panel edge that is not a crease, merged and chained), bleed areas
// and the faces' transforms.
import { invert, rectToRect, transformRect } from './affine';
import type {
  Dieline,
  DielineInput,
  FaceLayout,
  FaceName,
  FaceRegion,
  Hinge,
  Panel,
  PanelKind,
  Point,
  Polyline,
  QuarterTurn,
  Rect,
  Segment,
  Side,
} from './types';
import { FACE_NAMES } from './types';

export interface Chamfer {
  tl?: number;
  tr?: number;
  br?: number;
  bl?: number;
}

export interface PanelSpec {
  id: string;
  kind: PanelKind;
  piece?: number;
  rect: Rect;
  chamfer?: Chamfer;
  hinge?: Hinge;
  printsWith?: FaceName;
}

export interface FaceSpec {
  name: FaceName;
  width: number;
  height: number;
  regions: Array<{ panel: string; rect: Rect; rotation: QuarterTurn }>;
}

export interface Layout {
  panels: PanelSpec[];
  faces: FaceSpec[];
}

const EPS = 1e-6;
const near = (a: number, b: number) => Math.abs(a - b) <= EPS;

export class DielineError extends RangeError {
  override name = 'DielineError';
}

function edgeOf(r: Rect, side: Side): Segment {
  const { x, y, width: w, height: h } = r;
  switch (side) {
    case 'top':
      return { a: { x, y }, b: { x: x + w, y } };
    case 'right':
      return { a: { x: x + w, y }, b: { x: x + w, y: y + h } };
    case 'bottom':
      return { a: { x, y: y + h }, b: { x: x + w, y: y + h } };
    case 'left':
      return { a: { x, y }, b: { x, y: y + h } };
  }
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Clockwise outline of a rectangle with 45°-ish chamfers of the given sizes at its corners. */
function outlineOf(r: Rect, ch: Chamfer = {}): Point[] {
  const { x, y, width: w, height: h } = r;
  const c = (v: number | undefined) => Math.max(0, Math.min(v ?? 0, w / 2, h / 2));
  const [tl, tr, br, bl] = [c(ch.tl), c(ch.tr), c(ch.br), c(ch.bl)];
  const pts: Point[] = [];
  const push = (p: Point) => {
    const last = pts[pts.length - 1];
    if (!last || !near(last.x, p.x) || !near(last.y, p.y)) pts.push(p);
  };
  push({ x: x + tl, y });
  push({ x: x + w - tr, y });
  push({ x: x + w, y: y + tr });
  push({ x: x + w, y: y + h - br });
  push({ x: x + w - br, y: y + h });
  push({ x: x + bl, y: y + h });
  push({ x, y: y + h - bl });
  push({ x, y: y + tl });
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (first && last && pts.length > 1 && near(first.x, last.x) && near(first.y, last.y)) pts.pop();
  return pts;
}

const CORNERS_OF: Record<Side, Array<keyof Chamfer>> = { top: ['tl', 'tr'], right: ['tr', 'br'], bottom: ['bl', 'br'], left: ['tl', 'bl'] };

function grow(r: Rect, by: Record<Side, number>): Rect {
  return { x: r.x - by.left, y: r.y - by.top, width: r.width + by.left + by.right, height: r.height + by.top + by.bottom };
}

// ---- cut lines: axis-aligned intervals per line, merged; crease intervals removed -------------

type Interval = [number, number];

function union(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((p, q) => p[0] - q[0]);
  const out: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1] + EPS) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function subtract(intervals: Interval[], cuts: Interval[]): Interval[] {
  let out = intervals;
  for (const [cs, ce] of cuts) {
    out = out.flatMap(([s, e]): Interval[] => {
      if (ce <= s + EPS || cs >= e - EPS) return [[s, e]];
      const parts: Interval[] = [];
      if (cs > s + EPS) parts.push([s, cs]);
      if (ce < e - EPS) parts.push([ce, e]);
      return parts;
    });
  }
  return out;
}

const key = (v: number) => (Math.round(v * 1e6) / 1e6).toString();
const pointKey = (p: Point) => `${key(p.x)},${key(p.y)}`;

function cutSegments(panels: Panel[], creases: Segment[]): Segment[] {
  const horizontal = new Map<string, { y: number; cut: Interval[]; crease: Interval[] }>();
  const vertical = new Map<string, { x: number; cut: Interval[]; crease: Interval[] }>();
  const diagonal: Segment[] = [];
  const line = (s: Segment) => {
    if (near(s.a.y, s.b.y)) {
      const k = key(s.a.y);
      const entry = horizontal.get(k) ?? { y: s.a.y, cut: [], crease: [] };
      horizontal.set(k, entry);
      return { entry, interval: [Math.min(s.a.x, s.b.x), Math.max(s.a.x, s.b.x)] as Interval };
    }
    if (near(s.a.x, s.b.x)) {
      const k = key(s.a.x);
      const entry = vertical.get(k) ?? { x: s.a.x, cut: [], crease: [] };
      vertical.set(k, entry);
      return { entry, interval: [Math.min(s.a.y, s.b.y), Math.max(s.a.y, s.b.y)] as Interval };
    }
    return null;
  };
  for (const p of panels) {
    p.outline.forEach((a, i) => {
      const b = p.outline[(i + 1) % p.outline.length] as Point;
      const l = line({ a, b });
      if (l) l.entry.cut.push(l.interval);
      else diagonal.push({ a, b });
    });
  }
  for (const c of creases) line(c)?.entry.crease.push(line(c)!.interval);
  const out: Segment[] = [];
  for (const { y, cut, crease } of horizontal.values()) {
    for (const [s, e] of subtract(union(cut), crease)) out.push({ a: { x: s, y }, b: { x: e, y } });
  }
  for (const { x, cut, crease } of vertical.values()) {
    for (const [s, e] of subtract(union(cut), crease)) out.push({ a: { x, y: s }, b: { x, y: e } });
  }
  return [...out, ...diagonal].filter((s) => !near(s.a.x, s.b.x) || !near(s.a.y, s.b.y));
}

/** Chains segments sharing end points into polylines (closed where they come back to the start). */
export function chain(segments: Segment[]): Polyline[] {
  const byPoint = new Map<string, number[]>();
  segments.forEach((s, i) => {
    for (const p of [s.a, s.b]) byPoint.set(pointKey(p), [...(byPoint.get(pointKey(p)) ?? []), i]);
  });
  const used = new Set<number>();
  const lines: Polyline[] = [];
  const walk = (start: number, from: Point): Point[] => {
    const pts: Point[] = [from];
    let current = start;
    let at = from;
    for (;;) {
      used.add(current);
      const s = segments[current] as Segment;
      const next = pointKey(s.a) === pointKey(at) ? s.b : s.a;
      pts.push(next);
      at = next;
      const more = (byPoint.get(pointKey(at)) ?? []).find((i) => !used.has(i));
      if (more === undefined) return pts;
      current = more;
    }
  };
  // Open chains first (from an end with one segment), then loops.
  const ends = [...byPoint.entries()].filter(([, ids]) => ids.length === 1);
  for (const [, [id]] of ends) {
    if (id === undefined || used.has(id)) continue;
    const s = segments[id] as Segment;
    const endKey = byPoint.get(pointKey(s.a))?.length === 1 ? s.a : s.b;
    lines.push({ points: walk(id, endKey), closed: false });
  }
  segments.forEach((s, i) => {
    if (used.has(i)) return;
    const pts = walk(i, s.a);
    const first = pts[0] as Point;
    const last = pts[pts.length - 1] as Point;
    const closed = pts.length > 2 && pointKey(first) === pointKey(last);
    lines.push({ points: closed ? pts.slice(0, -1) : pts, closed });
  });
  return lines;
}

// ---- the build ---------------------------------------------------------------------------------

export function buildDieline(input: DielineInput, layout: Layout): Dieline {
  const minX = Math.min(...layout.panels.map((p) => p.rect.x));
  const minY = Math.min(...layout.panels.map((p) => p.rect.y));
  const maxX = Math.max(...layout.panels.map((p) => p.rect.x + p.rect.width));
  const maxY = Math.max(...layout.panels.map((p) => p.rect.y + p.rect.height));
  const moved = (r: Rect): Rect => ({ x: r.x - minX, y: r.y - minY, width: r.width, height: r.height });
  const specs = new Map(layout.panels.map((p) => [p.id, { ...p, rect: moved(p.rect) }]));
  if (specs.size !== layout.panels.length) throw new DielineError('Panel ids must be unique');

  const creases: Segment[] = [];
  // Sides of each panel that carry a crease, wholly or in part: no bleed runs past them, or the art
  // of one panel would print onto its neighbour.
  const creaseSides = new Map<string, Set<Side>>();
  const addCreaseSide = (id: string, side: Side) => creaseSides.set(id, new Set([...(creaseSides.get(id) ?? []), side]));
  for (const p of specs.values()) {
    if (!p.hinge) continue;
    const parent = specs.get(p.hinge.parent);
    if (!parent) throw new DielineError(`Panel ${p.id} hangs off unknown panel ${p.hinge.parent}`);
    const edge = edgeOf(p.rect, p.hinge.side);
    const parentEdge = edgeOf(parent.rect, OPPOSITE[p.hinge.side]);
    const horizontal = p.hinge.side === 'top' || p.hinge.side === 'bottom';
    const onLine = horizontal ? near(edge.a.y, parentEdge.a.y) : near(edge.a.x, parentEdge.a.x);
    const within = horizontal
      ? edge.a.x >= parentEdge.a.x - EPS && edge.b.x <= parentEdge.b.x + EPS
      : edge.a.y >= parentEdge.a.y - EPS && edge.b.y <= parentEdge.b.y + EPS;
    if (!onLine || !within) throw new DielineError(`Panel ${p.id} does not sit on the ${OPPOSITE[p.hinge.side]} edge of ${parent.id}`);
    for (const corner of CORNERS_OF[p.hinge.side]) {
      if ((p.chamfer?.[corner] ?? 0) > 0) throw new DielineError(`Panel ${p.id} has a chamfer on its crease`);
    }
    creases.push(edge);
    addCreaseSide(p.id, p.hinge.side);
    addCreaseSide(parent.id, OPPOSITE[p.hinge.side]);
  }

  const bleed = input.bleed;
  const panels: Panel[] = [...specs.values()].map((p) => {
    const sides = creaseSides.get(p.id) ?? new Set<Side>();
    const by = (s: Side) => (sides.has(s) ? 0 : bleed);
    return {
      id: p.id,
      kind: p.kind,
      piece: p.piece ?? 0,
      rect: p.rect,
      outline: outlineOf(p.rect, p.chamfer),
      hinge: p.hinge ?? null,
      printsWith: p.printsWith ?? null,
      bleed: grow(p.rect, { top: by('top'), right: by('right'), bottom: by('bottom'), left: by('left') }),
    };
  });
  const byId = new Map(panels.map((p) => [p.id, p]));

  const faces = {} as Record<FaceName, FaceLayout>;
  for (const f of layout.faces) {
    const regions: FaceRegion[] = f.regions.map((r) => {
      const panel = byId.get(r.panel);
      if (!panel) throw new DielineError(`Face ${f.name} names unknown panel ${r.panel}`);
      const swapped = r.rotation === 90 || r.rotation === 270;
      const w = swapped ? r.rect.height : r.rect.width;
      const h = swapped ? r.rect.width : r.rect.height;
      if (!near(w, panel.rect.width) || !near(h, panel.rect.height)) {
        throw new DielineError(`Face ${f.name}: region on ${panel.id} does not match the panel's size`);
      }
      const transform = rectToRect(r.rect, panel.rect, r.rotation);
      return { panel: panel.id, rect: r.rect, rotation: r.rotation, transform, bleed: transformRect(invert(transform), panel.bleed) };
    });
    const safe = Math.min(input.safeArea, f.width / 2, f.height / 2);
    faces[f.name] = {
      name: f.name,
      width: f.width,
      height: f.height,
      regions,
      bleed: { x: -bleed, y: -bleed, width: f.width + 2 * bleed, height: f.height + 2 * bleed },
      safe: { x: safe, y: safe, width: f.width - 2 * safe, height: f.height - 2 * safe },
    };
  }
  for (const name of FACE_NAMES) if (!faces[name]) throw new DielineError(`The layout has no ${name} face`);

  const blank = { width: maxX - minX, height: maxY - minY };
  return {
    style: input.style,
    size: { ...input.size },
    boardThickness: input.boardThickness,
    bleedMm: bleed,
    safeAreaMm: input.safeArea,
    blank,
    sheet: { width: blank.width + 2 * bleed, height: blank.height + 2 * bleed },
    panels,
    faces,
    cut: chain(cutSegments(panels, creases)),
    crease: creases,
  };
}
