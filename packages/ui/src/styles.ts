import { useInsertionEffect } from 'react';
import { BREAKPOINTS } from './breakpoints';

// Injected once as a <style> element rather than imported as a .css file: remotes are built by
// different webpack configs and may not all have a CSS loader, and :focus-visible / :checked /
// media queries cannot be written as inline styles.
// Colours meet WCAG AA: text 15:1, muted 6.4:1, primary 6.5:1 (white on it too), error 6.5:1,
// control borders 4.5:1, focus ring 4.6:1 against white.
export const colors = {
  text: '#1f2328',
  muted: '#57606a',
  primary: '#0a58ca',
  primaryHover: '#084298',
  error: '#b42318',
  border: '#6e7781',
  divider: '#d0d7de',
  focus: '#1f6feb',
  surface: '#ffffff',
} as const;

const STYLE_ELEMENT_ID = 'ph-ui-styles-v1';

export const uiCss = `
.ph-ui-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.ph-ui-button:focus-visible,.ph-ui-field__control:focus-visible,.ph-ui-check input:focus-visible,.ph-ui-switch input:focus-visible,.ph-ui-modal-close:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.ph-ui-modal:focus-visible,.ph-ui-overlay:focus-visible{outline:none}
.ph-ui-button{box-sizing:border-box;font:inherit;font-weight:600;display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 20px;border-radius:6px;border:2px solid transparent;cursor:pointer;text-decoration:none}
.ph-ui-button--primary{background:${colors.primary};color:#fff}
.ph-ui-button--primary:hover{background:${colors.primaryHover}}
.ph-ui-button--secondary{background:${colors.surface};color:${colors.primary};border-color:${colors.primary}}
.ph-ui-button--secondary:hover{color:${colors.primaryHover};border-color:${colors.primaryHover}}
.ph-ui-button--link{background:none;border:0;min-height:auto;padding:0;color:${colors.primary};text-decoration:underline}
.ph-ui-button[aria-busy="true"]{cursor:progress}
.ph-ui-button:disabled,.ph-ui-button[aria-disabled="true"]{opacity:.65;cursor:not-allowed}
.ph-ui-spinner{display:inline-block;flex:none;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:ph-ui-spin .75s linear infinite;vertical-align:middle}
.ph-ui-spinner--md{width:1.5em;height:1.5em}
.ph-ui-spinner--lg{width:2.5em;height:2.5em;border-width:3px}
@keyframes ph-ui-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.ph-ui-spinner{animation-duration:2.5s}}
.ph-ui-field{display:flex;flex-direction:column;gap:4px;color:${colors.text}}
.ph-ui-field__label{font-weight:600}
.ph-ui-field__required{color:${colors.error};margin-left:2px}
.ph-ui-field__control{box-sizing:border-box;font:inherit;min-height:44px;padding:8px 12px;border:1px solid ${colors.border};border-radius:6px;background:${colors.surface};color:${colors.text}}
.ph-ui-field__control[aria-invalid="true"]{border-color:${colors.error};border-width:2px}
.ph-ui-field__hint{color:${colors.muted};font-size:.875rem}
.ph-ui-field__error{color:${colors.error};font-size:.875rem;font-weight:600}
.ph-ui-check{display:flex;align-items:flex-start;gap:8px}
.ph-ui-switch{align-items:center}
.ph-ui-check input{width:20px;height:20px;margin:2px 0 0;accent-color:${colors.primary};flex:none}
.ph-ui-switch input{appearance:none;-webkit-appearance:none;position:relative;flex:none;width:44px;height:24px;margin:0;border-radius:12px;background:${colors.border};cursor:pointer;transition:background .15s}
.ph-ui-switch input::before{content:"";position:absolute;top:2px;left:2px;width:20px;height:20px;border-radius:50%;background:#fff;transition:transform .15s}
.ph-ui-switch input:checked{background:${colors.primary}}
.ph-ui-switch input:checked::before{transform:translateX(20px)}
.ph-ui-switch input:disabled{opacity:.65;cursor:not-allowed}
@media (forced-colors:active){.ph-ui-switch input{border:1px solid CanvasText}.ph-ui-switch input::before{background:CanvasText}}
.ph-ui-modal-backdrop{position:fixed;inset:0;z-index:1000;display:flex;overflow-y:auto;background:rgba(0,0,0,.5)}
.ph-ui-modal-backdrop--plain{align-items:flex-start;justify-content:center;padding:16px}
.ph-ui-modal-backdrop--side{justify-content:flex-end}
.ph-ui-modal{position:relative;box-sizing:border-box;background:${colors.surface};color:${colors.text};box-shadow:0 8px 32px rgba(0,0,0,.24)}
.ph-ui-modal--plain{margin:auto;border-radius:8px;padding:24px;max-width:calc(100vw - 32px)}
.ph-ui-modal--plain.ph-ui-modal--spaced{margin-top:var(--ph-ui-modal-top)}
.ph-ui-modal--side{min-height:100%;width:100%;max-width:480px;padding:24px;overflow-y:auto}
.ph-ui-modal--side.ph-ui-modal--spaced{padding-top:var(--ph-ui-modal-top)}
.ph-ui-modal--xs{width:100%;max-width:360px}
.ph-ui-modal--sm{width:100%;max-width:480px}
.ph-ui-modal--md{width:100%;max-width:640px}
.ph-ui-modal--lg{width:100%;max-width:800px}
.ph-ui-modal--xl{width:100%;max-width:1024px}
@media (max-width:${BREAKPOINTS.mobileMax}px){.ph-ui-modal--side{max-width:none}}
.ph-ui-modal-header{display:flex;align-items:flex-start;justify-content:space-between;gap:16px;margin-bottom:24px}
.ph-ui-modal-header--border{border-bottom:1px solid ${colors.divider}}
.ph-ui-modal-header__title{margin:0;font-size:1.25rem;line-height:1.4}
.ph-ui-modal-close{flex:none;min-width:44px;min-height:44px;margin:-10px -10px 0 0;border:0;background:none;color:${colors.text};font-size:1.5rem;line-height:1;cursor:pointer;border-radius:6px}
.ph-ui-modal-footer{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:12px;margin-top:24px}
.ph-ui-overlay{position:fixed;inset:0;z-index:2000;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;text-align:center;background:rgba(255,255,255,.94);color:${colors.text};cursor:progress}
.ph-ui-overlay--error{cursor:default}
.ph-ui-overlay__message{font-size:1.125rem;font-weight:600;max-width:36em}
.ph-ui-overlay__hint{color:${colors.muted}}
.ph-ui-error-panel{box-sizing:border-box;padding:16px 20px;border:1px solid ${colors.divider};border-left:4px solid ${colors.error};border-radius:6px;background:${colors.surface};color:${colors.text}}
.ph-ui-error-panel__title{margin:0 0 8px;font-size:1.125rem}
.ph-ui-error-panel__message{margin:0 0 16px}
.ph-ui-price{font-variant-numeric:tabular-nums;white-space:nowrap}
`;

/** Adds the package's stylesheet to the document once (every component calls it). */
export function useUiStyles(): void {
  useInsertionEffect(() => {
    if (typeof document === 'undefined' || document.getElementById(STYLE_ELEMENT_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ELEMENT_ID;
    style.textContent = uiCss;
    document.head.appendChild(style);
  }, []);
}

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
