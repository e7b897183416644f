// Print checks the editor shows while the shopper works: effective resolution of each image and
// objects that cross a fold or leave the safe area. The geometry (faces, safe areas, which edges are
// creases) comes from @ph/dieline; nothing here blocks saving or ordering.
import { dieline, dpiTier, effectiveDpi, placementBounds, type Dieline, type DpiTier, type FaceLayout, type Rect } from '@ph/dieline';
import type { ArtworkFile, BoxDesign, DesignObject } from '@ph/api-client';

export function dielineOf(design: Pick<BoxDesign, 'dieline_style' | 'size' | 'board_thickness_mm' | 'bleed_mm' | 'safe_area_mm'>): Dieline {
  return dieline({
    style: design.dieline_style,
    size: design.size,
    boardThickness: design.board_thickness_mm,
    bleed: design.bleed_mm,
    safeArea: design.safe_area_mm,
  });
}

export interface Resolution {
  dpi: number;
  tier: DpiTier;
}

/** An artwork file's natural pixels (`ArtworkFile`); null sides for vector files (PDF). */
export type NaturalPixels = Pick<ArtworkFile, 'width_px' | 'height_px'>;

/**
 * Effective DPI of a placed image (smaller axis) from its file's natural pixels; null for vector
 * artwork, which prints sharp at any size, and while the file's facts are not known yet.
 */
export function resolutionOf(o: DesignObject, natural: NaturalPixels | undefined): Resolution | null {
  if (o.type !== 'image' || !natural?.width_px || !natural.height_px) return null;
  const dpi = effectiveDpi({ width: natural.width_px, height: natural.height_px }, { width: o.width, height: o.height });
  return { dpi: Math.round(dpi), tier: dpiTier(dpi) };
}

const EPS = 0.01;

function inside(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x - EPS && inner.y >= outer.y - EPS && inner.x + inner.width <= outer.x + outer.width + EPS && inner.y + inner.height <= outer.y + outer.height + EPS;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * True when the object runs over a crease of its face: past an edge of a face region where the
 * region's print area is not grown by bleed (dieline: bleed grows only on cut edges). Art there
 * would be cut off at the fold or wrap around it.
 */
export function crossesFold(face: FaceLayout, o: DesignObject): boolean {
  const b = placementBounds(o);
  return face.regions.some((r) => {
    if (!overlaps(b, r.bleed)) return false;
    const { rect, bleed } = r;
    const left = bleed.x >= rect.x - EPS && b.x < rect.x - EPS;
    const top = bleed.y >= rect.y - EPS && b.y < rect.y - EPS;
    const right = bleed.x + bleed.width <= rect.x + rect.width + EPS && b.x + b.width > rect.x + rect.width + EPS;
    const bottom = bleed.y + bleed.height <= rect.y + rect.height + EPS && b.y + b.height > rect.y + rect.height + EPS;
    return left || top || right || bottom;
  });
}

/** True when part of the object lies outside the face's safe area (cuts and folds may drift there). */
export function leavesSafeArea(face: FaceLayout, o: DesignObject): boolean {
  return !inside(placementBounds(o), face.safe);
}

export interface ObjectChecks {
  resolution: Resolution | null;
  crossesFold: boolean;
  leavesSafeArea: boolean;
}

export function checkObject(face: FaceLayout, o: DesignObject, natural: NaturalPixels | undefined): ObjectChecks {
  return { resolution: resolutionOf(o, natural), crossesFold: crossesFold(face, o), leavesSafeArea: leavesSafeArea(face, o) };
}
