// Layout of the lazily loaded mini-cart and search dialog, shipped with their chunks (not in the
// frame's first sheet); @ph/ui tokens only.
export const miniCartCss = `
.ph-minicart__lines{list-style:none;margin:0;padding:0;display:grid;gap:var(--ph-space-3)}
.ph-minicart__line{display:grid;grid-template-columns:auto minmax(0,1fr) auto;gap:var(--ph-space-3);align-items:center;padding-bottom:var(--ph-space-3);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.ph-minicart__thumb{width:var(--ph-tile-picture-height);height:var(--ph-tile-picture-height);border-radius:var(--ph-radius-md);object-fit:cover;background:var(--ph-color-surface-kraft)}
.ph-minicart__thumb--none{display:grid;place-items:center;color:var(--ph-color-kraft)}
.ph-minicart__line-body p{margin:0}
.ph-minicart__name{font-weight:var(--ph-font-weight-semibold)}
.ph-minicart__quantity,.ph-minicart__note{color:var(--ph-color-text-muted);font-size:var(--ph-font-size-sm)}
.ph-minicart__price{font-weight:var(--ph-font-weight-semibold);font-variant-numeric:tabular-nums;white-space:nowrap}
.ph-minicart__footer{display:grid;gap:var(--ph-space-2)}
.ph-minicart__footer p{margin:0}
.ph-minicart__subtotal{display:flex;justify-content:space-between;align-items:baseline;gap:var(--ph-space-3);font-size:var(--ph-font-size-lg);font-weight:var(--ph-font-weight-semibold)}
.ph-minicart__loading{display:grid;gap:var(--ph-space-3)}
`;

export const searchCss = `
.ph-search__status{margin:var(--ph-space-3) 0 var(--ph-space-2);color:var(--ph-color-text-muted);font-size:var(--ph-font-size-sm)}
.ph-search__status:empty{margin:0}
.ph-search__results{list-style:none;margin:0;padding:0;display:grid;gap:var(--ph-space-1)}
.ph-search__results a{display:grid;gap:var(--ph-space-1);padding:var(--ph-space-2) var(--ph-space-3);border-radius:var(--ph-radius-md);color:var(--ph-color-text);text-decoration:none}
.ph-search__results a:hover,.ph-search__results a:focus-visible{background:var(--ph-color-surface-muted)}
.ph-search__name{font-weight:var(--ph-font-weight-semibold);color:var(--ph-color-primary)}
.ph-search__title{color:var(--ph-color-text-muted);font-size:var(--ph-font-size-sm)}
.ph-search__help{margin-top:var(--ph-space-4);border-top:var(--ph-border-width) solid var(--ph-color-border);padding-top:var(--ph-space-3)}
.ph-search__heading{margin:0 0 var(--ph-space-2);font-size:var(--ph-font-size-md)}
`;

export const regionLanguageCss = `
.ph-locale-panel{width:18rem;padding:var(--ph-space-2);display:grid;gap:var(--ph-space-3)}
.ph-popover__title{margin:0;font-weight:var(--ph-font-weight-semibold)}
`;
