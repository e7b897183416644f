import { defineMessages } from 'react-intl';

/** Texts of the Plus area (docs/domain.md#regions-languages-and-routes "Plus area"). */
export const plusText = defineMessages({
  title: { id: 'account.plus.title', defaultMessage: 'Packhelp Plus' },
  planPlus: { id: 'account.plus.plan.plus', defaultMessage: 'Plus plan' },
  planStudio: { id: 'account.plus.plan.studio', defaultMessage: 'Studio plan' },
  planPlusUnlocks: {
    id: 'account.plus.plan.plus.unlocks',
    defaultMessage: 'Your dashboard of quotes, orders, items and personal details.',
  },
  planStudioUnlocks: {
    id: 'account.plus.plan.studio.unlocks',
    defaultMessage: 'Everything the Plus plan opens, arranged with your account manager for a studio or agency that orders for its clients.',
  },
  nav: { id: 'account.plus.nav', defaultMessage: 'Plus dashboard' },
  navQuotes: { id: 'account.plus.nav.quotes', defaultMessage: 'Quotes' },
  navOrders: { id: 'account.plus.nav.orders', defaultMessage: 'Orders' },
  navItems: { id: 'account.plus.nav.items', defaultMessage: 'Items' },
  navPersonalDetails: { id: 'account.plus.nav.personalDetails', defaultMessage: 'Personal details' },
  navCatalogue: { id: 'account.plus.nav.catalogue', defaultMessage: 'Plus catalogue' },
  signInPrompt: { id: 'account.plus.signInPrompt', defaultMessage: 'Sign in to see the orders and quotes of your account.' },
  signIn: { id: 'account.plus.signIn', defaultMessage: 'Sign in' },
  register: { id: 'account.plus.register', defaultMessage: 'Create an account' },

  catalogueTitle: { id: 'account.plus.catalogue.title', defaultMessage: 'Plus catalogue' },
  catalogueIntro: {
    id: 'account.plus.catalogue.intro',
    defaultMessage: 'Packaging for businesses that order often: every product of the store with its lowest price per piece. For larger quantities or sizes of your own, ask us for a quote.',
  },
  catalogueLoading: { id: 'account.plus.catalogue.loading', defaultMessage: 'Loading the catalogue' },
  catalogueError: { id: 'account.plus.catalogue.error', defaultMessage: 'The catalogue could not be loaded' },
  catalogueProduct: { id: 'account.plus.catalogue.product', defaultMessage: 'Product' },
  catalogueFrom: { id: 'account.plus.catalogue.from', defaultMessage: 'Price per piece from' },
  catalogueQuote: { id: 'account.plus.catalogue.quote', defaultMessage: 'Request a quote' },
  catalogueQuoteFor: { id: 'account.plus.catalogue.quoteFor', defaultMessage: 'Request a quote for {product}' },

  joinTitle: { id: 'account.plus.join.title', defaultMessage: 'Join Packhelp Plus' },
  joinIntro: { id: 'account.plus.join.intro', defaultMessage: 'Plus is free. Accept its terms and conditions and your account moves to the Plus plan.' },
  joinTerms: { id: 'account.plus.join.terms', defaultMessage: 'I have read and accept the terms and conditions of Packhelp Plus.' },
  joinReadTerms: { id: 'account.plus.join.readTerms', defaultMessage: 'Read the terms and conditions' },
  joinSubmit: { id: 'account.plus.join.submit', defaultMessage: 'Join Plus' },
  joinRequired: { id: 'account.plus.join.required', defaultMessage: 'Please accept the terms and conditions of Packhelp Plus to join.' },
  joinSignIn: { id: 'account.plus.join.signIn', defaultMessage: 'Sign in or create an account to join Packhelp Plus.' },
  joinMember: { id: 'account.plus.join.member', defaultMessage: 'Your account is on the {plan}.' },
  gateTitle: { id: 'account.plus.gate.title', defaultMessage: 'This page is for Packhelp Plus customers' },

  successTitle: { id: 'account.plus.success.title', defaultMessage: 'Welcome to Packhelp Plus' },
  successBody: { id: 'account.plus.success.body', defaultMessage: 'Your account is now on the Plus plan. Your quotes, orders and items are in your Plus dashboard.' },
  successDashboard: { id: 'account.plus.success.dashboard', defaultMessage: 'Go to your dashboard' },

  ordersTitle: { id: 'account.plus.orders.title', defaultMessage: 'Your orders' },
  orderTabs: { id: 'account.plus.order.tabs', defaultMessage: 'Order {number}' },
  orderDetails: { id: 'account.plus.order.details', defaultMessage: 'Details' },
  orderPlaced: { id: 'account.plus.order.placed', defaultMessage: 'Placed' },
  orderItems: { id: 'account.plus.order.items', defaultMessage: 'Items' },
  orderPaymentSummary: { id: 'account.plus.order.paymentSummary', defaultMessage: 'Payment summary' },
  orderPlacedBody: { id: 'account.plus.order.placedBody', defaultMessage: 'Order {number} was placed on {date}.' },
  orderAmountDue: { id: 'account.plus.order.amountDue', defaultMessage: 'Still to pay' },
  orderWallet: { id: 'account.plus.order.wallet', defaultMessage: 'Paid from your wallet' },
  orderBack: { id: 'account.plus.order.back', defaultMessage: 'Back to your orders' },

  itemsTitle: { id: 'account.plus.items.title', defaultMessage: 'Your items' },
  itemsIntro: { id: 'account.plus.items.intro', defaultMessage: 'Every product you have ordered, with the quantity in total and the last order.' },
  itemsEmpty: { id: 'account.plus.items.empty', defaultMessage: 'You have not ordered any products yet.' },
  itemsQuantity: { id: 'account.plus.items.quantity', defaultMessage: 'Ordered in total' },
  itemsLastOrder: { id: 'account.plus.items.lastOrder', defaultMessage: 'Last order' },
});
