// The rules of the components the standalone consent bundle needs too (visually hidden text, focus,
// buttons, check boxes and switches, dialogs), apart from the rest of the sheet so that bundle can carry
// them without the whole kit (`@ph/ui/lite`). `styles.ts` puts them in the page's sheet in this order.
import { maxWidth } from './breakpoints';
import type { TokenName } from './tokens';

export const v = (name: TokenName): string => `var(--ph-${name})`;

// A chevron for selects and accordions, drawn in the muted text colour.
export const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5l5 5 5-5' fill='none' stroke='%23545d6a' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`;

export const focusRing = `outline:${v('focus-ring')} solid ${v('color-focus')};outline-offset:2px`;

export const a11yCss = `
.ph-ui-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
/* A control that needs the page's script, in a server-rendered page before it has run: its room is kept, it cannot be tapped. */
.ph-ui-until-hydrated{visibility:hidden}
.ph-ui-button:focus-visible,.ph-ui-field__control:focus-visible,.ph-ui-check input:focus-visible,.ph-ui-switch input:focus-visible,.ph-ui-modal-close:focus-visible,.ph-ui-tile input:focus-visible+.ph-ui-tile__body,.ph-ui-tabs__tab:focus-visible,.ph-ui-accordion summary:focus-visible,.ph-ui-stepper__button:focus-visible,.ph-ui-stepper__input:focus-visible{${focusRing}}
.ph-ui-modal:focus-visible,.ph-ui-overlay:focus-visible{outline:none}
.ph-ui-icon{width:${v('icon-size')};height:${v('icon-size')};flex:none;vertical-align:middle}
`;

export const buttonCss = `
.ph-ui-button{box-sizing:border-box;font:inherit;font-weight:${v('font-weight-semibold')};line-height:1.2;display:inline-flex;align-items:center;justify-content:center;gap:${v('space-2')};min-height:${v('control-height')};padding:0 ${v('space-5')};border-radius:${v('radius-md')};border:${v('border-width-strong')} solid transparent;cursor:pointer;text-decoration:none;text-align:center;transition:background-color ${v('duration-fast')} ${v('ease-standard')},border-color ${v('duration-fast')},color ${v('duration-fast')},box-shadow ${v('duration-fast')}}
.ph-ui-button--sm{min-height:${v('control-height-sm')};padding:0 ${v('space-3')};font-size:${v('font-size-sm')}}
.ph-ui-button--block{display:flex;width:100%}
.ph-ui-button--primary{background:${v('color-primary')};color:${v('color-on-primary')};box-shadow:${v('shadow-sm')}}
.ph-ui-button--primary:hover{background:${v('color-primary-hover')};color:${v('color-on-primary')}}
.ph-ui-button--secondary{background:${v('color-surface')};color:${v('color-primary')};border-color:${v('color-primary')}}
.ph-ui-button--secondary:hover{color:${v('color-primary-hover')};border-color:${v('color-primary-hover')};background:${v('color-primary-soft')}}
.ph-ui-button--ghost{background:transparent;color:${v('color-text')}}
.ph-ui-button--ghost:hover{background:${v('color-surface-sunken')};color:${v('color-text')}}
.ph-ui-button--link{background:none;border:0;min-height:${v('target-min')};padding:0;color:${v('color-primary')};text-decoration:underline;font-weight:${v('font-weight-regular')};box-shadow:none}
.ph-ui-button--link:hover{color:${v('color-primary-hover')}}
.ph-ui-button--icon{background:transparent;color:${v('color-text')};padding:0;width:${v('control-height')};border-radius:${v('radius-pill')}}
.ph-ui-button--icon:hover{background:${v('color-surface-sunken')}}
.ph-ui-button[aria-busy="true"]{cursor:progress}
.ph-ui-button:disabled,.ph-ui-button[aria-disabled="true"]{opacity:.6;cursor:not-allowed;box-shadow:none}
`;

export const fieldCss = `
.ph-ui-field{display:flex;flex-direction:column;gap:${v('space-1')};color:${v('color-text')};min-width:0}
.ph-ui-field__label{font-weight:${v('font-weight-semibold')};font-size:${v('font-size-sm')}}
.ph-ui-field__required{color:${v('color-danger')};margin-left:2px}
.ph-ui-field__control{box-sizing:border-box;width:100%;font:inherit;min-height:${v('control-height')};padding:${v('space-2')} ${v('space-3')};border:${v('border-width')} solid ${v('color-border-strong')};border-radius:${v('radius-md')};background:${v('color-surface')};color:${v('color-text')};transition:border-color ${v('duration-fast')},box-shadow ${v('duration-fast')}}
.ph-ui-field__control:hover{border-color:${v('color-text')}}
select.ph-ui-field__control{appearance:none;-webkit-appearance:none;padding-right:${v('space-7')};background:${v('color-surface')} ${CHEVRON} no-repeat right ${v('space-3')} center;text-overflow:ellipsis}
.ph-ui-field__control[aria-invalid="true"]{border-color:${v('color-danger')};box-shadow:inset 0 0 0 1px ${v('color-danger')}}
.ph-ui-field__hint{color:${v('color-text-muted')};font-size:${v('font-size-sm')}}
.ph-ui-field__error{color:${v('color-danger')};font-size:${v('font-size-sm')};font-weight:${v('font-weight-semibold')}}
`;

export const checkCss = `
.ph-ui-check{display:flex;align-items:flex-start;gap:${v('space-2')}}
.ph-ui-switch{align-items:center}
.ph-ui-check input{width:20px;height:20px;margin:2px 0 0;accent-color:${v('color-primary')};flex:none}
.ph-ui-switch input{appearance:none;-webkit-appearance:none;position:relative;flex:none;width:44px;height:24px;margin:0;border-radius:12px;background:${v('color-border-strong')};cursor:pointer;transition:background ${v('duration-base')}}
.ph-ui-switch input::before{content:"";position:absolute;top:2px;left:2px;width:20px;height:20px;border-radius:50%;background:${v('color-surface')};transition:transform ${v('duration-base')} ${v('ease-standard')}}
.ph-ui-switch input:checked{background:${v('color-primary')}}
.ph-ui-switch input:checked::before{transform:translateX(20px)}
.ph-ui-switch input:disabled{opacity:.65;cursor:not-allowed}
@media (forced-colors:active){.ph-ui-switch input{border:1px solid CanvasText}.ph-ui-switch input::before{background:CanvasText}}
`;

export const modalCss = `
.ph-ui-modal-backdrop{position:fixed;inset:0;z-index:${v('z-modal')};display:flex;overflow-y:auto;background:${v('color-backdrop')};animation:ph-ui-fade ${v('duration-base')} ${v('ease-standard')}}
.ph-ui-modal-backdrop--plain{align-items:flex-start;justify-content:center;padding:${v('space-4')}}
.ph-ui-modal-backdrop--side{justify-content:flex-end}
.ph-ui-modal{position:relative;box-sizing:border-box;background:${v('color-surface')};color:${v('color-text')};box-shadow:${v('shadow-lg')}}
.ph-ui-modal--plain{margin:auto;border-radius:${v('radius-lg')};padding:${v('space-5')};max-width:calc(100vw - 2rem)}
.ph-ui-modal--plain.ph-ui-modal--spaced{margin-top:var(--ph-ui-modal-top)}
.ph-ui-modal--side{min-height:100%;width:100%;max-width:30rem;padding:${v('space-5')};overflow-y:auto;animation:ph-ui-slide ${v('duration-slow')} ${v('ease-standard')}}
.ph-ui-modal--side.ph-ui-modal--spaced{padding-top:var(--ph-ui-modal-top)}
.ph-ui-modal--xs{width:100%;max-width:22.5rem}
.ph-ui-modal--sm{width:100%;max-width:30rem}
.ph-ui-modal--md{width:100%;max-width:40rem}
.ph-ui-modal--lg{width:100%;max-width:50rem}
.ph-ui-modal--xl{width:100%;max-width:64rem}
@keyframes ph-ui-fade{from{opacity:0}}
@keyframes ph-ui-slide{from{transform:translateX(2rem);opacity:0}}
@media ${maxWidth('mobileMax')}{.ph-ui-modal--side{max-width:none}}
.ph-ui-modal-header{display:flex;align-items:flex-start;justify-content:space-between;gap:${v('space-4')};margin-bottom:${v('space-5')}}
.ph-ui-modal-header--border{border-bottom:${v('border-width')} solid ${v('color-border')}}
.ph-ui-modal-header__title{margin:0;font-size:${v('font-size-xl')};line-height:1.4}
.ph-ui-modal-close{flex:none;min-width:${v('control-height')};min-height:${v('control-height')};margin:-10px -10px 0 0;border:0;background:none;color:${v('color-text')};font-size:${v('font-size-2xl')};line-height:1;cursor:pointer;border-radius:${v('radius-pill')}}
.ph-ui-modal-close:hover{background:${v('color-surface-sunken')}}
.ph-ui-drawer{display:flex;flex-direction:column;padding-bottom:0}
.ph-ui-drawer .ph-ui-modal-body{flex:1 1 auto}
.ph-ui-drawer__footer{position:sticky;bottom:0;margin:0 calc(-1 * ${v('space-5')});padding:${v('space-4')} ${v('space-5')};background:${v('color-surface')};border-top:${v('border-width')} solid ${v('color-border')}}
.ph-ui-modal-footer{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:${v('space-3')};margin-top:${v('space-5')}}
`;
