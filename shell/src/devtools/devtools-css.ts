// Fixed in a corner, out of the shop's layout; colours meet WCAG AA on any page background.
export const devtoolsCss = `
.ph-devtools { position: fixed; left: 12px; bottom: 12px; z-index: 900; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; max-width: calc(100vw - 24px); }
.ph-devtools-badge { margin: 0; padding: 6px 12px; border-radius: 999px; background: #8c1d18; color: #fff; font-weight: 600; font-size: 0.875rem; }
.ph-devtools-button { padding: 6px 12px; border-radius: 999px; border: 1px solid #1a1a1a; background: #fff; color: #1a1a1a; font: inherit; font-size: 0.875rem; cursor: pointer; }
.ph-devtools-table { border-collapse: collapse; width: 100%; margin-bottom: 24px; font-size: 0.875rem; }
.ph-devtools-table caption { text-align: left; font-weight: 600; margin-bottom: 8px; }
.ph-devtools-table th, .ph-devtools-table td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e3e3e3; vertical-align: top; }
.ph-devtools-url { word-break: break-all; }
`;
