import type { SubRouteTable } from './subRoutes';

/** The managers' desk (`/account/desk/…`): the quote requests, the offers sent, one request. */
export type DeskPage = 'queue' | 'offers' | 'quoteRequest';
export const DESK_PAGES: SubRouteTable<DeskPage> = {
  index: 'queue',
  routes: [
    { page: 'offers', path: 'offers', pl: 'oferty' },
    { page: 'quoteRequest', path: 'quote_requests/:qrNumber', pl: 'zapytania-ofertowe/:qrNumber' },
  ],
};

/** The operators' back office (`/account/back-office/…`). Its own address lists its pages. */
export type BackOfficePage = 'home' | 'orders' | 'order' | 'shipmentsImport' | 'invoices' | 'supportRequests' | 'supportRequest' | 'auditLog' | 'funnel';
export const BACK_OFFICE_PAGES: SubRouteTable<BackOfficePage> = {
  index: 'home',
  routes: [
    { page: 'orders', path: 'orders', pl: 'zamowienia' },
    { page: 'order', path: 'orders/:number', pl: 'zamowienia/:number' },
    { page: 'shipmentsImport', path: 'shipments/import', pl: 'przesylki/import' },
    { page: 'invoices', path: 'invoices', pl: 'faktury' },
    { page: 'supportRequests', path: 'support', pl: 'zgloszenia' },
    { page: 'supportRequest', path: 'support/:srNumber', pl: 'zgloszenia/:srNumber' },
    { page: 'auditLog', path: 'audit-log', pl: 'dziennik-zdarzen' },
    { page: 'funnel', path: 'funnel', pl: 'lejek-sprzedazowy' },
  ],
};
