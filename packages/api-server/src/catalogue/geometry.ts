// Board area of a box, used by the demo price model and the emission estimate. The unfolded blank of
// a box is larger than its surface (flaps, tuck-ins, glue tab); the factor per construction style
// comes from typical FEFCO/ECMA dielines.
import type { BOX_STYLES } from '../db/schema';
export type BoxStyle = (typeof BOX_STYLES)[number];

const BLANK_FACTOR: Readonly<Record<BoxStyle, number>> = {
  mailer: 1.6, // FEFCO 0427: double walls at the front and sides, dust flaps
  shipping: 1.25, // FEFCO 0201: flaps meet in the middle
  'folding-carton': 1.45, // ECMA tuck end: tuck flaps and glue tab
  'two-piece': 2.1, // lid and base each with their own walls
  wine: 1.5,
  'sleeved-mailer': 2.0, // mailer plus a sleeve around it
  'sample-pack': 1.6,
};

export interface BoxDimensionsMm {
  length: number;
  width: number;
  height: number;
}

/** Surface of the closed box in m². */
export function surfaceM2({ length, width, height }: BoxDimensionsMm): number {
  return (2 * (length * width + length * height + width * height)) / 1_000_000;
}

/** Board used for one box blank in m². */
export function blankAreaM2(dims: BoxDimensionsMm, style: BoxStyle): number {
  return surfaceM2(dims) * BLANK_FACTOR[style];
}
