import { FormattedMessage } from 'react-intl';
import { RouteLink, useCurrentRoute } from '@ph/remote-kit';

/** The cart-and-checkout screens by route of the shared route table. */
export function App() {
  const current = useCurrentRoute();
  if (current?.route.id === 'crossSell') {
    return (
      <section aria-labelledby="cc-title">
        <h1 id="cc-title">
          <FormattedMessage id="cart.crossSell.title" defaultMessage="Recommended products and services" />
        </h1>
        <RouteLink to="cart">
          <FormattedMessage id="cart.backToCart" defaultMessage="Back to your cart" />
        </RouteLink>
      </section>
    );
  }
  return <Cart />;
}

/** Entry screen: the cart. Line items arrive with the orders API; until then it is empty. */
function Cart() {
  return (
    <section aria-labelledby="cc-title">
      <h1 id="cc-title">
        <FormattedMessage id="cart.title" defaultMessage="Your cart" />
      </h1>
      <p>
        <FormattedMessage id="cart.empty" defaultMessage="Your cart is empty." />
      </p>
      <RouteLink to="productSelect">
        <FormattedMessage id="cart.continueShopping" defaultMessage="Continue shopping" />
      </RouteLink>
    </section>
  );
}
