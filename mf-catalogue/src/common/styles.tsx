// The remote's layout rules, mobile first (320 px) with steps at the spec's breakpoints
// (storefront-config §9: 480, 767, 1024, 1300). Class names are prefixed `cat-`.
const CSS = `
.cat-page{box-sizing:border-box;max-width:1300px;margin:0 auto;padding:16px;min-width:0}
.cat-page *{box-sizing:border-box}
.cat-grid{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
.cat-grid-pending{min-height:100vh}
.cat-card{border:1px solid #d0d4dc;border-radius:8px;overflow:hidden;display:flex;flex-direction:column;height:100%}
.cat-card img{width:100%;aspect-ratio:4/3;object-fit:cover;background:#f1f3f6;display:block}
.cat-card-body{padding:12px;display:flex;flex-direction:column;gap:6px}
.cat-money{white-space:nowrap}
.cat-layout{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
.cat-gallery img{width:100%;max-width:640px;aspect-ratio:4/3;object-fit:cover;background:#f1f3f6;border-radius:8px}
.cat-option-row{display:flex;align-items:flex-end;gap:12px;min-width:0}
.cat-option-field{flex:1 1 auto;min-width:0}
.cat-option-picture{flex:0 0 auto;width:64px;height:48px;border-radius:4px;background:#f1f3f6}
.cat-sample-picture{width:48px;height:36px;vertical-align:middle;border-radius:4px;background:#f1f3f6}
.cat-fieldset{border:0;padding:0;margin:0 0 16px;min-width:0}
.cat-size-inputs{display:grid;gap:8px;grid-template-columns:1fr}
.cat-table-wrap{overflow-x:auto;max-width:100%}
.cat-table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
.cat-table th,.cat-table td{padding:6px 8px;border-bottom:1px solid #e3e6eb;text-align:right;white-space:nowrap}
.cat-table th:first-child,.cat-table td:first-child{text-align:left}
.cat-table tr[aria-selected="true"] td{background:#eef3fe;font-weight:600}
.cat-notice{padding:8px 12px;border-radius:6px;background:#fff7e0;border:1px solid #f0d27a}
.cat-error{color:#b3261e}
.cat-summary{position:sticky;bottom:0;background:#fff;padding:12px 0;border-top:1px solid #e3e6eb;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between}
.cat-nav-list{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px 16px}
.cat-bundle-chooser,.cat-sample-builder{display:flex;flex-direction:column;align-items:flex-start;gap:6px;min-width:0;max-width:100%}
.cat-bundle-chooser select{max-width:100%}
.cat-bundle-chooser .cat-table-wrap{align-self:stretch}
.cat-quote form{display:grid;gap:var(--ph-space-4);max-width:48rem}
.cat-quote-grid{display:grid;gap:var(--ph-space-3);grid-template-columns:minmax(0,1fr)}
.cat-quote-item{border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);padding:var(--ph-space-4);margin:0 0 var(--ph-space-4);display:grid;gap:var(--ph-space-3);min-width:0}
.cat-quote-choice{display:flex;gap:var(--ph-space-2);align-items:flex-start;min-height:var(--ph-target-min);padding:var(--ph-space-1) 0}
.cat-quote-files{margin:0;padding-left:var(--ph-space-5)}
@media (min-width:767px){.cat-quote-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
.cat-pro-lead{max-width:70ch;color:var(--ph-color-text-muted)}
.cat-pro-grid{display:grid;gap:var(--ph-space-4);grid-template-columns:minmax(0,1fr);margin:var(--ph-space-5) 0}
.cat-pro-grid h2{margin-top:0}
.cat-pro-actions{display:flex;flex-wrap:wrap;gap:var(--ph-space-4);align-items:center}
@media (min-width:767px){.cat-pro-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:480px){.cat-grid{grid-template-columns:repeat(2,minmax(0,1fr))}.cat-size-inputs{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:767px){.cat-page{padding:24px}}
@media (min-width:1024px){.cat-grid{grid-template-columns:repeat(3,minmax(0,1fr))}.cat-layout{grid-template-columns:minmax(0,5fr) minmax(0,7fr)}}
@media (min-width:1300px){.cat-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
`;

export function CatalogueStyles() {
  return <style>{CSS}</style>;
}
