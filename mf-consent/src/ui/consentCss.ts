import { maxWidth } from '@ph/ui/lite';

/**
 * The consent UI's own rules (the dialogs use @ph/ui's), written with @ph/ui's tokens: on the page they
 * come from the shell's sheet, in the standalone element's shadow root from `@ph/ui/lite`. While the
 * banner is up the page gets room below its end, and focus scrolls clear of it: otherwise the banner,
 * fixed at the window's foot, would cover the last of the page for good (its "Add to cart" on a short
 * product page, with no script to answer the banner; WCAG 2.2's focus not obscured). The room is about
 * the banner's height (a larger one on a phone, where it spans the width and its text wraps more).
 */
export const consentCss = `
.ph-consent-banner{position:fixed;z-index:var(--ph-z-banner);right:var(--ph-space-4);bottom:var(--ph-space-4);box-sizing:border-box;width:min(27.5rem,calc(100vw - 2 * var(--ph-space-4)));max-height:calc(100vh - 2 * var(--ph-space-4));overflow:auto;padding:var(--ph-space-5);background:var(--ph-color-surface);color:var(--ph-color-text);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-lg);box-shadow:var(--ph-shadow-lg);font-family:var(--ph-font-sans);font-size:var(--ph-font-size-sm);line-height:var(--ph-line-height-base)}
.ph-consent-banner__title{margin:0 0 var(--ph-space-2);font-size:var(--ph-font-size-lg)}
.ph-consent-banner__text{margin:0 0 var(--ph-space-3)}
.ph-consent-banner__actions{display:flex;flex-wrap:wrap;gap:var(--ph-space-2)}
.ph-consent-banner__actions>*{flex:1 1 auto}
@media ${maxWidth('mobileMax')}{.ph-consent-banner{right:0;bottom:0;width:100vw;border-radius:0}}
html:has(.ph-consent-banner){--ph-consent-banner-room:calc(17rem + var(--ph-space-4));scroll-padding-bottom:var(--ph-consent-banner-room)}
@media ${maxWidth('mobileMax')}{html:has(.ph-consent-banner){--ph-consent-banner-room:24rem}}
html:has(.ph-consent-banner) body{padding-bottom:var(--ph-consent-banner-room)}
.ph-consent-table{width:100%;border-collapse:collapse;margin-top:var(--ph-space-3)}
.ph-consent-table th,.ph-consent-table td{text-align:left;vertical-align:top;padding:var(--ph-space-2);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.ph-consent-table .ph-ui-field{margin:0}
.ph-consent-always{font-weight:var(--ph-font-weight-semibold);white-space:nowrap}
.ph-consent-migration svg{display:block;max-width:100%;height:auto;margin:0 auto var(--ph-space-4)}
.ph-consent-migration__old{fill:var(--ph-color-surface-muted);stroke:var(--ph-color-border-strong)}
.ph-consent-migration__old-name{fill:var(--ph-color-text-muted)}
.ph-consent-migration__arrow{stroke:var(--ph-color-primary);fill:var(--ph-color-primary)}
.ph-consent-migration__new{fill:var(--ph-color-primary)}
.ph-consent-migration__new-name{fill:var(--ph-color-on-primary)}
`;
