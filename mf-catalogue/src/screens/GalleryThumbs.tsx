import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStyleSheet } from '@ph/ui';
import { CONFIG_PARAMS, CONFIGURATOR_FORM_ID } from '../configurator/configQuery';
import type { Picture } from './ProductGallery';

// Only the row's own rules: its slot's height is reserved by the catalogue's sheet (no layout shift).
const CSS = `
.cat-thumbs{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--ph-space-2)}
.cat-thumb{display:block;width:4.5rem;padding:0;border:var(--ph-border-width-strong) solid transparent;border-radius:var(--ph-radius-sm);background:var(--ph-color-surface-muted);cursor:pointer}
.cat-thumb img{display:block;width:100%;height:auto;aspect-ratio:4/3;border-radius:var(--ph-radius-sm)}
.cat-thumb:hover{border-color:var(--ph-color-border-strong)}
.cat-thumb[aria-pressed=true]{border-color:var(--ph-color-primary)}
`;

const NEXT: Readonly<Record<string, (i: number, n: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The gallery's thumbnails, each a button that shows its picture; arrow keys, Home and End move
 * along the row and show the picture they land on. A chunk of its own: the main picture above it is
 * what the page paints first. Before the page's script has run (or without it) a thumbnail sends the
 * configurator's form with its picture's number, and the server renders the page showing it.
 */
export function GalleryThumbs({ pictures, index, onChoose }: { pictures: readonly Picture[]; index: number; onChoose: (index: number) => void }) {
  const intl = useIntl();
  useStyleSheet('cat-thumbs', CSS);
  const row = useRef<HTMLUListElement>(null);
  const count = pictures.length;
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const move = NEXT[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(i, count);
    onChoose(next);
    row.current?.querySelectorAll('button')[next]?.focus();
  };
  return (
    <ul ref={row} className="cat-thumbs" aria-label={intl.formatMessage({ id: 'catalogue.gallery.label', defaultMessage: 'Pictures of the product' })}>
      {pictures.map((picture, i) => (
        <li key={picture.url}>
          <button
            type="submit"
            form={CONFIGURATOR_FORM_ID}
            name={CONFIG_PARAMS.picture}
            value={i + 1}
            className="cat-thumb"
            aria-pressed={i === index}
            aria-label={intl.formatMessage({ id: 'catalogue.gallery.show', defaultMessage: 'Show picture {index, number} of {count, number}' }, { index: i + 1, count })}
            onClick={(e) => {
              e.preventDefault();
              onChoose(i);
            }}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <img src={picture.url} alt="" width={96} height={72} loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  );
}
