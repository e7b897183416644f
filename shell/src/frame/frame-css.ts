import { maxWidth, minWidth } from '@ph/ui';

// The frame's layout (header, footer, notices), written only with @ph/ui's tokens. Small and
// static: the frame must paint before any remote arrives.
export const frameCss = `
.ph-header{position:relative;z-index:var(--ph-z-header);background:var(--ph-color-surface);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.ph-header__bar{box-sizing:border-box;max-width:var(--ph-container-max);margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:var(--ph-space-2) var(--ph-space-5);padding:var(--ph-space-3) var(--ph-space-4)}
.ph-logo{display:inline-flex;align-items:center;gap:var(--ph-space-2);font-weight:var(--ph-font-weight-semibold);font-size:var(--ph-font-size-xl);letter-spacing:-0.02em;color:var(--ph-color-ink);text-decoration:none;min-height:var(--ph-target-min)}
.ph-logo .ph-ui-icon{color:var(--ph-color-kraft);width:1.75rem;height:1.75rem}
.ph-nav{display:flex;flex-wrap:wrap;gap:var(--ph-space-1) var(--ph-space-4)}
.ph-nav a{color:var(--ph-color-text);text-decoration:none;font-weight:var(--ph-font-weight-semibold);font-size:var(--ph-font-size-sm);display:inline-flex;align-items:center;min-height:var(--ph-target-min)}
.ph-nav a:hover{color:var(--ph-color-primary);text-decoration:underline}
.ph-header-tools{margin-left:auto;display:flex;flex-wrap:wrap;align-items:center;gap:var(--ph-space-2)}
.ph-switcher{display:inline-flex;align-items:center;gap:var(--ph-space-1);position:relative}
.ph-switcher .ph-ui-icon{position:absolute;left:var(--ph-space-2);pointer-events:none;color:var(--ph-color-text-muted)}
.ph-switcher select{font:inherit;font-size:var(--ph-font-size-sm);min-height:var(--ph-control-height-sm);padding:0 var(--ph-space-3) 0 var(--ph-space-6);border:var(--ph-border-width) solid var(--ph-color-border-strong);border-radius:var(--ph-radius-pill);background:var(--ph-color-surface);color:var(--ph-color-text);cursor:pointer;max-width:11rem}
.ph-switcher--plain select{padding-left:var(--ph-space-3)}
.ph-header-link{font:inherit;font-size:var(--ph-font-size-sm);font-weight:var(--ph-font-weight-semibold);display:inline-flex;align-items:center;gap:var(--ph-space-1);min-height:var(--ph-control-height-sm);padding:0 var(--ph-space-3);border:0;border-radius:var(--ph-radius-pill);background:transparent;color:var(--ph-color-text);text-decoration:none;cursor:pointer}
.ph-header-link:hover{background:var(--ph-color-surface-sunken);color:var(--ph-color-text)}
.ph-cart-link{background:var(--ph-color-ink);color:var(--ph-color-on-ink)}
.ph-cart-link:hover{background:var(--ph-color-primary-hover);color:var(--ph-color-on-primary)}
.ph-account{position:relative}
.ph-account__menu{position:absolute;right:0;top:calc(100% + var(--ph-space-1));z-index:var(--ph-z-sticky);min-width:14rem;margin:0;padding:var(--ph-space-2);list-style:none;background:var(--ph-color-surface);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);box-shadow:var(--ph-shadow-md)}
.ph-account__menu[hidden]{display:none}
.ph-account__menu a{display:flex;align-items:center;gap:var(--ph-space-2);min-height:var(--ph-control-height-sm);padding:0 var(--ph-space-2);border-radius:var(--ph-radius-sm);color:var(--ph-color-text);text-decoration:none}
.ph-account__menu a:hover{background:var(--ph-color-surface-muted)}
.ph-account__who{padding:var(--ph-space-1) var(--ph-space-2) var(--ph-space-2);font-size:var(--ph-font-size-xs);color:var(--ph-color-text-muted);overflow:hidden;text-overflow:ellipsis;border-bottom:var(--ph-border-width) solid var(--ph-color-border);margin-bottom:var(--ph-space-1)}
.ph-skip{position:absolute;left:-100vw}
.ph-skip:focus{left:var(--ph-space-2);top:var(--ph-space-2);background:var(--ph-color-surface);padding:var(--ph-space-2);z-index:var(--ph-z-overlay)}
.ph-footer{background:var(--ph-color-ink);color:var(--ph-color-on-ink);margin-top:var(--ph-space-7)}
.ph-footer__bar{box-sizing:border-box;max-width:var(--ph-container-max);margin:0 auto;padding:var(--ph-space-6) var(--ph-space-4);display:flex;flex-wrap:wrap;gap:var(--ph-space-3) var(--ph-space-5);align-items:center}
.ph-footer a,.ph-footer .ph-link-button{color:var(--ph-color-on-ink);min-height:var(--ph-target-min)}
.ph-footer p{margin:0 0 0 auto;color:var(--ph-color-on-ink-muted);font-size:var(--ph-font-size-sm)}
.ph-locale-notice{margin:0;padding:var(--ph-space-2) var(--ph-space-4);background:var(--ph-color-warning-soft);color:var(--ph-color-text);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.ph-link-button{background:none;border:0;padding:0;color:var(--ph-color-primary);text-decoration:underline;cursor:pointer;font:inherit}
#ph-page-body{box-sizing:border-box;max-width:var(--ph-container-max);margin:0 auto;padding:var(--ph-space-5) var(--ph-space-4)}
@media ${maxWidth('mobileMax')}{.ph-header-tools{margin-left:0;width:100%}.ph-footer p{margin-left:0}}
@media ${minWidth('desktopS')}{.ph-header__bar{flex-wrap:nowrap}}
`;
