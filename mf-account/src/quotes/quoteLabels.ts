import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { OfferState, QuoteRequest } from '@ph/api-client';

export const quoteStatusLabels: Record<QuoteRequest['status'], MessageDescriptor> = defineMessages({
  new: { id: 'account.quotes.status.new', defaultMessage: 'Received' },
  offer_sent: { id: 'account.quotes.status.offerSent', defaultMessage: 'Offer sent' },
  offer_expired: { id: 'account.quotes.status.offerExpired', defaultMessage: 'Offer expired' },
  accepted: { id: 'account.quotes.status.accepted', defaultMessage: 'Accepted' },
  closed: { id: 'account.quotes.status.closed', defaultMessage: 'Closed' },
});

export const offerStateLabels: Record<OfferState, MessageDescriptor> = defineMessages({
  sent: { id: 'account.quotes.offer.sent', defaultMessage: 'Waiting for your answer' },
  viewed: { id: 'account.quotes.offer.viewed', defaultMessage: 'Opened' },
  accepted: { id: 'account.quotes.offer.accepted', defaultMessage: 'Accepted' },
  expired: { id: 'account.quotes.offer.expired', defaultMessage: 'Expired' },
});

export const quoteModeLabels: Record<'0' | '1', MessageDescriptor> = defineMessages({
  0: { id: 'account.quotes.mode.request', defaultMessage: 'Quote request' },
  1: { id: 'account.quotes.mode.brief', defaultMessage: 'Brief' },
});

/** The print choices of the quote form; any other print mode a manager recorded reads "other print". */
export const printLabels: Record<string, MessageDescriptor> = defineMessages({
  'no-print': { id: 'account.quotes.print.none', defaultMessage: 'No print' },
  'print-monochrome': { id: 'account.quotes.print.mono', defaultMessage: 'One colour' },
  'print-color-budget': { id: 'account.quotes.print.budget', defaultMessage: 'Full colour' },
  'print-color-hd': { id: 'account.quotes.print.hd', defaultMessage: 'Full colour HD' },
  other: { id: 'account.quotes.print.other', defaultMessage: 'Other print' },
});

export const quoteText = defineMessages({
  listTitle: { id: 'account.quotes.title', defaultMessage: 'Your quote requests' },
  loading: { id: 'account.quotes.loading', defaultMessage: 'Loading your quote requests' },
  error: { id: 'account.quotes.error', defaultMessage: 'Your quote requests could not be loaded' },
  empty: { id: 'account.quotes.empty', defaultMessage: 'You have not asked for a quote yet.' },
  request: { id: 'account.quotes.request', defaultMessage: 'Request' },
  kind: { id: 'account.quotes.kind', defaultMessage: 'Type' },
  date: { id: 'account.quotes.date', defaultMessage: 'Sent' },
  status: { id: 'account.quotes.status', defaultMessage: 'Status' },
  newRequest: { id: 'account.quotes.new', defaultMessage: 'Request a quote' },
  detailTitle: { id: 'account.quotes.detail.title', defaultMessage: 'Quote request {number}' },
  notFound: { id: 'account.quotes.notFound', defaultMessage: 'Quote request not found' },
  notFoundBody: { id: 'account.quotes.notFoundBody', defaultMessage: 'There is no quote request {number} in your account.' },
  back: { id: 'account.quotes.back', defaultMessage: 'Back to your orders and quote requests' },
  products: { id: 'account.quotes.products', defaultMessage: 'Products' },
  size: { id: 'account.quotes.size', defaultMessage: 'Size' },
  sizeValue: { id: 'account.quotes.sizeValue', defaultMessage: '{length} × {width} × {height} mm' },
  standardSize: { id: 'account.quotes.standardSize', defaultMessage: 'Standard size' },
  quantities: { id: 'account.quotes.quantities', defaultMessage: 'Quantities' },
  print: { id: 'account.quotes.print', defaultMessage: 'Print' },
  deadline: { id: 'account.quotes.deadline', defaultMessage: 'Needed by' },
  description: { id: 'account.quotes.description', defaultMessage: 'Description' },
  files: { id: 'account.quotes.files', defaultMessage: 'Files' },
  offers: { id: 'account.quotes.offers', defaultMessage: 'Offers' },
  noOffers: { id: 'account.quotes.noOffers', defaultMessage: 'No offer yet: an account manager is preparing one.' },
  closed: { id: 'account.quotes.closed', defaultMessage: 'Your account manager closed this request on {date}: {reason}' },
  closedNoOffer: { id: 'account.quotes.closedNoOffer', defaultMessage: 'No offer was made for this request.' },
  offerLine: { id: 'account.quotes.offerLine', defaultMessage: '{total}, valid until {date}' },
  reviewOffer: { id: 'account.quotes.reviewOffer', defaultMessage: 'Review the offer' },
  offerTitle: { id: 'account.quotes.offer.title', defaultMessage: 'Offer' },
  offerNotFound: { id: 'account.quotes.offer.notFound', defaultMessage: 'This offer does not exist or its link is incomplete.' },
  manager: { id: 'account.quotes.offer.manager', defaultMessage: 'Your account manager: {name}' },
  total: { id: 'account.quotes.offer.total', defaultMessage: 'Total' },
  validUntil: { id: 'account.quotes.offer.validUntil', defaultMessage: 'Valid until' },
});
