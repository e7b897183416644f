import { useInsertionEffect } from 'react';
import { createStyleElement, minWidth } from '@ph/ui';

const STYLE_ID = 'ph-editor-styles-v1';

// Layout only, written with @ph/ui's tokens (`var(--ph-…)`) and breakpoints; controls come from @ph/ui.
const CSS = `
.ed{display:grid;gap:var(--ph-space-4);font-family:var(--ph-font-sans)}
.ed-head{display:flex;flex-wrap:wrap;gap:var(--ph-space-3);justify-content:space-between;align-items:flex-start}
.ed-head h1{margin:0;font-size:var(--ph-font-size-2xl)}
.ed-toolbar,.ed-actions,.ed-row{display:flex;flex-wrap:wrap;gap:var(--ph-space-2);align-items:flex-end}
.ed-views,.ed-modes{display:flex;flex-wrap:wrap;gap:var(--ph-space-2);border:0;padding:0;margin:0}
.ed-view{display:inline-flex;gap:var(--ph-space-1);align-items:center;padding:var(--ph-space-2) var(--ph-space-3);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);cursor:pointer}
.ed-view:has(input:checked){border-color:var(--ph-color-primary);background:var(--ph-color-primary-soft)}
.ed-body{display:grid;gap:var(--ph-space-4);grid-template-columns:1fr}
@media ${minWidth('desktopS')}{.ed-body{grid-template-columns:minmax(16rem,20rem) minmax(0,1fr) minmax(16rem,20rem)}}
.ed-tools,.ed-inspector{display:grid;gap:var(--ph-space-4);align-content:start}
.ed-panel{display:grid;gap:var(--ph-space-2);padding:var(--ph-space-3);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md)}
.ed-panel h2,.ed-inspector h2{margin:0;font-size:var(--ph-font-size-lg)}
.ed-sides{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:var(--ph-space-2);border:0;padding:0;margin:0}
.ed-sides legend{font-weight:var(--ph-font-weight-semibold);margin-bottom:var(--ph-space-2)}
.ed-side{display:grid;gap:0;padding:var(--ph-space-2);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-sm);cursor:pointer}
.ed-side:has(input:checked){border-color:var(--ph-color-primary);background:var(--ph-color-primary-soft)}
.ed-side small,.ed-note{color:var(--ph-color-text-muted);font-size:var(--ph-font-size-sm);margin:0}
.ed-work{display:grid;gap:var(--ph-space-2);align-content:start;min-width:0}
.ed-canvas{justify-self:center;max-width:100%;outline-offset:var(--ph-space-1);border-radius:var(--ph-radius-sm)}
.ed-canvas:focus-visible{outline:var(--ph-focus-ring) solid var(--ph-color-focus)}
.ed-drop{display:grid;gap:var(--ph-space-2);justify-items:start;padding:var(--ph-space-3);border:var(--ph-border-width-strong) dashed var(--ph-color-border-strong);border-radius:var(--ph-radius-md)}
.ed-drop--over{border-color:var(--ph-color-primary);background:var(--ph-color-primary-soft)}
.ed-drop p{margin:0}
.ed-swatches{display:flex;flex-wrap:wrap;gap:var(--ph-space-1);border:0;padding:0;margin:0}
.ed-swatch{position:relative;display:inline-flex;cursor:pointer}
.ed-swatch input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.ed-swatch__chip{display:block;width:var(--ph-control-height-sm);height:var(--ph-control-height-sm);border-radius:var(--ph-radius-sm);border:var(--ph-border-width) solid var(--ph-color-border-strong)}
.ed-swatch--none .ed-swatch__chip{background:linear-gradient(135deg,transparent 45%,var(--ph-color-danger) 45%,var(--ph-color-danger) 55%,transparent 55%)}
.ed-swatch input:checked+.ed-swatch__chip{outline:var(--ph-border-width-strong) solid var(--ph-color-text);outline-offset:var(--ph-border-width-strong)}
.ed-swatch input:focus-visible+.ed-swatch__chip{outline:var(--ph-focus-ring) solid var(--ph-color-focus)}
.ed-colour-input{width:var(--ph-control-height);height:var(--ph-control-height);padding:0;border:var(--ph-border-width) solid var(--ph-color-border-strong);border-radius:var(--ph-radius-sm)}
.ed-colour-field{display:grid;gap:var(--ph-space-1);font-weight:var(--ph-font-weight-semibold)}
.ed-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--ph-space-2)}
.ed-objects{display:grid;gap:var(--ph-space-1);padding:0;margin:0;list-style:none}
.ed-object{width:100%;text-align:start;font:inherit;padding:var(--ph-space-2);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-sm);background:var(--ph-color-surface);color:var(--ph-color-text);cursor:pointer}
.ed-object[aria-pressed=true]{border-color:var(--ph-color-primary);background:var(--ph-color-primary-soft)}
.ed-object:focus-visible{outline:var(--ph-focus-ring) solid var(--ph-color-focus)}
.ed-badge{margin:0;padding:var(--ph-space-1) var(--ph-space-2);border-radius:var(--ph-radius-sm);font-weight:var(--ph-font-weight-semibold)}
.ed-badge--good{background:var(--ph-color-success-soft);color:var(--ph-color-success)}
.ed-badge--warn{background:var(--ph-color-warning-soft);color:var(--ph-color-warning)}
.ed-badge--strong{background:var(--ph-color-danger-soft);color:var(--ph-color-danger)}
.ed-warning{margin:0;color:var(--ph-color-warning)}
.ed-error{margin:0;color:var(--ph-color-danger);font-weight:var(--ph-font-weight-semibold)}
.ed-notice{padding:var(--ph-space-3);border-radius:var(--ph-radius-md);background:var(--ph-color-warning-soft);display:flex;flex-wrap:wrap;gap:var(--ph-space-2);align-items:center}
.ed-notice p{margin:0}
.ed-progress-list{list-style:none;padding:0;margin:0;display:grid;gap:var(--ph-space-2);min-width:min(20rem,80vw)}
.ed-progress-list label{display:grid;gap:var(--ph-space-1)}
.ed-progress-list progress{width:100%}
.ed-dieline,.ed-3d{margin:0;display:grid;gap:var(--ph-space-2);justify-items:center}
.ed-dieline canvas{height:auto;border:var(--ph-border-width) solid var(--ph-color-border)}
.ed-3d-canvas{width:min(100%,48.75rem);height:auto;aspect-ratio:780 / 600;touch-action:none;border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md)}
.ed-3d-canvas:focus-visible{outline:var(--ph-focus-ring) solid var(--ph-color-focus)}
.ed-order{display:grid;gap:var(--ph-space-3);max-width:var(--ph-content-max)}
.ed-qualities{display:flex;flex-wrap:wrap;gap:var(--ph-space-2);border:0;padding:0;margin:0}
.ed-qualities legend{font-weight:var(--ph-font-weight-semibold);margin-bottom:var(--ph-space-2)}
.ed-thumb{width:var(--ph-thumb-size);height:auto;border:var(--ph-border-width) solid var(--ph-color-border)}
`;

export function useEditorStyles(): void {
  useInsertionEffect(() => {
    if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
    const el = createStyleElement(document, CSS);
    el.id = STYLE_ID;
    document.head.appendChild(el);
  }, []);
}
