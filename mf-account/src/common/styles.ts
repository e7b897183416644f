// The account's layout rules (layout only: every colour, size and space is a @ph/ui token).
import { useStyleSheet } from '@ph/ui';

const CSS = `
.acc-layout nav ul{display:flex;flex-wrap:wrap;gap:var(--ph-space-4);list-style:none;padding:0;margin:0 0 var(--ph-space-4)}
.acc-layout nav a[aria-current=page]{font-weight:var(--ph-font-weight-semibold)}
.acc-auth{max-width:28rem}
/* A link alone in its paragraph is a target of its own (WCAG 2.2 target size), not a word in a sentence. */
.acc-auth > p > a:only-child{display:inline-block;min-height:var(--ph-target-min);line-height:var(--ph-target-min)}
.acc-auth form,.acc-content form{display:grid;gap:var(--ph-space-3);max-width:36rem}
.acc-content fieldset{display:grid;gap:var(--ph-space-3);border:0;padding:0;margin:0 0 var(--ph-space-4)}
.acc-form-alert{color:var(--ph-color-danger);font-weight:var(--ph-font-weight-semibold)}
.acc-notice{border:var(--ph-border-width) solid var(--ph-color-warning);border-radius:var(--ph-radius-md);background:var(--ph-color-warning-soft);padding:var(--ph-space-3) var(--ph-space-4);margin:0 0 var(--ph-space-4)}
.acc-address-list,.acc-order-list{list-style:none;padding:0;display:grid;gap:var(--ph-space-4)}
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
