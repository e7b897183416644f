/** What a gallery needs of a picture list: the product's own, or a variant's. */
export interface HasPictures<P> {
  readonly images: readonly P[];
}

/**
 * The pictures a product page's gallery shows: the chosen variant's views (the PIM draws it closed with
 * its size, opened and its front flat), so a colour or size the shopper picks is what they see. The
 * product's own pictures are its catalogue card (its first variant), kept for a variant without pictures.
 * One rule for the gallery and for the host that preloads the page's largest picture (packages/deploy's
 * first read holds itself equal to this in a test), so the preload names the picture actually shown.
 */
export function galleryPictures<P>(product: HasPictures<P>, variant: HasPictures<P> | undefined): readonly P[] {
  return variant && variant.images.length > 0 ? variant.images : product.images;
}
