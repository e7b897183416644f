// A choice's picture next to its field (the API's SVG swatch, size or dieline drawing). Width and
// height are fixed and the box is reserved even without a picture, so choosing moves nothing.
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';

export const OPTION_PICTURE = { width: 64, height: 48 } as const;

export function OptionPicture({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return <span className="cat-option-picture" aria-hidden="true" />;
  return <img className="cat-option-picture" src={src} alt={alt} width={OPTION_PICTURE.width} height={OPTION_PICTURE.height} decoding="async" loading="lazy" />;
}

/** A field with the picture of its current value; the alt text names the field and the value. */
export function PicturedField({ label, value, src, children }: { label: string; value: string | undefined; src: string | null | undefined; children: ReactNode }) {
  const intl = useIntl();
  const alt = value ? intl.formatMessage({ id: 'catalogue.option.pictureAlt', defaultMessage: '{option}: {value}' }, { option: label, value }) : '';
  return (
    <div className="cat-option-row">
      <div className="cat-option-field">{children}</div>
      <OptionPicture src={value ? src : null} alt={alt} />
    </div>
  );
}
