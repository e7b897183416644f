export * from './types';
export { dieline, MAX_DIMENSION_MM } from './dieline';
export { DielineError, chain } from './build';
export { defaultLidHeight } from './styles';
export { IDENTITY, apply, compose, invert, rotation, rotationOf, translation, rectToRect, transformRect } from './affine';
export { objectTransform, placementBounds, placeOnBlank, faceToBlank, type Placement, type BlankPlacement } from './placement';
export { PRINT_DPI, DPI_THRESHOLDS, MM_PER_INCH, printPixels, effectiveDpi, dpiTier, mmToPt, type DpiTier, type PixelSize } from './print';
export { foldPanels, flat, transformPoint, transformDirection, type Mat4, type Vec3 } from './fold';
export { dielineSvg, type SvgOptions } from './svg';
