// Fixed in a corner, out of the shop's layout; @ph/ui tokens only (its sheet is on the page through
// the Badge and Button used here).
/** @public imported lazily by mount.tsx inside Promise.all, where knip does not see the name used */
export const devtoolsCss = `
.ph-devtools { position: fixed; left: var(--ph-space-3); bottom: var(--ph-space-3); z-index: var(--ph-z-banner); display: flex; gap: var(--ph-space-2); align-items: center; flex-wrap: wrap; max-width: calc(100vw - 2 * var(--ph-space-3)); }
.ph-devtools-badge { box-shadow: var(--ph-shadow-md); font-size:var(--ph-font-size-sm); }
.ph-devtools-table { border-collapse: collapse; width: 100%; margin-bottom: var(--ph-space-5); font-size:var(--ph-font-size-sm); }
.ph-devtools-table caption { text-align: left; font-weight: var(--ph-font-weight-semibold); margin-bottom: var(--ph-space-2); }
.ph-devtools-table th, .ph-devtools-table td { text-align: left; padding: var(--ph-space-2); border-bottom: var(--ph-border-width) solid var(--ph-color-border); vertical-align: top; }
.ph-devtools-url { word-break: break-all; }
`;
