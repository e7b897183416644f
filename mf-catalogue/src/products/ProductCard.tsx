import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import type { ProductCardData } from '../api/catalogueData';
import { Money, TaxNote, useTaxDisplay } from '../common/money';

/** The "from" price per piece in the store's tax display, as the API prices it. */
function fromPiecePrice({ from }: ProductCardData, display: 'gross' | 'net'): number {
  return display === 'gross' ? from.piece_gross : from.piece_net;
}

/** `first`: the grid's first card, in view on any screen and the list page's largest paint: fetched at once, ahead of the rest. */
export function ProductCard({ card, first = false }: { card: ProductCardData; first?: boolean }) {
  const display = useTaxDisplay();
  const { product } = card;
  const image = product.images[0];
  const titleId = `cat-card-${product.sku}`;
  return (
    <article className="cat-card" aria-labelledby={titleId}>
      {/* The API draws 400 × 300 pictures; the box is reserved before they load (no layout shift). */}
      {image ? (
        <img
          src={image.url}
          alt={image.alt ?? ''}
          {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          decoding="async"
          width={400}
          height={300}
          style={{ height: 'auto' }}
        />
      ) : null}
      <div className="cat-card-body">
        <h3 id={titleId} style={{ margin: 0 }}>
          <RouteLink to="productPage" params={{ productType: product.sku }}>
            {product.name}
          </RouteLink>
        </h3>
        <p style={{ margin: 0 }}>{product.title}</p>
        <p style={{ margin: 0 }} data-testid="from-price">
          <FormattedMessage
            id="catalogue.card.fromPerPiece"
            defaultMessage="from {price} per piece"
            values={{ price: <Money key="price" minor={fromPiecePrice(card, display)} /> }}
          />{' '}
          <small>
            <TaxNote display={display} />
          </small>
        </p>
      </div>
    </article>
  );
}
