// The cart's and checkout's layout rules (layout only: every colour, size and space is a @ph/ui token).
import { minWidth, useStyleSheet } from '@ph/ui';

const CSS = `
.cc-page{display:grid;gap:var(--ph-space-5);align-items:start}
@media ${minWidth('tabletS')}{.cc-page{grid-template-columns:minmax(0,1fr) minmax(18rem,24rem);gap:var(--ph-space-6)}}
.cc-page__main{display:grid;gap:var(--ph-space-5);min-width:0}
.cc-page__aside{display:grid;gap:var(--ph-space-4);min-width:0}
.cc-page__head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:var(--ph-space-2) var(--ph-space-4)}
.cc-page__head h1{margin:0}
.cc-page__head p{margin:0;color:var(--ph-color-text-muted)}
.cc-lines{list-style:none;margin:0;padding:0;display:grid;gap:var(--ph-space-4)}
.cc-line{display:grid;grid-template-columns:var(--ph-thumb-size) minmax(0,1fr);gap:var(--ph-space-4);padding:var(--ph-space-4);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-lg);background:var(--ph-color-surface);box-shadow:var(--ph-shadow-sm)}
.cc-line__body{min-width:0}
.cc-line__body h3{margin:0 0 var(--ph-space-1)}
.cc-line__aside{grid-column:1/-1;display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:var(--ph-space-3) var(--ph-space-5);border-top:var(--ph-border-width) solid var(--ph-color-border);padding-top:var(--ph-space-3)}
@media ${minWidth('desktopS')}{.cc-line{grid-template-columns:var(--ph-thumb-size) minmax(0,1fr) auto}.cc-line__aside{grid-column:auto;flex-direction:column;align-items:flex-end;justify-content:flex-start;border-top:0;padding-top:0}}
.cc-thumb{width:var(--ph-thumb-size);height:var(--ph-thumb-size);border-radius:var(--ph-radius-md);object-fit:cover;background:var(--ph-color-surface-kraft)}
.cc-thumb--none{display:grid;place-items:center;color:var(--ph-color-kraft)}
.cc-thumb--none .ph-ui-icon{width:50%;height:50%}
.cc-qty{display:flex;align-items:flex-end;gap:var(--ph-space-2)}
.cc-inline-form{display:inline}
.cc-line-price{margin:0;display:grid;gap:var(--ph-space-1);min-width:12rem}
.cc-line-price__row{display:flex;justify-content:space-between;gap:var(--ph-space-3);align-items:baseline}
.cc-line-price dt{color:var(--ph-color-text-muted);font-size:var(--ph-font-size-sm)}
.cc-line-price dd{margin:0;font-weight:var(--ph-font-weight-semibold);font-variant-numeric:tabular-nums}
.cc-line-price__row--discount dt,.cc-line-price__row--discount dd{color:var(--ph-color-success)}
.cc-services{margin:var(--ph-space-2) 0 0;padding-left:var(--ph-space-4);font-size:var(--ph-font-size-sm)}
.cc-express-net{font-size:var(--ph-font-size-sm)}
.cc-continue{justify-self:center}
.cc-coupons,.cc-trees{box-sizing:border-box;padding:var(--ph-space-4) var(--ph-space-5);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-lg);background:var(--ph-color-surface-muted)}
.cc-coupons h2,.cc-trees h2{font-size:var(--ph-font-size-lg);margin:0 0 var(--ph-space-3)}
.cc-coupons form{display:flex;align-items:flex-end;gap:var(--ph-space-2)}
.cc-coupons form .ph-ui-field{flex:1 1 auto}
.cc-coupons ul{margin:0 0 var(--ph-space-3);padding:0;list-style:none}
.cc-coupons [role="status"]:empty{display:none}
.cc-trees form{max-width:24rem}
.cc-express{display:grid;gap:var(--ph-space-2);margin:var(--ph-space-3) 0 0;padding:var(--ph-space-3) var(--ph-space-4);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md)}
.cc-express legend{padding:0 var(--ph-space-1);font-weight:var(--ph-font-weight-semibold);font-size:var(--ph-font-size-sm)}
.cc-radio{display:flex;align-items:flex-start;gap:var(--ph-space-2);min-height:var(--ph-target-min)}
.cc-radio input{flex:none;margin:var(--ph-space-1) 0 0;accent-color:var(--ph-color-primary)}
.cc-aside-lines{list-style:none;margin:0 0 var(--ph-space-4);padding:0 0 var(--ph-space-3);display:grid;gap:var(--ph-space-1);border-bottom:var(--ph-border-width) solid var(--ph-color-border);font-size:var(--ph-font-size-sm)}
.cc-page__main>form{display:grid;gap:var(--ph-space-4);min-width:0}
.cc-page__main>form h2{margin:0}
.cc-page__main>form fieldset{display:grid;gap:var(--ph-space-3);margin:0;padding:var(--ph-space-3) var(--ph-space-4) var(--ph-space-4);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-lg);min-width:0}
.cc-page__main>form legend{padding:0 var(--ph-space-1);font-weight:var(--ph-font-weight-semibold)}
`;

/** Adds the cart's and checkout's layout sheet once per document. */
export function useCartCheckoutLayout(): void {
  useStyleSheet('cc-layout', CSS);
}
