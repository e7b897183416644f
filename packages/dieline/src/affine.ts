// 2D affine maps (SVG/canvas matrix order). Used for face → blank and object → face placement.
import type { Affine, Point, QuarterTurn, Rect } from './types';

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

export function apply(m: Affine, p: Point): Point {
  return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
}

/** `first` then `second`: apply(compose(second, first), p) = apply(second, apply(first, p)). */
export function compose(second: Affine, first: Affine): Affine {
  return {
    a: second.a * first.a + second.c * first.b,
    b: second.b * first.a + second.d * first.b,
    c: second.a * first.c + second.c * first.d,
    d: second.b * first.c + second.d * first.d,
    e: second.a * first.e + second.c * first.f + second.e,
    f: second.b * first.e + second.d * first.f + second.f,
  };
}

export function invert(m: Affine): Affine {
  const det = m.a * m.d - m.b * m.c;
  if (det === 0) throw new RangeError('The transform cannot be inverted');
  return {
    a: m.d / det,
    b: -m.b / det,
    c: -m.c / det,
    d: m.a / det,
    e: (m.c * m.f - m.d * m.e) / det,
    f: (m.b * m.e - m.a * m.f) / det,
  };
}

export function translation(x: number, y: number): Affine {
  return { a: 1, b: 0, c: 0, d: 1, e: x, f: y };
}

/** Clockwise rotation by `degrees` (y-down) around the origin. */
export function rotation(degrees: number): Affine {
  const r = (degrees * Math.PI) / 180;
  // Quarter turns exactly, so rectangles stay rectangles without 1e-17 noise.
  const q = ((degrees % 360) + 360) % 360;
  const [cos, sin] = q === 0 ? [1, 0] : q === 90 ? [0, 1] : q === 180 ? [-1, 0] : q === 270 ? [0, -1] : [Math.cos(r), Math.sin(r)];
  return { a: cos, b: sin, c: -sin, d: cos, e: 0, f: 0 };
}

/** The transform's clockwise rotation in degrees, in [0, 360). */
export function rotationOf(m: Affine): number {
  const deg = (Math.atan2(m.b, m.a) * 180) / Math.PI;
  const rounded = Math.round(deg * 1e9) / 1e9;
  return ((rounded % 360) + 360) % 360;
}

/**
 * Maps the face-local rectangle `from` onto the blank rectangle `to`, turned by `turn`
 * (the rectangles' sizes must agree: swapped for 90 and 270).
 */
export function rectToRect(from: Rect, to: Rect, turn: QuarterTurn): Affine {
  // Rotate around the origin, then move the rotated `from` onto `to`'s top-left corner.
  const rot = rotation(turn);
  const corners = [
    { x: from.x, y: from.y },
    { x: from.x + from.width, y: from.y },
    { x: from.x, y: from.y + from.height },
    { x: from.x + from.width, y: from.y + from.height },
  ].map((p) => apply(rot, p));
  const minX = Math.min(...corners.map((p) => p.x));
  const minY = Math.min(...corners.map((p) => p.y));
  return compose(translation(to.x - minX, to.y - minY), rot);
}

/** Bounding box of a rectangle after a transform. */
export function transformRect(m: Affine, r: Rect): Rect {
  const pts = [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x, y: r.y + r.height },
    { x: r.x + r.width, y: r.y + r.height },
  ].map((p) => apply(m, p));
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
