import { defineMessages } from 'react-intl';

/** The texts of the three Pro pages (docs/domain.md#regions-languages-and-routes "Pro area"). */
export const proText = defineMessages({
  navLabel: { id: 'catalogue.pro.nav', defaultMessage: 'Packhelp Pro' },
  navFeatures: { id: 'catalogue.pro.nav.features', defaultMessage: 'Features' },
  navSuppliers: { id: 'catalogue.pro.nav.suppliers', defaultMessage: 'For suppliers' },
  navTerms: { id: 'catalogue.pro.nav.terms', defaultMessage: 'Terms and conditions' },

  featuresTitle: { id: 'catalogue.pro.features.title', defaultMessage: 'Packhelp Pro: packaging for growing businesses' },
  featuresIntro: {
    id: 'catalogue.pro.features.intro',
    defaultMessage: 'Pro is for teams that order packaging regularly or in large quantities: a personal account manager, custom offers and everything you need to order again.',
  },
  managerTitle: { id: 'catalogue.pro.features.manager.title', defaultMessage: 'A personal account manager' },
  managerBody: {
    id: 'catalogue.pro.features.manager.body',
    defaultMessage: 'One person who knows your packaging prepares your offers and follows each order from the design proof to delivery.',
  },
  offersTitle: { id: 'catalogue.pro.features.offers.title', defaultMessage: 'Custom offers and volume prices' },
  offersBody: {
    id: 'catalogue.pro.features.offers.body',
    defaultMessage: 'For large or unusual orders you receive an offer with negotiated prices, which you accept online line by line until the date it is valid.',
  },
  quotesTitle: { id: 'catalogue.pro.features.quotes.title', defaultMessage: 'Quotes for any size' },
  quotesBody: {
    id: 'catalogue.pro.features.quotes.body',
    defaultMessage: 'Send us the products, sizes, quantities and your files in one quote request; your account manager answers it with an offer.',
  },
  reorderTitle: { id: 'catalogue.pro.features.reorder.title', defaultMessage: 'Everything in one place' },
  reorderBody: {
    id: 'catalogue.pro.features.reorder.body',
    defaultMessage: 'Your quotes, orders, items and payment summaries are in your dashboard, ready for the next order.',
  },
  requestQuote: { id: 'catalogue.pro.requestQuote', defaultMessage: 'Request a quote' },

  suppliersTitle: { id: 'catalogue.pro.suppliers.title', defaultMessage: 'Become a Packhelp supplier' },
  suppliersIntro: {
    id: 'catalogue.pro.suppliers.intro',
    defaultMessage: 'We work with packaging manufacturers and printers across Europe. If you produce corrugated board, paper or printed packaging, we would like to hear from you.',
  },
  lookForTitle: { id: 'catalogue.pro.suppliers.lookFor.title', defaultMessage: 'What we look for' },
  lookForCertified: { id: 'catalogue.pro.suppliers.lookFor.certified', defaultMessage: 'Certified production, for example FSC-certified materials' },
  lookForQuality: { id: 'catalogue.pro.suppliers.lookFor.quality', defaultMessage: 'Reliable lead times and your own quality control' },
  lookForCapacity: { id: 'catalogue.pro.suppliers.lookFor.capacity', defaultMessage: 'Capacity for recurring orders' },
  contactTitle: { id: 'catalogue.pro.suppliers.contact.title', defaultMessage: 'How to get in touch' },
  contactBody: {
    id: 'catalogue.pro.suppliers.contact.body',
    defaultMessage: 'Write to us and tell us what you produce, where, and in what volumes.',
  },
  contactLink: { id: 'catalogue.pro.suppliers.contact.link', defaultMessage: 'Contact us' },

  termsTitle: { id: 'catalogue.pro.terms.title', defaultMessage: 'Terms and conditions of Packhelp Pro' },
  termsIntro: {
    id: 'catalogue.pro.terms.intro',
    defaultMessage: 'These terms add to the general terms of service for orders placed through Packhelp Pro. Where the two differ, these terms apply.',
  },
  termsOffersTitle: { id: 'catalogue.pro.terms.offers.title', defaultMessage: '1. Offers' },
  termsOffersBody: {
    id: 'catalogue.pro.terms.offers.body',
    defaultMessage: 'A custom offer is valid until the date shown in it. Its prices are binding for the lines you accept before that date.',
  },
  termsOrdersTitle: { id: 'catalogue.pro.terms.orders.title', defaultMessage: '2. Orders' },
  termsOrdersBody: {
    id: 'catalogue.pro.terms.orders.body',
    defaultMessage: 'An order is placed when you accept an offer or complete the checkout. Production starts once the design proof is approved and the payment, or a payment schedule, is confirmed.',
  },
  termsPaymentTitle: { id: 'catalogue.pro.terms.payment.title', defaultMessage: '3. Payment' },
  termsPaymentBody: {
    id: 'catalogue.pro.terms.payment.body',
    defaultMessage: 'You pay with the methods your store offers. Where the store offers it, a bank transfer can be split into instalments.',
  },
  termsDeliveryTitle: { id: 'catalogue.pro.terms.delivery.title', defaultMessage: '4. Delivery' },
  termsDeliveryBody: {
    id: 'catalogue.pro.terms.delivery.body',
    defaultMessage: 'Delivery dates are estimates made of the production time and the carrier’s delivery time.',
  },
  generalTerms: { id: 'catalogue.pro.terms.general', defaultMessage: 'General terms of service' },
});
