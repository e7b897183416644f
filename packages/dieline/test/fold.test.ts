// Folds every style into 3D and checks that each face ends up on its side of the box, printed side
// out, the right way up and not mirrored; faces split over two flaps must join seamlessly.
import fc from 'fast-check';
import { dieline, flat, foldPanels, transformDirection, transformPoint, apply, type Dieline, type FaceName, type Vec3, DIELINE_STYLES } from '../src';
import { input } from './helpers';

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const neg = (a: Vec3): Vec3 => ({ x: -a.x, y: -a.y, z: -a.z });
const cross = (a: Vec3, b: Vec3): Vec3 => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });
const len = (a: Vec3) => Math.hypot(a.x, a.y, a.z);
const unit = (a: Vec3): Vec3 => ({ x: a.x / len(a), y: a.y / len(a), z: a.z / len(a) });
const same = (a: Vec3, b: Vec3, eps = 1e-6) => len(sub(a, b)) <= eps;

function frameOf(d: Dieline, poses: Map<string, number[]>) {
  const panelOf = (face: FaceName) => d.faces[face].regions[0]!.panel;
  const normal = (panel: string) => unit(transformDirection(poses.get(panel)!, { x: 0, y: 0, z: 1 }));
  // Faces' local axes in 3D: face u (1, 0) and v (0, 1) go through the region transform to the blank,
  // then to the flat frame (y flips) and through the panel's pose.
  const axes = (face: FaceName, region = 0) => {
    const r = d.faces[face].regions[region]!;
    const m = poses.get(r.panel)!;
    const u = transformDirection(m, { x: r.transform.a, y: -r.transform.b, z: 0 });
    const v = transformDirection(m, { x: r.transform.c, y: -r.transform.d, z: 0 });
    return { u: unit(u), v: unit(v), n: normal(r.panel) };
  };
  return { panelOf, normal, axes };
}

function checkStyle(d: Dieline): void {
  const poses = foldPanels(d, 1);
  const { axes } = frameOf(d, poses);
  const U = neg(axes('bottom').n);
  const K = neg(axes('front').n);
  const R = cross(K, U);
  // The lid of the two-piece box is a piece of its own: its frame comes from its own walls.
  const lid = d.style === 'two-piece';
  const expected: Record<FaceName, { n: Vec3; right: Vec3; up: Vec3 }> = {
    front: { n: neg(K), right: R, up: U },
    back: { n: K, right: neg(R), up: U },
    left: { n: neg(R), right: neg(K), up: U },
    right: { n: R, right: K, up: U },
    top: { n: U, right: R, up: K },
    bottom: { n: neg(U), right: neg(R), up: K },
  };
  for (const face of ['front', 'back', 'left', 'right', 'bottom'] as const) {
    d.faces[face].regions.forEach((_, i) => {
      const a = axes(face, i);
      expect({ face, ok: same(a.n, expected[face].n) && same(a.u, expected[face].right) && same(a.v, neg(expected[face].up)) }).toEqual({ face, ok: true });
    });
  }
  if (lid) {
    const lidNormal = (panel: string) => unit(transformDirection(poses.get(panel)!, { x: 0, y: 0, z: 1 }));
    const Ul = lidNormal('lid-panel');
    const Kl = lidNormal('lid-back');
    const Rl = cross(Kl, Ul);
    expect(same(lidNormal('lid-front'), neg(Kl))).toBe(true);
    expect(same(lidNormal('lid-side-left'), neg(Rl))).toBe(true);
    expect(same(lidNormal('lid-side-right'), Rl)).toBe(true);
    const a = axes('top');
    expect(same(a.u, Rl) && same(a.v, neg(Kl))).toBe(true);
  } else {
    d.faces.top.regions.forEach((_, i) => {
      const a = axes('top', i);
      expect({ region: i, ok: same(a.n, expected.top.n) && same(a.u, expected.top.right) && same(a.v, neg(expected.top.up)) }).toEqual({ region: i, ok: true });
    });
  }
  // Regions of one face are one continuous surface: a face point maps to the same 3D point through any region.
  for (const face of Object.values(d.faces)) {
    const [first, ...others] = face.regions;
    for (const other of others) {
      const p = { x: other.rect.x + other.rect.width / 3, y: other.rect.y + other.rect.height / 3 };
      const via = (r: typeof other) => transformPoint(poses.get(r.panel)!, flat(apply(r.transform, p)));
      expect(same(via(first!), via(other), 1e-6 * Math.max(d.blank.width, d.blank.height))).toBe(true);
    }
  }
}

describe('folding the blank', () => {
  it.each(DIELINE_STYLES.map((s) => [s]))('puts every face of %s on its side of the box', (style) => {
    checkStyle(dieline(input(style, 300, 200, 150, 1.5)));
  });

  it('holds for any size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIELINE_STYLES),
        fc.integer({ min: 60, max: 900 }),
        fc.integer({ min: 60, max: 600 }),
        fc.integer({ min: 40, max: 600 }),
        fc.constantFrom(0.5, 1.5, 3),
        (style, length, width, height, t) => checkStyle(dieline(input(style, length, width, height, t))),
      ),
      { numRuns: 60 },
    );
  });

  it('closes the walls of a mailer at right angles', () => {
    const d = dieline(input('fefco-0427', 300, 200, 50, 3));
    const poses = foldPanels(d, 1);
    const base = { x: 0, y: 0, z: 1 };
    const n = (id: string) => transformDirection(poses.get(id)!, base);
    const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
    expect(dot(n('base'), n('front'))).toBeCloseTo(0, 9);
    expect(dot(n('base'), n('lid'))).toBeCloseTo(-1, 9);
    // Half way, the front wall stands at 45°.
    const half = foldPanels(d, 0.5);
    expect(dot(transformDirection(half.get('front')!, base), base)).toBeCloseTo(Math.SQRT1_2, 9);
  });

  it('folds each panel by its own progress when given a function (a preview opens only the lid)', () => {
    const d = dieline(input('fefco-0427', 300, 200, 50, 3));
    const base = { x: 0, y: 0, z: 1 };
    const closed = foldPanels(d, 1);
    const open = foldPanels(d, (p) => (p.id === 'lid' ? 0.5 : 1));
    const n = (poses: Map<string, number[]>, id: string) => transformDirection(poses.get(id)!, base);
    const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
    expect(n(open, 'front')).toEqual(n(closed, 'front'));
    expect(dot(n(open, 'lid'), n(closed, 'lid'))).not.toBeCloseTo(1, 3);
  });
});
