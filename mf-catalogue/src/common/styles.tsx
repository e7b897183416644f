// The remote's layout rules, mobile first (320 px) with steps at the spec's breakpoints
// (docs/domain.md#constants-and-limits: 480, 767, 1024, 1300). Layout only: every colour, size and space is a @ph/ui
// token. Class names are prefixed `cat-`.
import { maxWidth, minWidth, useStyleSheet } from '@ph/ui';

const CSS = `
.cat-page{box-sizing:border-box;max-width:var(--ph-container-max);margin:0 auto;padding:var(--ph-space-4);min-width:0}
.cat-page *{box-sizing:border-box}
.cat-grid{list-style:none;margin:0;padding:0;display:grid;gap:var(--ph-space-4);grid-template-columns:minmax(0,1fr)}
.cat-grid-pending{height:100vh;overflow:hidden}.cat-card-media{aspect-ratio:4/3}
.cat-card{border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);overflow:hidden;display:flex;flex-direction:column;height:100%;background:var(--ph-color-surface)}
.cat-card img{width:100%;aspect-ratio:4/3;object-fit:cover;background:var(--ph-color-surface-muted);display:block}
.cat-card-body{padding:var(--ph-space-3);display:flex;flex-direction:column;gap:var(--ph-space-2)}
.cat-money{white-space:nowrap}
.cat-browse{display:grid;gap:var(--ph-space-5);grid-template-columns:minmax(0,1fr);align-items:start}
.cat-browse__main{min-width:0}
.cat-filters__form{display:contents}
.cat-filters{display:flex;flex-wrap:wrap;gap:var(--ph-space-4) var(--ph-space-6);padding:var(--ph-space-4);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-lg);background:var(--ph-color-surface-muted)}
.cat-filters__group{display:grid;gap:var(--ph-space-2);align-content:start;border:0;margin:0;padding:0;min-width:0}
.cat-filters__group legend{padding:0;margin:0 0 var(--ph-space-2);font-weight:var(--ph-font-weight-semibold)}
.cat-filters__footer{flex:1 1 100%;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--ph-space-2)}
.cat-filters__count{margin:0;color:var(--ph-color-text-muted);font-size:var(--ph-font-size-sm)}
.cat-layout{display:grid;gap:var(--ph-space-5);grid-template-columns:minmax(0,1fr)}
.cat-gallery__pictures{max-width:40rem}
.cat-gallery__main{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:var(--ph-color-surface-muted);border-radius:var(--ph-radius-md)}
.cat-thumbs-slot{margin-top:var(--ph-space-2);min-height:calc(3.375rem + 2 * var(--ph-border-width-strong))}
.cat-option-row{display:flex;align-items:flex-end;gap:var(--ph-space-3);min-width:0}
.cat-option-field{flex:1 1 auto;min-width:0}
.cat-option-picture{flex:0 0 auto;width:var(--ph-tile-picture-width);height:var(--ph-tile-picture-height);border-radius:var(--ph-radius-sm);background:var(--ph-color-surface-muted)}
.cat-sample-picture{width:3rem;height:2.25rem;vertical-align:middle;border-radius:var(--ph-radius-sm);background:var(--ph-color-surface-muted)}
.cat-sample-group-title{margin:var(--ph-space-2) 0 var(--ph-space-1);font-size:var(--ph-font-size-md)}
.cat-fieldset{border:0;padding:0;margin:0 0 var(--ph-space-4);min-width:0}
.cat-size-inputs{display:grid;gap:var(--ph-space-2);grid-template-columns:1fr}
.cat-table-wrap{overflow-x:auto;max-width:100%}
.cat-table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
.cat-table th,.cat-table td{padding:var(--ph-space-2);border-bottom:var(--ph-border-width) solid var(--ph-color-border);text-align:right;white-space:nowrap}
.cat-table th:first-child,.cat-table td:first-child{text-align:left}
.cat-table tr[aria-selected="true"] td{background:var(--ph-color-primary-soft);font-weight:var(--ph-font-weight-semibold)}
.cat-notice{padding:var(--ph-space-2) var(--ph-space-3);border-radius:var(--ph-radius-md);background:var(--ph-color-warning-soft);border:var(--ph-border-width) solid var(--ph-color-warning);color:var(--ph-color-text)}
.cat-error{color:var(--ph-color-danger)}
.cat-summary{padding:var(--ph-space-3) 0;border-top:var(--ph-border-width) solid var(--ph-color-border);display:flex;flex-wrap:wrap;gap:var(--ph-space-3);align-items:center;justify-content:space-between}
.cat-summary__total{margin:0}
.cat-nav-list{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:var(--ph-space-2) var(--ph-space-4)}
.cat-bundle-chooser,.cat-sample-builder{display:flex;flex-direction:column;align-items:flex-start;gap:var(--ph-space-2);min-width:0;max-width:100%}
.cat-bundle-chooser select{max-width:100%}
.cat-bundle-chooser .cat-table-wrap{align-self:stretch}
.cat-quote form{display:grid;gap:var(--ph-space-4);max-width:48rem}
.cat-quote-grid{display:grid;gap:var(--ph-space-3);grid-template-columns:minmax(0,1fr)}
.cat-quote-item{border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);padding:var(--ph-space-4);margin:0 0 var(--ph-space-4);display:grid;gap:var(--ph-space-3);min-width:0}
.cat-quote-choice{display:flex;gap:var(--ph-space-2);align-items:flex-start;min-height:var(--ph-target-min);padding:var(--ph-space-1) 0}
.cat-quote-files{margin:0;padding-left:var(--ph-space-5)}
.cat-pro-lead{max-width:70ch;color:var(--ph-color-text-muted)}
.cat-pro-grid{display:grid;gap:var(--ph-space-4);grid-template-columns:minmax(0,1fr);margin:var(--ph-space-5) 0}
.cat-pro-grid h2{margin-top:0}
.cat-pro-actions{display:flex;flex-wrap:wrap;gap:var(--ph-space-4);align-items:center}
@media ${maxWidth('mobileMax')}{.cat-summary{position:sticky;bottom:0;z-index:var(--ph-z-sticky);margin:0 calc(-1 * var(--ph-space-4));padding:var(--ph-space-3) var(--ph-space-4);background:var(--ph-color-surface);box-shadow:var(--ph-shadow-md)}}
@media ${minWidth('mobileL')}{.cat-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.cat-size-inputs{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media ${minWidth('mobileMax')}{.cat-page{padding:var(--ph-space-5)}.cat-quote-grid,.cat-pro-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media ${minWidth('tabletL')}{.cat-browse{grid-template-columns:15rem minmax(0,1fr)}.cat-filters{flex-direction:column;flex-wrap:nowrap}.cat-browse .cat-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.cat-grid{grid-template-columns:repeat(3,minmax(0,1fr))}.cat-layout{grid-template-columns:minmax(0,5fr) minmax(0,7fr)}}
@media ${minWidth('desktopS')}{.cat-browse .cat-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media ${minWidth('desktopM')}{.cat-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
`;

/** Adds the catalogue's layout sheet once per document. */
export function CatalogueStyles(): null {
  useStyleSheet('cat-layout', CSS);
  return null;
}
