// Folds the flat blank into the box, for a 3D preview (and to check the layouts in tests). Zero
// board thickness: panels turn about their creases by `hinge.angle × progress`.
//
// Frame: a blank point (x, y) lies flat at X = x, Y = −y, Z = 0 with the printed side facing +Z; panels
// fold towards −Z, so the printed side ends up outside. Matrices are 4×4, column-major (three.js
// `Matrix4.fromArray` order), mapping the flat position to the folded one.
import type { Dieline, Panel, Point } from './types';

export type Mat4 = number[];
export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

const IDENTITY4: Mat4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

function mul(a: Mat4, b: Mat4): Mat4 {
  const out = new Array<number>(16).fill(0);
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      let s = 0;
      for (let k = 0; k < 4; k++) s += (a[k * 4 + r] as number) * (b[c * 4 + k] as number);
      out[c * 4 + r] = s;
    }
  }
  return out;
}

export function transformPoint(m: Mat4, p: Vec3): Vec3 {
  const at = (i: number) => m[i] as number;
  return {
    x: at(0) * p.x + at(4) * p.y + at(8) * p.z + at(12),
    y: at(1) * p.x + at(5) * p.y + at(9) * p.z + at(13),
    z: at(2) * p.x + at(6) * p.y + at(10) * p.z + at(14),
  };
}

export function transformDirection(m: Mat4, v: Vec3): Vec3 {
  return transformPoint([...m.slice(0, 12), 0, 0, 0, 1], v);
}

/** Rotation by `angle` radians about the line through `p` along unit vector `d` (right-hand rule). */
function rotationAbout(p: Vec3, d: Vec3, angle: number): Mat4 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const t = 1 - c;
  const { x, y, z } = d;
  // Column-major Rodrigues matrix.
  const r: Mat4 = [
    t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0,
    t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0,
    t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0,
    0, 0, 0, 1,
  ];
  const to: Mat4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, p.x, p.y, p.z, 1];
  const back: Mat4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -p.x, -p.y, -p.z, 1];
  return mul(to, mul(r, back));
}

/** The flat 3D position of a blank point. */
export function flat(p: Point): Vec3 {
  return { x: p.x, y: -p.y, z: 0 };
}

function crease(panel: Panel): { a: Vec3; b: Vec3 } {
  const { x, y, width: w, height: h } = panel.rect;
  const side = panel.hinge?.side;
  const [a, b] =
    side === 'top' ? [{ x, y }, { x: x + w, y }] : side === 'bottom' ? [{ x, y: y + h }, { x: x + w, y: y + h }] : side === 'left' ? [{ x, y }, { x, y: y + h }] : [{ x: x + w, y }, { x: x + w, y: y + h }];
  return { a: flat(a), b: flat(b) };
}

/**
 * Folded pose of every panel at `progress` (0 flat, 1 closed box), by panel id. Each piece keeps its
 * root panel where it lies on the blank. `progress` may be a function of the panel, so a preview can
 * open one closure (the lid) while the rest of the box stays folded.
 */
export function foldPanels(d: Dieline, progress: number | ((panel: Panel) => number) = 1): Map<string, Mat4> {
  const poses = new Map<string, Mat4>();
  const byId = new Map(d.panels.map((p) => [p.id, p]));
  const pose = (p: Panel): Mat4 => {
    const known = poses.get(p.id);
    if (known) return known;
    if (!p.hinge) {
      poses.set(p.id, IDENTITY4);
      return IDENTITY4;
    }
    const parent = byId.get(p.hinge.parent);
    if (!parent) throw new RangeError(`Unknown parent ${p.hinge.parent}`);
    const { a, b } = crease(p);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const dir = { x: (b.x - a.x) / len, y: (b.y - a.y) / len, z: 0 };
    // Turn the way that takes the panel's middle to −Z (printed side out).
    const mid = flat({ x: p.rect.x + p.rect.width / 2, y: p.rect.y + p.rect.height / 2 });
    const probe = transformPoint(rotationAbout(a, dir, Math.PI / 2), mid);
    const sign = probe.z < 0 ? 1 : -1;
    const t = typeof progress === 'function' ? progress(p) : progress;
    const local = rotationAbout(a, dir, (sign * p.hinge.angle * t * Math.PI) / 180);
    const m = mul(pose(parent), local);
    poses.set(p.id, m);
    return m;
  };
  for (const p of d.panels) pose(p);
  return poses;
}
