// Artwork placed on a face (face-local mm) → where it prints on the blank. The editor and the print
// file both go through these functions, so what the shopper sees is what is printed.
import { apply, compose, rotation, transformRect, translation } from './affine';
import type { Affine, Dieline, FaceName, Point, Rect } from './types';

/** An object on a face: its unrotated box (top-left x, y and size) and a clockwise turn around its centre. */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise. */
  rotation: number;
}

/** Object-local mm (origin at the object's top-left, unrotated) → face-local mm. */
export function objectTransform(p: Placement): Affine {
  const cx = p.x + p.width / 2;
  const cy = p.y + p.height / 2;
  return compose(translation(cx, cy), compose(rotation(p.rotation), translation(-p.width / 2, -p.height / 2)));
}

/** Bounding box of the placed object on its face (face-local mm). */
export function placementBounds(p: Placement): Rect {
  return transformRect(objectTransform(p), { x: 0, y: 0, width: p.width, height: p.height });
}

function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export interface BlankPlacement {
  panel: string;
  /** Object-local mm → blank mm. */
  transform: Affine;
  /** Clockwise rotation of the object on the blank, degrees. */
  rotation: number;
  /** Clip on the blank: the region's bleed area (the object prints only inside it). */
  clip: Rect;
}

/**
 * Where an object on `face` prints: one entry per face region it reaches (two for an object across
 * the middle of a 0201 top), each with its transform onto the blank and the clip to apply.
 */
export function placeOnBlank(d: Dieline, face: FaceName, p: Placement): BlankPlacement[] {
  const layout = d.faces[face];
  const bounds = placementBounds(p);
  const obj = objectTransform(p);
  return layout.regions
    .filter((r) => intersects(bounds, r.bleed))
    .map((r) => {
      const transform = compose(r.transform, obj);
      const deg = (((p.rotation + r.rotation) % 360) + 360) % 360;
      return { panel: r.panel, transform, rotation: deg, clip: transformRect(r.transform, r.bleed) };
    });
}

/** A face-local point on the blank (through the region that contains it, else the nearest one). */
export function faceToBlank(d: Dieline, face: FaceName, point: Point): Point {
  const regions = d.faces[face].regions;
  const distance = (r: Rect) => {
    const dx = Math.max(r.x - point.x, 0, point.x - (r.x + r.width));
    const dy = Math.max(r.y - point.y, 0, point.y - (r.y + r.height));
    return Math.hypot(dx, dy);
  };
  const region = [...regions].sort((a, b) => distance(a.rect) - distance(b.rect))[0];
  if (!region) throw new RangeError(`Face ${face} has no region`);
  return apply(region.transform, point);
}
