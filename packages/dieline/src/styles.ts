// The box styles the store sells, as panel layouts. Inner sizes L × W × H, board thickness t. Board
// allowances follow the FEFCO convention of measuring from crease centres: a panel that wraps the
// contents is inner size + t per wall of board it goes round. Layouts are drawn from the printed
// side; `rotation` of a face region says how the face's own up/right turn on the blank (checked by
// folding the blank in 3D in test/fold.test.ts).
import type { FaceSpec, Layout, PanelSpec } from './build';
import type { BoxSize, DielineStyle } from './types';

interface StyleArgs {
  size: BoxSize;
  t: number;
  bleed: number;
  lidHeight?: number | undefined;
}

const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const whole = (width: number, height: number) => rect(0, 0, width, height);

/**
 * FEFCO 0427 mailer (mailer box, white ink, eco, sleeved and delivery mailers): the base in the middle,
 * back wall, lid and tuck above it, the front wall below, rolled double side walls left and right,
 * dust flaps on the lid and ears on the ends of the front and back walls (hidden in the side walls).
 *
 *   blank width  = L + 4H + 6t        (inner + outer side wall each side, base)
 *   blank height = 2W + 2H + 6t + 2H/3 (tuck, lid, back, base, front)
 */
function fefco0427({ size: { length: L, width: W, height: H }, t }: StyleArgs): Layout {
  const Lb = L + 2 * t; // base and lid, crease to crease
  const Wb = W + 2 * t;
  const Hw = H + t; // front and back walls
  const Ho = H + 2 * t; // outer side wall: the roll over the top takes two thicknesses
  const Hi = H; // inner side wall
  const T = (2 * H) / 3; // tuck
  const D = H - 2 * t; // lid dust flaps
  const E = H - 2 * t; // ears
  const panels: PanelSpec[] = [
    { id: 'base', kind: 'face', rect: rect(0, 0, Lb, Wb) },
    { id: 'back', kind: 'face', rect: rect(0, -Hw, Lb, Hw), hinge: { parent: 'base', side: 'bottom', angle: 90 } },
    { id: 'lid', kind: 'face', rect: rect(0, -Hw - Wb, Lb, Wb), hinge: { parent: 'back', side: 'bottom', angle: 90 } },
    { id: 'tuck', kind: 'tuck', rect: rect(t, -Hw - Wb - T, Lb - 2 * t, T), chamfer: { tl: T / 3, tr: T / 3 }, hinge: { parent: 'lid', side: 'bottom', angle: 90 } },
    { id: 'lid-dust-flap-left', kind: 'dust-flap', rect: rect(-D, -Hw - Wb + t, D, Wb - 2 * t), chamfer: { tl: D / 3, bl: D / 3 }, hinge: { parent: 'lid', side: 'right', angle: 90 } },
    { id: 'lid-dust-flap-right', kind: 'dust-flap', rect: rect(Lb, -Hw - Wb + t, D, Wb - 2 * t), chamfer: { tr: D / 3, br: D / 3 }, hinge: { parent: 'lid', side: 'left', angle: 90 } },
    { id: 'front', kind: 'face', rect: rect(0, Wb, Lb, Hw), hinge: { parent: 'base', side: 'top', angle: 90 } },
    { id: 'side-left', kind: 'face', rect: rect(-Ho, 0, Ho, Wb), hinge: { parent: 'base', side: 'right', angle: 90 } },
    { id: 'side-left-inner', kind: 'wall', rect: rect(-Ho - Hi, 0, Hi, Wb), hinge: { parent: 'side-left', side: 'right', angle: 180 } },
    { id: 'side-right', kind: 'face', rect: rect(Lb, 0, Ho, Wb), hinge: { parent: 'base', side: 'left', angle: 90 } },
    { id: 'side-right-inner', kind: 'wall', rect: rect(Lb + Ho, 0, Hi, Wb), hinge: { parent: 'side-right', side: 'left', angle: 180 } },
    { id: 'back-ear-left', kind: 'ear', rect: rect(-E, -Hw + t, E, Hw - 2 * t), chamfer: { tl: E / 3 }, hinge: { parent: 'back', side: 'right', angle: 90 } },
    { id: 'back-ear-right', kind: 'ear', rect: rect(Lb, -Hw + t, E, Hw - 2 * t), chamfer: { tr: E / 3 }, hinge: { parent: 'back', side: 'left', angle: 90 } },
    { id: 'front-ear-left', kind: 'ear', rect: rect(-E, Wb + t, E, Hw - 2 * t), chamfer: { bl: E / 3 }, hinge: { parent: 'front', side: 'right', angle: 90 } },
    { id: 'front-ear-right', kind: 'ear', rect: rect(Lb, Wb + t, E, Hw - 2 * t), chamfer: { br: E / 3 }, hinge: { parent: 'front', side: 'left', angle: 90 } },
  ];
  const faces: FaceSpec[] = [
    { name: 'bottom', width: Lb, height: Wb, regions: [{ panel: 'base', rect: whole(Lb, Wb), rotation: 0 }] },
    { name: 'back', width: Lb, height: Hw, regions: [{ panel: 'back', rect: whole(Lb, Hw), rotation: 0 }] },
    { name: 'top', width: Lb, height: Wb, regions: [{ panel: 'lid', rect: whole(Lb, Wb), rotation: 180 }] },
    { name: 'front', width: Lb, height: Hw, regions: [{ panel: 'front', rect: whole(Lb, Hw), rotation: 180 }] },
    // Seen from the printed side with the box upside down, the panel right of the base is the box's left side.
    { name: 'left', width: Wb, height: Ho, regions: [{ panel: 'side-right', rect: whole(Wb, Ho), rotation: 90 }] },
    { name: 'right', width: Wb, height: Ho, regions: [{ panel: 'side-left', rect: whole(Wb, Ho), rotation: 270 }] },
  ];
  return { panels, faces };
}

/** The four walls in a row with a glue joint on the left, as 0201 and the tuck end box have them. */
function wallRow(A: number, B: number, Hw: number, t: number, glue: number, glueChamfer: number): PanelSpec[] {
  return [
    { id: 'front', kind: 'face', rect: rect(0, 0, A, Hw) },
    { id: 'right', kind: 'face', rect: rect(A, 0, B, Hw), hinge: { parent: 'front', side: 'left', angle: 90 } },
    { id: 'back', kind: 'face', rect: rect(A + B, 0, A, Hw), hinge: { parent: 'right', side: 'left', angle: 90 } },
    { id: 'left', kind: 'face', rect: rect(2 * A + B, 0, B, Hw), hinge: { parent: 'back', side: 'left', angle: 90 } },
    { id: 'glue', kind: 'glue', rect: rect(-glue, t, glue, Hw - 2 * t), chamfer: { tl: glueChamfer, bl: glueChamfer }, hinge: { parent: 'front', side: 'right', angle: 90 } },
  ];
}

/**
 * FEFCO 0201 regular slotted case (shipping box): glue joint, L, W, L, W walls in a row; every wall has
 * a top and a bottom flap half the width deep, so the long flaps meet in the middle. Slots 2t wide.
 * The top and bottom faces are the two long flaps each (two regions per face).
 *
 *   blank width  = J + 2L + 2W + 4t   (J glue joint: 35 mm, at most half the width)
 *   blank height = H + W + 3t
 */
function fefco0201({ size: { length: L, width: W, height: H }, t }: StyleArgs): Layout {
  const A = L + t;
  const B = W + t;
  const Hw = H + 2 * t;
  const F = B / 2;
  const J = Math.min(35, B / 2);
  const panels = wallRow(A, B, Hw, t, J, Math.min(J, Hw / 4));
  const walls: Array<[string, number, number]> = [
    ['front', 0, A],
    ['right', A, B],
    ['back', A + B, A],
    ['left', 2 * A + B, B],
  ];
  for (const [id, x, w] of walls) {
    const long = id === 'front' || id === 'back';
    panels.push(
      { id: `${id}-top-flap`, kind: long ? 'face' : 'flap', rect: rect(x + t, -F, w - 2 * t, F), hinge: { parent: id, side: 'bottom', angle: 90 } },
      { id: `${id}-bottom-flap`, kind: long ? 'face' : 'flap', rect: rect(x + t, Hw, w - 2 * t, F), hinge: { parent: id, side: 'top', angle: 90 } },
    );
  }
  const faces: FaceSpec[] = [
    { name: 'front', width: A, height: Hw, regions: [{ panel: 'front', rect: whole(A, Hw), rotation: 0 }] },
    { name: 'right', width: B, height: Hw, regions: [{ panel: 'right', rect: whole(B, Hw), rotation: 0 }] },
    { name: 'back', width: A, height: Hw, regions: [{ panel: 'back', rect: whole(A, Hw), rotation: 0 }] },
    { name: 'left', width: B, height: Hw, regions: [{ panel: 'left', rect: whole(B, Hw), rotation: 0 }] },
    {
      name: 'top',
      width: A,
      height: B,
      regions: [
        { panel: 'back-top-flap', rect: rect(t, 0, A - 2 * t, F), rotation: 180 },
        { panel: 'front-top-flap', rect: rect(t, F, A - 2 * t, F), rotation: 0 },
      ],
    },
    {
      name: 'bottom',
      width: A,
      height: B,
      regions: [
        { panel: 'back-bottom-flap', rect: rect(t, 0, A - 2 * t, F), rotation: 0 },
        { panel: 'front-bottom-flap', rect: rect(t, F, A - 2 * t, F), rotation: 180 },
      ],
    },
  ];
  return { panels, faces };
}

/**
 * Reverse tuck end folding carton (product box): walls in a row with a glue joint; the top closure is
 * hinged on the back wall and the bottom closure on the front wall (opposite sides, hence "reverse"),
 * each with a tuck; dust flaps on the side walls.
 *
 *   blank width  = G + 2L + 2W + 4t        (G glue joint: 15 mm, at most half the width)
 *   blank height = H + 2W + 4t + 2·tuck     (tuck: 0.4 W, at most 20 mm)
 */
function reverseTuckEnd({ size: { length: L, width: W, height: H }, t }: StyleArgs): Layout {
  const A = L + t;
  const B = W + t;
  const Hw = H + 2 * t;
  const G = Math.min(15, B / 2);
  const Tk = Math.min(20, 0.4 * B);
  const Dd = B / 2;
  const panels = wallRow(A, B, Hw, t, G, Math.min(G, Hw / 4));
  const dustChamfer = Math.min(Dd, B - 2 * t) / 3;
  panels.push(
    { id: 'top-lid', kind: 'face', rect: rect(A + B, -B, A, B), hinge: { parent: 'back', side: 'bottom', angle: 90 } },
    { id: 'top-tuck', kind: 'tuck', rect: rect(A + B + t, -B - Tk, A - 2 * t, Tk), chamfer: { tl: Tk / 2, tr: Tk / 2 }, hinge: { parent: 'top-lid', side: 'bottom', angle: 90 } },
    { id: 'bottom-lid', kind: 'face', rect: rect(0, Hw, A, B), hinge: { parent: 'front', side: 'top', angle: 90 } },
    { id: 'bottom-tuck', kind: 'tuck', rect: rect(t, Hw + B, A - 2 * t, Tk), chamfer: { bl: Tk / 2, br: Tk / 2 }, hinge: { parent: 'bottom-lid', side: 'top', angle: 90 } },
  );
  for (const [id, x] of [
    ['right', A],
    ['left', 2 * A + B],
  ] as const) {
    panels.push(
      { id: `${id}-top-dust-flap`, kind: 'dust-flap', rect: rect(x + t, -Dd, B - 2 * t, Dd), chamfer: { tl: dustChamfer, tr: dustChamfer }, hinge: { parent: id, side: 'bottom', angle: 90 } },
      { id: `${id}-bottom-dust-flap`, kind: 'dust-flap', rect: rect(x + t, Hw, B - 2 * t, Dd), chamfer: { bl: dustChamfer, br: dustChamfer }, hinge: { parent: id, side: 'top', angle: 90 } },
    );
  }
  const faces: FaceSpec[] = [
    { name: 'front', width: A, height: Hw, regions: [{ panel: 'front', rect: whole(A, Hw), rotation: 0 }] },
    { name: 'right', width: B, height: Hw, regions: [{ panel: 'right', rect: whole(B, Hw), rotation: 0 }] },
    { name: 'back', width: A, height: Hw, regions: [{ panel: 'back', rect: whole(A, Hw), rotation: 0 }] },
    { name: 'left', width: B, height: Hw, regions: [{ panel: 'left', rect: whole(B, Hw), rotation: 0 }] },
    { name: 'top', width: A, height: B, regions: [{ panel: 'top-lid', rect: whole(A, B), rotation: 180 }] },
    { name: 'bottom', width: A, height: B, regions: [{ panel: 'bottom-lid', rect: whole(A, B), rotation: 180 }] },
  ];
  return { panels, faces };
}

/** A tray: a centre panel with four walls and corner ears on the front and back walls' ends. */
function tray(prefix: string, piece: number, ox: number, Lc: number, Wc: number, Hw: number, t: number, wallFace: boolean): PanelSpec[] {
  const C = Math.min(Hw, Wc / 2) - 2 * t;
  const p = (id: string) => `${prefix}${id}`;
  const kind = wallFace ? 'face' : 'wall';
  // A lid's walls are not faces but show on the closed box: they print in the matching face's colour.
  // Seen from the printed side, the lid lies the right way up, so its left wall is the box's left.
  const prints = (face: 'front' | 'back' | 'left' | 'right') => (wallFace ? {} : { printsWith: face });
  return [
    { id: p('panel'), kind: 'face', piece, rect: rect(ox, 0, Lc, Wc) },
    { id: p('back'), kind, piece, rect: rect(ox, -Hw, Lc, Hw), hinge: { parent: p('panel'), side: 'bottom', angle: 90 }, ...prints('back') },
    { id: p('front'), kind, piece, rect: rect(ox, Wc, Lc, Hw), hinge: { parent: p('panel'), side: 'top', angle: 90 }, ...prints('front') },
    { id: p('side-left'), kind, piece, rect: rect(ox - Hw, 0, Hw, Wc), hinge: { parent: p('panel'), side: 'right', angle: 90 }, ...prints('left') },
    { id: p('side-right'), kind, piece, rect: rect(ox + Lc, 0, Hw, Wc), hinge: { parent: p('panel'), side: 'left', angle: 90 }, ...prints('right') },
    { id: p('back-ear-left'), kind: 'ear', piece, rect: rect(ox - C, -Hw + t, C, Hw - 2 * t), chamfer: { tl: C / 3 }, hinge: { parent: p('back'), side: 'right', angle: 90 } },
    { id: p('back-ear-right'), kind: 'ear', piece, rect: rect(ox + Lc, -Hw + t, C, Hw - 2 * t), chamfer: { tr: C / 3 }, hinge: { parent: p('back'), side: 'left', angle: 90 } },
    { id: p('front-ear-left'), kind: 'ear', piece, rect: rect(ox - C, Wc + t, C, Hw - 2 * t), chamfer: { bl: C / 3 }, hinge: { parent: p('front'), side: 'right', angle: 90 } },
    { id: p('front-ear-right'), kind: 'ear', piece, rect: rect(ox + Lc, Wc + t, C, Hw - 2 * t), chamfer: { br: C / 3 }, hinge: { parent: p('front'), side: 'left', angle: 90 } },
  ];
}

/** Default lid height of the two-piece box: a third of the height, at least 15 mm, at most the height. */
export function defaultLidHeight(height: number): number {
  return Math.min(height, Math.max(15, height / 3));
}

/**
 * Two-piece box: a base tray (bottom and four walls, the walls being the side faces) and a lid tray
 * (top face and shallow walls printed in the side faces' colours), side by side on one sheet with a
 * gutter of at least 20 mm and twice the bleed. The lid is 2t + 1 mm larger than the base's outside.
 *
 *   base tray: (L + 2t + 2(H + t)) × (W + 2t + 2(H + t));   lid tray: (L + 4t + 1 + 2(h + t)) × (W + 4t + 1 + 2(h + t))
 */
function twoPiece({ size: { length: L, width: W, height: H }, t, bleed, lidHeight }: StyleArgs): Layout {
  const Lb = L + 2 * t;
  const Wb = W + 2 * t;
  const Hw = H + t;
  const Ll = L + 4 * t + 1;
  const Wl = W + 4 * t + 1;
  const hl = (lidHeight ?? defaultLidHeight(H)) + t;
  const gutter = Math.max(20, 2 * bleed + 10);
  const lidX = Lb + Hw + gutter + hl;
  const panels: PanelSpec[] = [...tray('', 0, 0, Lb, Wb, Hw, t, true), ...tray('lid-', 1, lidX, Ll, Wl, hl, t, false)];
  // Base tray folds like the mailer's base (seen from below); the lid lies the right way up.
  const faces: FaceSpec[] = [
    { name: 'bottom', width: Lb, height: Wb, regions: [{ panel: 'panel', rect: whole(Lb, Wb), rotation: 0 }] },
    { name: 'back', width: Lb, height: Hw, regions: [{ panel: 'back', rect: whole(Lb, Hw), rotation: 0 }] },
    { name: 'front', width: Lb, height: Hw, regions: [{ panel: 'front', rect: whole(Lb, Hw), rotation: 180 }] },
    { name: 'left', width: Wb, height: Hw, regions: [{ panel: 'side-right', rect: whole(Wb, Hw), rotation: 90 }] },
    { name: 'right', width: Wb, height: Hw, regions: [{ panel: 'side-left', rect: whole(Wb, Hw), rotation: 270 }] },
    { name: 'top', width: Ll, height: Wl, regions: [{ panel: 'lid-panel', rect: whole(Ll, Wl), rotation: 0 }] },
  ];
  return { panels, faces };
}

export const STYLE_LAYOUTS: Record<DielineStyle, (args: StyleArgs) => Layout> = {
  'fefco-0427': fefco0427,
  'fefco-0201': fefco0201,
  'reverse-tuck-end': reverseTuckEnd,
  'two-piece': twoPiece,
};
