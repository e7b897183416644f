import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PimProduct, PimVariant } from '@ph/api-client';
import { galleryPictures } from '@ph/catalogue-logic';

export type Picture = PimProduct['images'][number];

const GalleryThumbs = lazy(() => import(/* webpackChunkName: "gallery-thumbs" */ './GalleryThumbs').then((m) => ({ default: m.GalleryThumbs })));

/**
 * The product page's gallery: the main picture and a row of thumbnails (GalleryThumbs). The main
 * picture keeps its 4:3 box whatever is shown (no layout shift) and is the page's largest paint,
 * fetched first; the row's slot is reserved, so the row arriving later moves nothing. A new variant
 * keeps the view the shopper was looking at (open stays open).
 */
export function ProductGallery({ product, variant, initialPicture = 0 }: { product: PimProduct; variant: PimVariant | undefined; initialPicture?: number }) {
  const intl = useIntl();
  const pictures = galleryPictures(product, variant);
  const [chosen, setChosen] = useState(initialPicture);
  const index = Math.min(chosen, Math.max(pictures.length - 1, 0));
  const main = pictures[index];
  const count = pictures.length;
  if (!main) return null;
  return (
    <div className="cat-gallery__pictures">
      {/* width/height + CSS aspect-ratio reserve the picture's box before it loads (no layout shift). */}
      <img
        className="cat-gallery__main"
        src={main.url}
        alt={main.alt ?? intl.formatMessage({ id: 'catalogue.gallery.picture', defaultMessage: '{title}, picture {index, number} of {count, number}' }, { title: product.title, index: index + 1, count })}
        width={640}
        height={480}
        decoding="async"
        fetchPriority="high"
      />
      {count > 1 ? (
        <div className="cat-thumbs-slot">
          <Suspense fallback={null}>
            <GalleryThumbs pictures={pictures} index={index} onChoose={setChosen} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
