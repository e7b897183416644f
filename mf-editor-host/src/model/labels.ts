import { defineMessages } from 'react-intl';
import type { DesignFace } from '@ph/api-client';

export const FACE_LABELS = defineMessages<DesignFace>({
  front: { id: 'editor.face.front', defaultMessage: 'Front' },
  top: { id: 'editor.face.top', defaultMessage: 'Top' },
  back: { id: 'editor.face.back', defaultMessage: 'Back' },
  left: { id: 'editor.face.left', defaultMessage: 'Left' },
  right: { id: 'editor.face.right', defaultMessage: 'Right' },
  bottom: { id: 'editor.face.bottom', defaultMessage: 'Bottom' },
});

export const COLOUR_LABELS = defineMessages({
  white: { id: 'editor.colour.white', defaultMessage: 'White' },
  black: { id: 'editor.colour.black', defaultMessage: 'Black' },
  kraft: { id: 'editor.colour.kraft', defaultMessage: 'Kraft brown' },
  cream: { id: 'editor.colour.cream', defaultMessage: 'Cream' },
  grey: { id: 'editor.colour.grey', defaultMessage: 'Grey' },
  navy: { id: 'editor.colour.navy', defaultMessage: 'Navy' },
  blue: { id: 'editor.colour.blue', defaultMessage: 'Blue' },
  sky: { id: 'editor.colour.sky', defaultMessage: 'Sky blue' },
  green: { id: 'editor.colour.green', defaultMessage: 'Green' },
  mint: { id: 'editor.colour.mint', defaultMessage: 'Mint' },
  yellow: { id: 'editor.colour.yellow', defaultMessage: 'Yellow' },
  orange: { id: 'editor.colour.orange', defaultMessage: 'Orange' },
  red: { id: 'editor.colour.red', defaultMessage: 'Red' },
  pink: { id: 'editor.colour.pink', defaultMessage: 'Pink' },
});
