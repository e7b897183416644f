import { maxWidth, minWidth } from '@ph/ui';

// The home page's hero and category tiles, @ph/ui tokens only (the rest of the catalogue's layout
// lives in common/styles.tsx). Mobile first: stacked, then the hero's picture beside its text.
export const homeCss = `
.cat-hero{display:grid;gap:var(--ph-space-5);align-items:center;margin:0 0 var(--ph-space-6);padding:var(--ph-space-5);border-radius:var(--ph-radius-lg);background:var(--ph-color-surface-kraft)}
.cat-hero h1{margin:0;font-size:var(--ph-font-size-4xl);line-height:var(--ph-line-height-tight);letter-spacing:-0.02em;color:var(--ph-color-ink)}
.cat-hero__lead{margin:var(--ph-space-3) 0 0;font-size:var(--ph-font-size-lg);color:var(--ph-color-text);max-width:var(--ph-content-max)}
.cat-hero__actions{display:flex;flex-wrap:wrap;gap:var(--ph-space-3);margin-top:var(--ph-space-5)}
.cat-hero__picture{margin:0;min-width:0}
.cat-hero__picture img,.cat-hero__picture span{display:block;width:100%;height:auto;aspect-ratio:4/3;border-radius:var(--ph-radius-lg);background:var(--ph-color-surface)}
.cat-tiles{list-style:none;margin:0 0 var(--ph-space-6);padding:0;display:grid;gap:var(--ph-space-3);grid-template-columns:repeat(2,minmax(0,1fr))}
.cat-tile{display:flex;flex-direction:column;height:100%;border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);overflow:hidden;background:var(--ph-color-surface);color:var(--ph-color-text);text-decoration:none}
.cat-tile:hover{border-color:var(--ph-color-border-strong);box-shadow:var(--ph-shadow-md)}
.cat-tile img,.cat-tile__blank{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:var(--ph-color-surface-muted)}
.cat-tile__name{display:flex;align-items:center;justify-content:space-between;gap:var(--ph-space-2);padding:var(--ph-space-3);font-weight:var(--ph-font-weight-semibold);font-size:var(--ph-font-size-sm)}
.cat-tile__name .ph-ui-icon{flex:0 0 auto;color:var(--ph-color-primary)}
.cat-section-title{margin:0 0 var(--ph-space-3);font-size:var(--ph-font-size-2xl)}
@media ${maxWidth('mobileM')}{.cat-hero{padding:var(--ph-space-4)}}
@media ${minWidth('mobileMax')}{.cat-tiles{grid-template-columns:repeat(3,minmax(0,1fr))}.cat-tile__name{font-size:var(--ph-font-size-md)}}
@media ${minWidth('tabletL')}{.cat-hero{grid-template-columns:minmax(0,6fr) minmax(0,5fr);padding:var(--ph-space-7) var(--ph-space-6)}.cat-tiles{grid-template-columns:repeat(5,minmax(0,1fr))}}
`;
