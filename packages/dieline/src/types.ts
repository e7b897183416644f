// Shapes of a dieline. Every length is in millimetres. Blank coordinates have their origin at the
// top-left corner of the blank's bounding box, x to the right, y downwards (like SVG and canvas),
// and show the blank from its PRINTED side (the outside of the box).

export const DIELINE_STYLES = ['fefco-0427', 'fefco-0201', 'reverse-tuck-end', 'two-piece'] as const;
export type DielineStyle = (typeof DIELINE_STYLES)[number];

/** The six printable sides of a box (docs/domain.md#regions-languages-and-routes, editor box sides). */
export const FACE_NAMES = ['front', 'top', 'back', 'left', 'right', 'bottom'] as const;
export type FaceName = (typeof FACE_NAMES)[number];

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Point, Size {}

export interface Segment {
  a: Point;
  b: Point;
}

/** A chain of straight lines; `closed` joins the last point to the first. */
export interface Polyline {
  points: Point[];
  closed: boolean;
}

/** Clockwise quarter turns in y-down coordinates (90 turns +x into +y). */
export type QuarterTurn = 0 | 90 | 180 | 270;

/**
 * 2D affine map, the same six numbers as SVG `matrix(a b c d e f)` and canvas `setTransform`:
 * x' = a·x + c·y + e, y' = b·x + d·y + f.
 */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export type Side = 'top' | 'right' | 'bottom' | 'left';

export type PanelKind =
  | 'face' // carries one of the six printable faces (or part of one)
  | 'wall' // a wall that is not a face (the inner half of a double wall, a lid's wall)
  | 'flap' // closing flap that is not a face (0201 minor flaps)
  | 'tuck' // tuck-in flap
  | 'dust-flap'
  | 'ear' // corner flap hidden inside a double wall or glued inside a wall
  | 'glue'; // manufacturer's glue joint

/** How a panel hangs off its parent: the crease along one of its sides, folded by `angle` degrees. */
export interface Hinge {
  parent: string;
  /** The side of THIS panel that lies on the crease. */
  side: Side;
  /** Fold angle in degrees, printed side outwards (90: a wall; 180: folded flat onto the parent). */
  angle: number;
}

export interface Panel {
  id: string;
  kind: PanelKind;
  /** Which separate piece of board it belongs to (0 unless the box has several, like the two-piece box). */
  piece: number;
  /** Bounding rectangle on the blank. */
  rect: Rect;
  /** Outline on the blank, clockwise (a rectangle unless corners are chamfered). */
  outline: Point[];
  /** Null for the root panel of each piece. */
  hinge: Hinge | null;
  /** Set on panels that show on the closed box without being a face: printed in that face's background colour. */
  printsWith: FaceName | null;
  /** The panel's area inside which its print may run: the outline grown by the bleed on every side that is not a crease. */
  bleed: Rect;
}

/** One part of a face that lies on one panel (most faces have one; a 0201 top/bottom has two flaps). */
export interface FaceRegion {
  panel: string;
  /** The part of the face it covers, in face-local mm. */
  rect: Rect;
  /** How the face's coordinates turn on the blank. */
  rotation: QuarterTurn;
  /** Face-local mm → blank mm. */
  transform: Affine;
  /** What of the face's artwork prints on this panel, in face-local mm: `rect` grown by the bleed where the panel has no crease. */
  bleed: Rect;
}

/**
 * A printable face in its own coordinates: origin at the top-left as a person looking at that side
 * sees it (the top face seen from above with the back at the top; the bottom seen from below with the
 * back at the top), x to the right, y downwards.
 */
export interface FaceLayout {
  name: FaceName;
  width: number;
  height: number;
  regions: FaceRegion[];
  /** Area the artwork should cover, face-local: the face grown by the bleed on every side. */
  bleed: Rect;
  /** Area that stays clear of cuts and folds, face-local: the face shrunk by the safe margin. */
  safe: Rect;
}

export interface BoxSize {
  /** Inner length, the longer side of the opening. */
  length: number;
  /** Inner width, the shorter side of the opening. */
  width: number;
  /** Inner height. */
  height: number;
}

export interface DielineInput {
  style: DielineStyle;
  /** Inner dimensions in mm (FEFCO convention). */
  size: BoxSize;
  /** Board thickness (caliper) in mm. */
  boardThickness: number;
  /** Bleed in mm, from the product data (corrugated ≥ 5, folding carton 3). */
  bleed: number;
  /** Safe margin inside each face in mm, from the product data. */
  safeArea: number;
  /** Two-piece box only: inner height of the lid; default a third of the height, at least 15 mm. */
  lidHeight?: number;
}

export interface Dieline {
  style: DielineStyle;
  size: BoxSize;
  boardThickness: number;
  bleedMm: number;
  safeAreaMm: number;
  /** Bounding box of the cut outline. */
  blank: Size;
  /** The blank plus the bleed on every side: the page of the print file. */
  sheet: Size;
  panels: Panel[];
  faces: Record<FaceName, FaceLayout>;
  /** Cut lines (the outline of every piece), chained into polylines. */
  cut: Polyline[];
  /** Crease (fold) lines, one per hinge. */
  crease: Segment[];
}
