import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { piecePrice } from '@ph/catalogue-logic';
import type { ProductCardData } from '../api/catalogueData';
import { Money, TaxNote, useTaxDisplay } from '../common/money';

/** The "from" price per piece in the store's tax display, scaled from the API's per-piece net price. */
function fromPiecePrice({ from }: ProductCardData, display: 'gross' | 'net'): number {
  if (display === 'net' || from.unit.net === 0) return from.piece_net;
  const piecesPerUnit = from.piece_net > 0 ? Math.max(1, Math.round(from.unit.net / from.piece_net)) : 1;
  return piecePrice(from.unit.gross, piecesPerUnit);
}

export function ProductCard({ card }: { card: ProductCardData }) {
  const display = useTaxDisplay();
  const { product } = card;
  const image = product.images[0];
  const titleId = `cat-card-${product.sku}`;
  return (
    <article className="cat-card" aria-labelledby={titleId}>
      {/* The API draws 400 × 300 pictures; the box is reserved before they load (no layout shift). */}
      {image ? <img src={image.url} alt={image.alt ?? ''} loading="lazy" decoding="async" width={400} height={300} style={{ height: 'auto' }} /> : null}
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
