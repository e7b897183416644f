import type { DielineInput, DielineStyle, Segment } from '../src';

export const input = (style: DielineStyle, length: number, width: number, height: number, t: number, bleed = 5, safeArea = 5): DielineInput => ({
  style,
  size: { length, width, height },
  boardThickness: t,
  bleed,
  safeArea,
});

export const close = (a: number, b: number, eps = 1e-6) => Math.abs(a - b) <= eps * Math.max(1, Math.abs(a), Math.abs(b));

/** How many cut segments meet at each vertex (a closed outline has two everywhere). */
export function vertexDegrees(lines: Array<{ points: Array<{ x: number; y: number }>; closed: boolean }>): Map<string, number> {
  const k = (p: { x: number; y: number }) => `${p.x.toFixed(5)},${p.y.toFixed(5)}`;
  const deg = new Map<string, number>();
  const segments: Segment[] = lines.flatMap((l) =>
    l.points.slice(0, l.closed ? undefined : -1).map((a, i) => ({ a, b: l.points[(i + 1) % l.points.length]! })),
  );
  for (const s of segments) for (const p of [s.a, s.b]) deg.set(k(p), (deg.get(k(p)) ?? 0) + 1);
  return deg;
}
