import { defineMessages } from 'react-intl';

/** The visible words of the back office's funnel report. */
export const funnelText = defineMessages({
  title: { id: 'account.backOffice.funnel.title', defaultMessage: 'Shopper funnel' },
  about: { id: 'account.backOffice.funnel.about', defaultMessage: 'How many visitors viewed a product, added it to the cart, started checkout and ordered, week by week and per store.' },
  intro: {
    id: 'account.backOffice.funnel.intro',
    defaultMessage: 'Visitors counted once per step and week, from the events the store recorded. Only visitors who allowed analytics cookies are included.',
  },
  filters: { id: 'account.backOffice.funnel.filters', defaultMessage: 'Filters' },
  from: { id: 'account.backOffice.funnel.from', defaultMessage: 'From' },
  to: { id: 'account.backOffice.funnel.to', defaultMessage: 'Until' },
  periodHint: { id: 'account.backOffice.funnel.periodHint', defaultMessage: 'Days in UTC, both included; at most one year.' },
  store: { id: 'account.backOffice.funnel.store', defaultMessage: 'Store' },
  allStores: { id: 'account.backOffice.funnel.allStores', defaultMessage: 'All stores' },
  loading: { id: 'account.backOffice.funnel.loading', defaultMessage: 'Loading the funnel report' },
  loadError: { id: 'account.backOffice.funnel.loadError', defaultMessage: 'The funnel report could not be loaded. Please try again.' },
  stepViewed: { id: 'account.backOffice.funnel.step.viewed', defaultMessage: 'Viewed a product' },
  stepAdded: { id: 'account.backOffice.funnel.step.added', defaultMessage: 'Added to cart' },
  stepCheckout: { id: 'account.backOffice.funnel.step.checkout', defaultMessage: 'Started checkout' },
  stepOrdered: { id: 'account.backOffice.funnel.step.ordered', defaultMessage: 'Completed an order' },
  summaryCaption: { id: 'account.backOffice.funnel.summaryCaption', defaultMessage: 'The whole period, from {from} to {to}' },
  colStep: { id: 'account.backOffice.funnel.col.step', defaultMessage: 'Step' },
  colVisitors: { id: 'account.backOffice.funnel.col.visitors', defaultMessage: 'Visitors' },
  colFromPrevious: { id: 'account.backOffice.funnel.col.fromPrevious', defaultMessage: 'Of the step before' },
  colFromFirst: { id: 'account.backOffice.funnel.col.fromFirst', defaultMessage: 'Of product views' },
  colWeek: { id: 'account.backOffice.funnel.col.week', defaultMessage: 'Week starting' },
  weeksCaption: { id: 'account.backOffice.funnel.weeksCaption', defaultMessage: '{count, plural, one {# week} other {# weeks}}, oldest first' },
  chartLabel: {
    id: 'account.backOffice.funnel.chartLabel',
    defaultMessage: 'Chart of visitors per step and week; the table below holds the same figures.',
  },
  chartLoading: { id: 'account.backOffice.funnel.chartLoading', defaultMessage: 'Drawing the chart' },
  chartError: { id: 'account.backOffice.funnel.chartError', defaultMessage: 'The chart could not be drawn; the figures are in the table below.' },
  empty: { id: 'account.backOffice.funnel.empty', defaultMessage: 'No visitor reached any step in this period.' },
  none: { id: 'account.backOffice.funnel.none', defaultMessage: '–' },
});
