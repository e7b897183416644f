import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { buttonClassName } from '@ph/ui';
import type { ProductCardData } from '../api/catalogueData';

/**
 * The home page's opening: what the store makes and the two ways in. The
 * picture is the first product's box art from the API; its box is reserved before it arrives (no
 * layout shift) and it is the page's largest paint, so it is fetched at once.
 */
export function Hero({ cards }: { cards: readonly ProductCardData[] | undefined }) {
  const image = cards?.[0]?.product.images[0];
  return (
    <div className="cat-hero">
      <div>
        <h1 id="cat-title">
          <FormattedMessage id="catalogue.productSelect.title" defaultMessage="Custom printed packaging" />
        </h1>
        <p className="cat-hero__lead">
          <FormattedMessage id="catalogue.productSelect.intro" defaultMessage="Choose a box, make it yours and order from 30 pieces." />
        </p>
        <div className="cat-hero__actions">
          <a className={buttonClassName()} href="#cat-products">
            <FormattedMessage id="catalogue.hero.browse" defaultMessage="Browse the boxes" />
          </a>
          <RouteLink className={buttonClassName({ variant: 'secondary' })} to="samplePack">
            <FormattedMessage id="catalogue.hero.samplePack" defaultMessage="Order a sample pack" />
          </RouteLink>
        </div>
      </div>
      <div className="cat-hero__picture">
        {image ? <img src={image.url} alt="" fetchPriority="high" decoding="async" width={400} height={300} /> : <span aria-hidden="true" />}
      </div>
    </div>
  );
}
