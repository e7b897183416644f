import { maxWidth, minWidth } from '@ph/ui';

// The frame's layout (header, footer, notices), written only with @ph/ui's tokens. Small and
// static: the frame must paint before any remote arrives. Mobile first: on a phone the header is the
// logo and five icon buttons, the last opening the main navigation (MainNav) under them; from 1024 px
// words beside the icons; from 1200 px the navigation is a row of links under the bar.
export const frameCss = `
.ph-header{position:relative;z-index:var(--ph-z-header);background:var(--ph-color-surface);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.ph-header__bar{box-sizing:border-box;max-width:var(--ph-container-max);margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:var(--ph-space-2) var(--ph-space-4);padding:var(--ph-space-2) var(--ph-space-4)}
.ph-logo{display:inline-flex;align-items:center;gap:var(--ph-space-2);font-weight:var(--ph-font-weight-semibold);font-size:var(--ph-font-size-xl);letter-spacing:-0.02em;color:var(--ph-color-ink);text-decoration:none;min-height:var(--ph-control-height)}
.ph-logo .ph-ui-icon{color:var(--ph-color-kraft);width:1.75rem;height:1.75rem}
.ph-menu,.ph-header-form{display:contents}
.ph-header__bar{anchor-name:--ph-header-bar}
.ph-nav{display:none;order:3;box-sizing:border-box;width:100%;margin:0;padding:var(--ph-space-2) 0;overflow:visible;color:inherit;background:var(--ph-color-surface);border:0;border-top:var(--ph-border-width) solid var(--ph-color-border)}
.ph-nav--open,.ph-nav:popover-open{display:block}
.ph-nav:popover-open{position:absolute;position-anchor:--ph-header-bar;inset:auto;top:anchor(bottom);left:anchor(left);right:anchor(right);width:auto;height:auto;padding:var(--ph-space-2) var(--ph-space-4);box-shadow:var(--ph-shadow-md)}
.ph-nav--open ul+ul,.ph-nav:popover-open ul+ul{margin-top:var(--ph-space-2)}
.ph-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:0 var(--ph-space-4)}
.ph-nav a{color:var(--ph-color-text);text-decoration:none;font-weight:var(--ph-font-weight-semibold);font-size:var(--ph-font-size-sm);display:flex;align-items:center;min-height:var(--ph-control-height-sm)}
.ph-nav a:hover{color:var(--ph-color-primary);text-decoration:underline}
.ph-nav a[aria-current=page]{color:var(--ph-color-primary);box-shadow:inset 0 calc(-1 * var(--ph-border-width-strong)) 0 var(--ph-color-primary)}
.ph-header-tools{margin-left:auto;display:flex;align-items:center;gap:var(--ph-space-1)}
.ph-header-link,.ph-search-entry{box-sizing:border-box;font:inherit;font-size:var(--ph-font-size-sm);font-weight:var(--ph-font-weight-semibold);display:inline-flex;align-items:center;gap:var(--ph-space-1);min-height:var(--ph-control-height-sm);min-width:var(--ph-control-height-sm);justify-content:center;padding:0 var(--ph-space-2);border:0;border-radius:var(--ph-radius-pill);background:transparent;color:var(--ph-color-text);text-decoration:none;cursor:pointer;white-space:nowrap}
.ph-header-link:hover,.ph-search-entry:hover{background:var(--ph-color-surface-sunken);color:var(--ph-color-text)}
.ph-header-link[aria-expanded=true]{background:var(--ph-color-surface-sunken)}
.ph-search-entry{font-weight:var(--ph-font-weight-regular);color:var(--ph-color-text-muted)}
.ph-header-link,.ph-search-entry{position:relative}
.ph-cart-link{position:relative;background:var(--ph-color-ink);color:var(--ph-color-on-ink);padding:0 var(--ph-space-3)}
.ph-cart-link:hover{background:var(--ph-color-primary-hover);color:var(--ph-color-on-primary)}
.ph-cart-badge{display:inline-grid;place-items:center;min-width:1.25rem;height:1.25rem;padding:0 var(--ph-space-1);box-sizing:border-box;border-radius:var(--ph-radius-pill);background:var(--ph-color-surface);color:var(--ph-color-ink);font-size:var(--ph-font-size-xs);font-variant-numeric:tabular-nums}
.ph-popover,.ph-account{position:relative}
.ph-locale-button{anchor-name:--ph-locale-button}
.ph-account>button{anchor-name:--ph-account-button}
.ph-popover__panel,.ph-account__menu{position:absolute;right:0;top:calc(100% + var(--ph-space-1));left:auto;bottom:auto;color:inherit;z-index:var(--ph-z-sticky);box-sizing:border-box;min-width:14rem;max-width:calc(100vw - 2 * var(--ph-space-4));margin:0;padding:var(--ph-space-2);list-style:none;background:var(--ph-color-surface);border:var(--ph-border-width) solid var(--ph-color-border);border-radius:var(--ph-radius-md);box-shadow:var(--ph-shadow-md)}
.ph-popover__panel[hidden],.ph-account__menu[hidden]{display:none}
.ph-popover__panel:popover-open{position-anchor:--ph-locale-button}
.ph-account__menu:popover-open{position-anchor:--ph-account-button}
.ph-popover__panel:popover-open,.ph-account__menu:popover-open{top:calc(anchor(bottom) + var(--ph-space-1));right:anchor(right)}
.ph-account__menu a{display:flex;align-items:center;gap:var(--ph-space-2);min-height:var(--ph-control-height-sm);padding:0 var(--ph-space-2);border-radius:var(--ph-radius-sm);color:var(--ph-color-text);text-decoration:none}
.ph-account__menu a:hover{background:var(--ph-color-surface-muted)}
.ph-account__who{padding:var(--ph-space-1) var(--ph-space-2) var(--ph-space-2);font-size:var(--ph-font-size-xs);color:var(--ph-color-text-muted);overflow:hidden;text-overflow:ellipsis;border-bottom:var(--ph-border-width) solid var(--ph-color-border);margin-bottom:var(--ph-space-1)}
.ph-skip{position:absolute;left:-100vw}
.ph-skip:focus{left:var(--ph-space-2);top:var(--ph-space-2);background:var(--ph-color-surface);padding:var(--ph-space-2);z-index:var(--ph-z-overlay)}
.ph-footer{background:var(--ph-color-ink);color:var(--ph-color-on-ink);margin-top:var(--ph-space-7)}
.ph-footer__bar{box-sizing:border-box;max-width:var(--ph-container-max);margin:0 auto;padding:var(--ph-space-6) var(--ph-space-4) var(--ph-space-5)}
.ph-footer__columns{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--ph-space-5) var(--ph-space-4)}
.ph-footer__heading{margin:0 0 var(--ph-space-2);font-size:var(--ph-font-size-sm);font-weight:var(--ph-font-weight-semibold);color:var(--ph-color-on-ink-muted);text-transform:uppercase;letter-spacing:0.06em}
.ph-footer ul{list-style:none;margin:0;padding:0}
.ph-footer__column li{margin:0}
.ph-footer a,.ph-footer .ph-link-button{display:inline-flex;align-items:center;min-height:var(--ph-control-height-sm);color:var(--ph-color-on-ink);text-decoration:none;font-size:var(--ph-font-size-sm);text-align:left}
.ph-footer a:hover,.ph-footer .ph-link-button:hover{text-decoration:underline}
.ph-footer__legal{display:flex;flex-wrap:wrap;gap:0 var(--ph-space-5)}
.ph-footer__base{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--ph-space-4);margin-top:var(--ph-space-6);padding-top:var(--ph-space-5);border-top:var(--ph-border-width) solid var(--ph-color-on-ink-muted)}
.ph-pay-marks{display:flex;flex-wrap:wrap;gap:var(--ph-space-2)}
.ph-pay-mark{display:inline-flex;align-items:center;min-height:var(--ph-control-height-sm);padding:0 var(--ph-space-2);border-radius:var(--ph-radius-sm);background:var(--ph-color-surface);color:var(--ph-color-ink);font-size:var(--ph-font-size-xs);font-weight:var(--ph-font-weight-semibold)}
.ph-pay-mark--visa{font-style:italic;letter-spacing:0.04em;color:var(--ph-color-primary-hover)}
.ph-pay-mark--paypal{font-style:italic;color:var(--ph-color-primary-hover)}
.ph-footer__copyright{margin:0;color:var(--ph-color-on-ink-muted);font-size:var(--ph-font-size-sm)}
.ph-locale-notice{margin:0;padding:var(--ph-space-2) var(--ph-space-4);background:var(--ph-color-warning-soft);color:var(--ph-color-text);border-bottom:var(--ph-border-width) solid var(--ph-color-border)}
.ph-link-button{background:none;border:0;padding:0;color:var(--ph-color-primary);text-decoration:underline;cursor:pointer;font:inherit}
#ph-page-body{box-sizing:border-box;max-width:var(--ph-container-max);margin:0 auto;padding:var(--ph-space-5) var(--ph-space-4)}
@media ${maxWidth('mobileMax')}{.ph-nav ul{flex-direction:column}.ph-nav a{min-height:var(--ph-control-height)}.ph-header__bar{padding:var(--ph-space-1) var(--ph-space-3)}.ph-logo{font-size:var(--ph-font-size-lg)}.ph-popover{position:static}.ph-header-tools{position:relative}.ph-popover__panel:popover-open,.ph-account__menu:popover-open{right:var(--ph-space-3)}}
@media ${minWidth('tabletL')}{.ph-footer__columns{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media ${minWidth('desktopS')}{.ph-menu__button{display:none}.ph-nav,.ph-nav:popover-open{position:static;box-shadow:none;display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 var(--ph-space-5);padding-bottom:0}.ph-header-tools{gap:var(--ph-space-2)}.ph-search-entry{min-width:13rem;justify-content:flex-start;padding:0 var(--ph-space-3);border:var(--ph-border-width) solid var(--ph-color-border-strong);background:var(--ph-color-surface)}}
`;
