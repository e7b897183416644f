/**
 * The one registry of the store's analytics events and page sources (docs/domain.md#consent-and-analytics,
 * docs/domain.md#regions-languages-and-routes "Analytics page sources"). The trackers take only these names,
 * so a report never sees two spellings of one event; `test/events.test.ts` checks the list against the
 * specification and that every entry is sent from somewhere. Constants only: importing this subpath
 * (`@ph/analytics/events`) does not put the tracking code into a remote's first load.
 */
export const STORE_EVENTS = {
  // Cart and checkout.
  cartViewed: 'Cart Viewed',
  checkoutStarted: 'Checkout Started',
  checkoutStepViewed: 'Checkout Step Viewed',
  checkoutStepCompleted: 'Checkout Step Completed',
  // Coupons.
  couponEntered: 'Coupon Entered',
  couponApplied: 'Coupon Applied',
  couponDenied: 'Coupon Denied',
  couponRemoved: 'Coupon Removed',
  // Designs.
  designSaved: 'Design Saved',
  designDeleted: 'Design Deleted',
  designDuplicated: 'Design Duplicated',
  designShared: 'Design Shared',
  designMethodSelected: 'Design Method Selected',
  designMaterialAdded: 'Design Material Added',
  // Custom offers.
  customOfferViewed: 'Custom Offer Viewed',
  customOfferExpiredViewed: 'Custom Offer Expired Viewed',
  // Orders.
  orderCompleted: 'Order Completed',
  orderUpdated: 'Order Updated',
  orderViewed: 'Order Viewed',
  // Products.
  productAdded: 'Product Added',
  productAmountChanged: 'Product Amount Changed',
  productSizeChanged: 'Product Size Changed',
  upsell: 'Upsell',
  reorder: 'Reorder',
  // The store's own, beside the list: the first step of the funnel, and the consent UI's.
  productViewed: 'Product Viewed',
  productListViewed: 'Product List Viewed',
  cookieConsentUpdated: 'Cookie Consent Updated',
  regionMigrationModalShown: 'Region Migration Modal Shown',
} as const;

export type StoreEventKey = keyof typeof STORE_EVENTS;
export type StoreEvent = (typeof STORE_EVENTS)[StoreEventKey];

/** docs/domain.md#consent-and-analytics design events, as the editor and the account's designs name them. */
export const DESIGN_EVENTS = {
  saved: STORE_EVENTS.designSaved,
  deleted: STORE_EVENTS.designDeleted,
  duplicated: STORE_EVENTS.designDuplicated,
  shared: STORE_EVENTS.designShared,
  methodSelected: STORE_EVENTS.designMethodSelected,
  materialAdded: STORE_EVENTS.designMaterialAdded,
} as const;

/** The named places events originate from, sent as the `source` property. */
export const PAGE_SOURCES = {
  cart: 'cart',
  catalogue: 'catalogue',
  configurator: 'configurator',
  lightConfigurator: 'light configurator',
  productQuotationSystem: 'product quotation system',
  studioShop: 'studio shop',
  productPage: 'product page',
  dashboard: 'dashboard',
  editor: 'editor',
  designByYourselfEditor: 'design-by-yourself editor',
  reviewEditor: 'review editor',
  quoteSuccess: 'quote success',
  summaryAndReviewStep1: 'summary and review step 1',
  summaryAndReviewStep2: 'summary and review step 2',
  summaryAndReviewStep3: 'summary and review step 3',
  qrSuccessPage: 'QR success page',
  remindMeOnDesktop: 'remind-me-on-desktop',
  remindMeOnDesktopModal: 'remind-me-on-desktop modal',
  briefForm: 'brief form',
  designShowcase: 'design showcase',
  useCases: 'use cases',
  search: 'search',
  quoteContactForm: 'quote contact form',
} as const;

export type PageSource = (typeof PAGE_SOURCES)[keyof typeof PAGE_SOURCES];

/** An event's properties; `source`, when given, is one of the page sources. */
export type EventProperties = Record<string, unknown> & { source?: PageSource };
