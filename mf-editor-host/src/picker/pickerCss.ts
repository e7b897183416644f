// The product picker's layout, with @ph/ui's tokens and breakpoints (a grid of picture cards).
import { minWidth } from '@ph/ui';

export const pickerCss = `
.ed-picker{display:grid;gap:var(--ph-space-4)}
.ed-picker h1{margin:0}
.ed-picker p{margin:0}
.ed-picker__grid{list-style:none;margin:0;padding:0;display:grid;gap:var(--ph-space-4);grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
@media ${minWidth('desktopS')}{.ed-picker__grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.ed-picker__card{display:grid;gap:var(--ph-space-2);height:100%}
.ed-picker__link{display:grid;gap:var(--ph-space-2);color:inherit;text-decoration:none;border-radius:var(--ph-radius-md)}
.ed-picker__link:focus-visible{outline:var(--ph-focus-ring) solid var(--ph-color-focus)}
.ed-picker__link img{width:100%;height:auto;border-radius:var(--ph-radius-md) var(--ph-radius-md) 0 0}
.ed-picker__name{font-weight:var(--ph-font-weight-semibold);font-size:var(--ph-font-size-lg);padding:0 var(--ph-space-3);color:var(--ph-color-primary)}
.ed-picker__link:hover .ed-picker__name{text-decoration:underline}
.ed-picker__title{color:var(--ph-color-text-muted);padding:0 var(--ph-space-3) var(--ph-space-3)}
`;
