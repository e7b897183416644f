// The account's layout rules (layout only: every colour, size and space is a @ph/ui token).
import { maxWidth, minWidth, useStyleSheet } from '@ph/ui';

const CSS = `
.acc-layout__head{margin:0 0 var(--ph-space-4)}
.acc-layout__head h1{margin:0 0 var(--ph-space-1)}
.acc-greeting{margin:0;color:var(--ph-color-text-muted)}
.acc-layout__body{display:grid;gap:var(--ph-space-5);grid-template-columns:minmax(0,1fr);align-items:start}
.acc-content{min-width:0}
.acc-nav{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--ph-space-2) var(--ph-space-4);padding:0 0 var(--ph-space-3);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.acc-nav__list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--ph-space-2)}
.acc-nav__link{display:inline-flex;align-items:center;min-height:var(--ph-control-height-sm);padding:0 var(--ph-space-3);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-pill);background:var(--ph-color-surface);color:var(--ph-color-text);text-decoration:none;font-size:var(--ph-font-size-sm);white-space:nowrap}
.acc-nav__link:hover{border-color:var(--ph-color-border-strong);color:var(--ph-color-text)}
.acc-nav__link[aria-current=page]{background:var(--ph-color-primary-soft);border-color:var(--ph-color-primary);color:var(--ph-color-primary-hover);font-weight:var(--ph-font-weight-semibold)}
@media ${minWidth('tabletS')}{
.acc-layout__body{grid-template-columns:15rem minmax(0,1fr);gap:var(--ph-space-6)}
.acc-nav{flex-direction:column;align-items:stretch;padding:var(--ph-space-2);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-lg);background:var(--ph-color-surface);box-shadow:var(--ph-shadow-sm)}
.acc-nav__list{flex-direction:column;gap:var(--ph-space-1)}
.acc-nav__link{display:flex;min-height:var(--ph-control-height);padding:0 var(--ph-space-3);border:0;border-radius:var(--ph-radius-md);font-size:var(--ph-font-size-md)}
.acc-nav__link:hover{background:var(--ph-color-surface-muted)}
.acc-nav__link[aria-current=page]{box-shadow:inset var(--ph-focus-ring) 0 0 var(--ph-color-primary)}
.acc-nav__footer{border-top:var(--ph-border-width) solid var(--ph-color-border);padding:var(--ph-space-2) var(--ph-space-3) var(--ph-space-1)}
}
.acc-subnav ul{display:flex;flex-wrap:wrap;gap:var(--ph-space-2) var(--ph-space-4);list-style:none;padding:0 0 var(--ph-space-2);margin:0 0 var(--ph-space-4);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.acc-subnav a{display:inline-block;min-height:var(--ph-target-min);line-height:var(--ph-target-min)}
.acc-subnav a[aria-current=page]{font-weight:var(--ph-font-weight-semibold)}
.acc-status{display:inline-flex;flex-wrap:wrap;gap:var(--ph-space-1)}
.acc-thumb{flex:none;width:var(--ph-thumb-size);height:var(--ph-thumb-size);border-radius:var(--ph-radius-md);object-fit:cover;background:var(--ph-color-surface-kraft)}
.acc-thumb--none{display:grid;place-items:center;color:var(--ph-color-kraft)}
.acc-thumb--none .ph-ui-icon{width:50%;height:50%}
.acc-order-card{display:grid;grid-template-columns:var(--ph-thumb-size) minmax(0,1fr);gap:var(--ph-space-4);padding:var(--ph-space-4);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-lg);background:var(--ph-color-surface);box-shadow:var(--ph-shadow-sm)}
.acc-order-card__body{min-width:0}
.acc-order-card__head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--ph-space-2)}
.acc-order-card__number{margin:0;font-size:var(--ph-font-size-lg)}
.acc-order-card__items{margin:var(--ph-space-1) 0 var(--ph-space-2);color:var(--ph-color-text-muted);font-size:var(--ph-font-size-sm);overflow-wrap:anywhere}
.acc-order-card__facts{display:flex;flex-wrap:wrap;gap:var(--ph-space-2) var(--ph-space-6);margin:0}
.acc-order-card__facts dt{color:var(--ph-color-text-muted);font-size:var(--ph-font-size-xs)}
.acc-order-card__facts dd{margin:0;font-variant-numeric:tabular-nums}
.acc-order-card__total{font-weight:var(--ph-font-weight-semibold)}
.acc-order__head{margin:0 0 var(--ph-space-4)}
.acc-order__head h2{margin:0 0 var(--ph-space-1)}
.acc-order__meta{display:flex;flex-wrap:wrap;align-items:center;gap:var(--ph-space-2) var(--ph-space-3);margin:0 0 var(--ph-space-4);color:var(--ph-color-text-muted)}
.acc-order__grid{display:grid;gap:var(--ph-space-4);grid-template-columns:minmax(0,1fr);align-items:start;margin:0 0 var(--ph-space-4)}
.acc-order__main,.acc-order__aside{display:grid;gap:var(--ph-space-4);min-width:0}
@media ${minWidth('desktopS')}{.acc-order__grid{grid-template-columns:minmax(0,1fr) minmax(16rem,20rem)}}
.acc-order-addresses{display:grid;gap:var(--ph-space-4)}
.acc-order-addresses h3{margin:0 0 var(--ph-space-2)}
.acc-order-addresses address{font-style:normal}
.acc-dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:var(--ph-space-1) var(--ph-space-4);margin:0}
.acc-dl dt{color:var(--ph-color-text-muted)}
.acc-dl dd{margin:0;overflow-wrap:anywhere}
.acc-line{display:flex;gap:var(--ph-space-3);align-items:flex-start}
.acc-line__body{min-width:0}
.acc-line .acc-thumb{width:3rem;height:3rem}
.acc-num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.acc-table--items thead th:not(:first-child){text-align:right}
@media ${maxWidth('mobileL')}{.acc-table--items .acc-line .acc-thumb{display:none}.acc-table--items .ph-ui-properties{grid-template-columns:minmax(0,1fr);gap:0}.acc-table--items .ph-ui-properties dd{margin:0 0 var(--ph-space-1)}}
.acc-auth{max-width:28rem}
/* A link alone in its paragraph is a target of its own (WCAG 2.2 target size), not a word in a sentence. */
.acc-auth > p > a:only-child{display:inline-block;min-height:var(--ph-target-min);line-height:var(--ph-target-min)}
.acc-auth form,.acc-content form{display:grid;gap:var(--ph-space-3);max-width:36rem}
.acc-content fieldset{display:grid;gap:var(--ph-space-3);border:0;padding:0;margin:0 0 var(--ph-space-4)}
.acc-form-alert{color:var(--ph-color-danger);font-weight:var(--ph-font-weight-semibold)}
.acc-notice{border:var(--ph-border-width) solid var(--ph-color-warning);border-radius:var(--ph-radius-md);background:var(--ph-color-warning-soft);padding:var(--ph-space-3) var(--ph-space-4);margin:0 0 var(--ph-space-4)}
.acc-address-list,.acc-order-list{list-style:none;padding:0;margin:0;display:grid;gap:var(--ph-space-3)}
.acc-address-list li{border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);padding:var(--ph-space-3);display:flex;flex-wrap:wrap;gap:var(--ph-space-2);align-items:flex-start}
.acc-address-list address{flex:1 1 100%;font-style:normal}
.acc-badge{font-weight:var(--ph-font-weight-semibold);margin:0}
.acc-table{border-collapse:collapse;width:100%}
.acc-table th,.acc-table td{text-align:left;padding:var(--ph-space-2);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.acc-offer-list{list-style:none;padding:0;margin:var(--ph-space-2) 0 0;display:grid;gap:var(--ph-space-2)}
.acc-prewrap{white-space:pre-wrap;overflow-wrap:anywhere}
.acc-table-wrap{overflow-x:auto;max-width:100%}
.acc-actions{display:flex;flex-wrap:wrap;gap:var(--ph-space-4);align-items:center}
.acc-actions a{display:inline-block;min-height:var(--ph-target-min);line-height:var(--ph-target-min)}
.acc-filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:var(--ph-space-3);max-width:none;margin:0 0 var(--ph-space-4)}
.acc-invoice-files{display:flex;flex-wrap:wrap;gap:0 var(--ph-space-3)}
.acc-invoice-files a{display:inline-block;min-height:var(--ph-target-min);line-height:var(--ph-target-min);white-space:nowrap}
.acc-table--invoices th[scope='row']{font-weight:var(--ph-font-weight-regular);white-space:nowrap}
/* On a phone each document is a small card of two columns instead of a table wider than the screen; the cells keep their table roles, and the headings stay for screen readers, visually hidden in a box of one border width. */
@media ${maxWidth('mobileL')}{.acc-table--invoices thead{position:absolute;width:var(--ph-border-width);height:var(--ph-border-width);overflow:hidden;clip-path:inset(50%)}.acc-table--invoices tr{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:'kind total' 'number number' 'date files';gap:0 var(--ph-space-3);padding:var(--ph-space-2) 0;border-bottom:var(--ph-border-width) solid var(--ph-color-border)}.acc-table--invoices th,.acc-table--invoices td{display:block;padding:0;border:0}.acc-invoice__kind{grid-area:kind;font-weight:var(--ph-font-weight-semibold)}.acc-invoice__total{grid-area:total}.acc-invoice__number{grid-area:number;white-space:normal;overflow-wrap:anywhere}.acc-invoice__date{grid-area:date;align-self:center}.acc-invoice__files{grid-area:files}.acc-invoice__extra{grid-column:1 / -1}}
.acc-timeline{list-style:none;padding:0;margin:0 0 var(--ph-space-4);display:grid;gap:var(--ph-space-2)}
.acc-timeline li{display:flex;flex-wrap:wrap;gap:var(--ph-space-2);align-items:baseline}
.acc-design-list{list-style:none;padding:0;margin:0;display:grid;gap:var(--ph-space-4)}
.acc-design{display:flex;flex-wrap:wrap;gap:var(--ph-space-4);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);padding:var(--ph-space-3)}
.acc-design__thumb{width:7.5rem;height:7.5rem;display:flex;align-items:center;justify-content:center;background:var(--ph-color-surface-muted);border-radius:var(--ph-radius-sm);flex:none}
.acc-design__thumb img{max-width:100%;max-height:100%;object-fit:contain}
.acc-design__body{flex:1 1 16rem;min-width:0}
.acc-design__body h3{margin:0 0 var(--ph-space-2);overflow-wrap:anywhere}
.acc-design__body p{margin:0 0 var(--ph-space-2)}
.acc-design__actions{display:flex;flex-wrap:wrap;gap:var(--ph-space-2)}
.acc-proof-list{list-style:none;padding:0;margin:0 0 var(--ph-space-4);display:grid;gap:var(--ph-space-3)}
.acc-proof{border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);padding:var(--ph-space-3)}
.acc-proof h4{margin:0 0 var(--ph-space-2)}
.acc-proof__actions{display:flex;flex-wrap:wrap;gap:var(--ph-space-2)}
.acc-timeline time{font-variant-numeric:tabular-nums;min-width:12rem}
`;

/** Adds the account's layout sheet once per document. */
export function useAccountStyles(): void {
  useStyleSheet('acc-layout', CSS);
}
