// The text of the package's page stylesheet: the tokens on `:root`, a small base and every component's
// rules. No JavaScript the page runs carries it: every app's build evaluates `pageSheet()` and emits it
// as a content-hashed CSS file (`ph-ui.<hash>.css`, @ph/build-config's ui-sheet.cjs); the shell's
// index.html links it in its head, and `useUiStyles` links the file of its own build where that is not
// the page's (README "Styles"). Import it (`@ph/ui/sheet`) only where the text itself is needed: a
// shadow root, a test.
import { minWidth, maxWidth } from './breakpoints';
import { a11yCss, buttonCss, CHEVRON, checkCss, fieldCss, focusRing, modalCss, v } from './coreCss';
import { tokensCss } from './tokens';

export const baseCss = `
:where(body){margin:0;font-family:${v('font-sans')};font-size:${v('font-size-md')};line-height:${v('line-height-base')};color:${v('color-text')};background:${v('color-bg')};-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
:where(h1,h2,h3,h4){line-height:${v('line-height-tight')};font-weight:${v('font-weight-semibold')};letter-spacing:-0.01em;margin:0 0 ${v('space-3')}}
:where(h1){font-size:${v('font-size-3xl')}}
:where(h2){font-size:${v('font-size-2xl')}}
:where(h3){font-size:${v('font-size-lg')}}
:where(p){margin:0 0 ${v('space-3')}}
:where(a){color:${v('color-primary')};text-underline-offset:0.15em}
:where(a:hover){color:${v('color-primary-hover')}}
:where(a,button,input,select,textarea,summary,[tabindex]):focus-visible{${focusRing}}
:where(img,svg){max-width:100%}
:where(table){border-collapse:collapse}
`;

export const uiCss = `${a11yCss}
/* Words beside an icon that only fit on a wider screen: read by assistive technology at every width, shown from the breakpoint on. */
.ph-ui-label-from-mobileL,.ph-ui-label-from-tabletL,.ph-ui-label-from-desktopS{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media ${minWidth('mobileL')}{.ph-ui-label-from-mobileL{position:static;width:auto;height:auto;overflow:visible;clip:auto}}
@media ${minWidth('tabletL')}{.ph-ui-label-from-tabletL{position:static;width:auto;height:auto;overflow:visible;clip:auto}}
@media ${minWidth('desktopS')}{.ph-ui-label-from-desktopS{position:static;width:auto;height:auto;overflow:visible;clip:auto}}
${buttonCss}
.ph-ui-spinner{display:inline-block;flex:none;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:ph-ui-spin .75s linear infinite;vertical-align:middle}
.ph-ui-spinner--md{width:1.5em;height:1.5em}
.ph-ui-spinner--lg{width:2.5em;height:2.5em;border-width:3px}
@keyframes ph-ui-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.ph-ui-spinner{animation-duration:2.5s}}
${fieldCss}${checkCss}
.ph-ui-tiles{border:0;padding:0;margin:0;min-width:0}
.ph-ui-tiles__legend{padding:0;margin-bottom:${v('space-2')};font-weight:${v('font-weight-semibold')};font-size:${v('font-size-sm')}}
.ph-ui-tiles__legend-value{font-weight:${v('font-weight-regular')};color:${v('color-text-muted')}}
.ph-ui-tiles__list{display:grid;gap:${v('space-2')};grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr))}
.ph-ui-tiles--swatch .ph-ui-tiles__list{grid-template-columns:repeat(auto-fill,minmax(5.5rem,1fr))}
.ph-ui-tile{position:relative;display:block;cursor:pointer;min-width:0}
.ph-ui-tile input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.ph-ui-tile__body{box-sizing:border-box;height:100%;display:flex;flex-direction:column;align-items:flex-start;gap:${v('space-2')};padding:${v('space-2')};border:${v('border-width')} solid ${v('color-border')};border-radius:${v('radius-md')};background:${v('color-surface')};transition:border-color ${v('duration-fast')},box-shadow ${v('duration-fast')},background ${v('duration-fast')}}
.ph-ui-tile:hover .ph-ui-tile__body{border-color:${v('color-border-strong')}}
.ph-ui-tile input:checked+.ph-ui-tile__body{border-color:${v('color-primary')};box-shadow:inset 0 0 0 1px ${v('color-primary')};background:${v('color-primary-soft')}}
.ph-ui-tile input:disabled+.ph-ui-tile__body{opacity:.5;cursor:not-allowed}
.ph-ui-tile__picture{display:block;width:100%;aspect-ratio:4/3;height:auto;object-fit:cover;border-radius:${v('radius-sm')};background:${v('color-surface-muted')}}
.ph-ui-tile__text{display:flex;flex-direction:column;gap:2px;font-size:${v('font-size-sm')};line-height:1.3}
.ph-ui-tile__title{font-weight:${v('font-weight-semibold')}}
.ph-ui-tile__hint{color:${v('color-text-muted')}}
.ph-ui-tile__check{position:absolute;top:${v('space-2')};right:${v('space-2')};display:none;width:1.25rem;height:1.25rem;border-radius:50%;background:${v('color-primary')};color:${v('color-on-primary')}}
.ph-ui-tile input:checked~.ph-ui-tile__check{display:grid;place-items:center}
.ph-ui-tile__check .ph-ui-icon,.ph-ui-steps__number .ph-ui-icon{width:0.875rem;height:0.875rem}
.ph-ui-tiles--swatch .ph-ui-tile__body{align-items:center;text-align:center}
.ph-ui-tiles--swatch .ph-ui-tile__picture{aspect-ratio:1;border-radius:50%;width:3rem}

.ph-ui-stepper{display:inline-flex;align-items:stretch;border:${v('border-width')} solid ${v('color-border-strong')};border-radius:${v('radius-md')};background:${v('color-surface')};overflow:hidden}
.ph-ui-stepper__button{font:inherit;border:0;background:transparent;color:${v('color-text')};width:${v('control-height')};min-height:${v('control-height')};display:grid;place-items:center;cursor:pointer}
.ph-ui-stepper__button:hover:not(:disabled){background:${v('color-surface-sunken')}}
.ph-ui-stepper__button:disabled{color:${v('color-border-strong')};cursor:not-allowed}
.ph-ui-stepper__input{font:inherit;width:6ch;min-width:0;border:0;border-left:${v('border-width')} solid ${v('color-border')};border-right:${v('border-width')} solid ${v('color-border')};text-align:center;font-variant-numeric:tabular-nums;-moz-appearance:textfield;background:transparent;color:${v('color-text')}}
.ph-ui-stepper__input::-webkit-outer-spin-button,.ph-ui-stepper__input::-webkit-inner-spin-button{-webkit-appearance:none;margin:0}

.ph-ui-steps{list-style:none;margin:0;padding:0;display:flex;gap:${v('space-2')};counter-reset:ph-step}
.ph-ui-steps__item{flex:1 1 0;min-width:0;display:flex;flex-direction:column;gap:${v('space-2')};font-size:${v('font-size-sm')};color:${v('color-text-muted')}}
.ph-ui-steps__bar{height:4px;border-radius:${v('radius-pill')};background:${v('color-border')}}
.ph-ui-steps__item--done .ph-ui-steps__bar,.ph-ui-steps__item--current .ph-ui-steps__bar{background:${v('color-primary')}}
.ph-ui-steps__label{display:flex;align-items:center;gap:${v('space-2')};min-width:0}
.ph-ui-steps__number{flex:none;display:grid;place-items:center;width:1.5rem;height:1.5rem;border-radius:50%;border:${v('border-width-strong')} solid currentColor;font-size:${v('font-size-xs')};font-weight:${v('font-weight-semibold')}}
.ph-ui-steps__item--current{color:${v('color-text')};font-weight:${v('font-weight-semibold')}}
.ph-ui-steps__item--current .ph-ui-steps__number{background:${v('color-primary')};border-color:${v('color-primary')};color:${v('color-on-primary')}}
.ph-ui-steps__item--done{color:${v('color-text')}}
.ph-ui-steps__item--done .ph-ui-steps__number{background:${v('color-primary-soft')};border-color:${v('color-primary')};color:${v('color-primary')}}
.ph-ui-steps__name{overflow:hidden;text-overflow:ellipsis}
.ph-ui-steps__link{font:inherit;color:inherit;background:none;border:0;padding:0;cursor:pointer;text-align:left;display:inline-flex;align-items:center;gap:${v('space-2')};min-width:0;text-decoration:underline;text-underline-offset:0.15em}
@media ${maxWidth('mobileL')}{.ph-ui-steps__item:not(.ph-ui-steps__item--current) .ph-ui-steps__name{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}

.ph-ui-card{box-sizing:border-box;background:${v('color-surface')};border:${v('border-width')} solid ${v('color-border')};border-radius:${v('radius-lg')};padding:${v('space-5')};box-shadow:${v('shadow-sm')};min-width:0}
.ph-ui-card--flush{padding:0;overflow:hidden}
.ph-ui-card--muted{background:${v('color-surface-muted')};box-shadow:none}
.ph-ui-card__title{font-size:${v('font-size-lg')};margin:0 0 ${v('space-4')}}

.ph-ui-badge{display:inline-flex;align-items:center;gap:${v('space-1')};padding:2px ${v('space-2')};border-radius:${v('radius-pill')};font-size:${v('font-size-xs')};font-weight:${v('font-weight-semibold')};line-height:1.5;white-space:nowrap;background:${v('color-surface-sunken')};color:${v('color-text')}}
.ph-ui-badge--info{background:${v('color-primary-soft')};color:${v('color-primary-hover')}}
.ph-ui-badge--success{background:${v('color-success-soft')};color:${v('color-success')}}
.ph-ui-badge--warning{background:${v('color-warning-soft')};color:${v('color-warning')}}
.ph-ui-badge--danger{background:${v('color-danger-soft')};color:${v('color-danger')}}

.ph-ui-price{font-variant-numeric:tabular-nums;white-space:nowrap}
.ph-ui-price-tag{display:inline-flex;flex-wrap:wrap;align-items:baseline;gap:0 ${v('space-2')}}
.ph-ui-price-tag__amount{font-weight:${v('font-weight-semibold')}}
.ph-ui-price-tag--lg .ph-ui-price-tag__amount{font-size:${v('font-size-2xl')}}
.ph-ui-price-tag__note{font-size:${v('font-size-sm')};color:${v('color-text-muted')}}

.ph-ui-summary__rows{margin:0;display:grid;gap:${v('space-2')}}
.ph-ui-summary__row{display:flex;justify-content:space-between;align-items:baseline;gap:${v('space-4')}}
.ph-ui-summary__row dt{color:${v('color-text-muted')}}
.ph-ui-summary__row dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.ph-ui-summary__row--discount dd,.ph-ui-summary__row--discount dt{color:${v('color-success')}}
.ph-ui-summary__row--total{border-top:${v('border-width')} solid ${v('color-border')};padding-top:${v('space-3')};margin-top:${v('space-1')};font-size:${v('font-size-lg')}}
.ph-ui-summary__row--total dt{color:${v('color-text')};font-weight:${v('font-weight-semibold')}}
.ph-ui-summary__row--total dd{font-weight:${v('font-weight-semibold')}}
.ph-ui-summary__note{margin:${v('space-1')} 0 0;font-size:${v('font-size-sm')};color:${v('color-text-muted')};text-align:right}
.ph-ui-summary__actions{display:grid;gap:${v('space-3')};margin-top:${v('space-5')}}

.ph-ui-alert{box-sizing:border-box;display:flex;gap:${v('space-3')};align-items:flex-start;padding:${v('space-3')} ${v('space-4')};border-radius:${v('radius-md')};border:${v('border-width')} solid transparent;background:${v('color-primary-soft')};color:${v('color-text')}}
.ph-ui-alert__body{flex:1;min-width:0}
.ph-ui-alert__body>:last-child{margin-bottom:0}
.ph-ui-alert__title{font-weight:${v('font-weight-semibold')};margin:0 0 ${v('space-1')}}
.ph-ui-alert .ph-ui-icon{margin-top:2px}
.ph-ui-alert--info .ph-ui-icon{color:${v('color-primary')}}
.ph-ui-alert--success{background:${v('color-success-soft')}}
.ph-ui-alert--success .ph-ui-icon{color:${v('color-success')}}
.ph-ui-alert--warning{background:${v('color-warning-soft')}}
.ph-ui-alert--warning .ph-ui-icon{color:${v('color-warning')}}
.ph-ui-alert--danger{background:${v('color-danger-soft')};border-color:${v('color-danger')}}
.ph-ui-alert--danger .ph-ui-icon{color:${v('color-danger')}}
.ph-ui-toasts{position:fixed;z-index:${v('z-toast')};left:50%;bottom:${v('space-5')};transform:translateX(-50%);display:grid;gap:${v('space-2')};width:min(28rem,calc(100vw - 2rem));pointer-events:none}
.ph-ui-toast{pointer-events:auto;display:flex;align-items:center;gap:${v('space-3')};padding:${v('space-3')} ${v('space-3')} ${v('space-3')} ${v('space-4')};border-radius:${v('radius-md')};background:${v('color-ink')};color:${v('color-on-ink')};box-shadow:${v('shadow-lg')};animation:ph-ui-rise ${v('duration-base')} ${v('ease-standard')}}
.ph-ui-toast__text{flex:1}
.ph-ui-toast .ph-ui-button--icon{color:${v('color-on-ink')};width:${v('control-height-sm')};min-height:${v('control-height-sm')}}
.ph-ui-toast .ph-ui-button--icon:hover{background:transparent;text-decoration:underline}
.ph-ui-toast a{color:${v('color-on-ink')}}
@keyframes ph-ui-rise{from{transform:translateY(0.5rem);opacity:0}}

.ph-ui-skeleton{display:block;border-radius:${v('radius-sm')};background:${v('color-skeleton')};background-image:linear-gradient(90deg,${v('color-skeleton')} 0,${v('color-skeleton-shine')} 50%,${v('color-skeleton')} 100%);background-size:200% 100%;animation:ph-ui-shine 1.4s ease-in-out infinite}
.ph-ui-skeleton--text{height:1em;margin:0.25em 0}
.ph-ui-skeleton--round{border-radius:50%}
@keyframes ph-ui-shine{from{background-position:150% 0}to{background-position:-50% 0}}
@media (prefers-reduced-motion:reduce){.ph-ui-skeleton{animation:none}}

.ph-ui-tabs__list{display:flex;gap:${v('space-1')};border-bottom:${v('border-width')} solid ${v('color-border')};overflow-x:auto}
.ph-ui-tabs__tab{font:inherit;background:none;border:0;border-bottom:3px solid transparent;padding:${v('space-3')} ${v('space-4')};color:${v('color-text-muted')};cursor:pointer;white-space:nowrap}
.ph-ui-tabs__tab[aria-selected="true"]{color:${v('color-text')};border-bottom-color:${v('color-primary')};font-weight:${v('font-weight-semibold')}}
.ph-ui-tabs__panel{padding-top:${v('space-4')}}

.ph-ui-accordion{border-top:${v('border-width')} solid ${v('color-border')}}
.ph-ui-accordion details{border-bottom:${v('border-width')} solid ${v('color-border')}}
.ph-ui-accordion summary{list-style:none;cursor:pointer;display:flex;justify-content:space-between;align-items:center;gap:${v('space-3')};padding:${v('space-4')} 0;font-weight:${v('font-weight-semibold')}}
.ph-ui-accordion summary::-webkit-details-marker{display:none}
.ph-ui-accordion summary::after{content:"";flex:none;width:12px;height:8px;background:${CHEVRON} no-repeat center;transition:transform ${v('duration-base')}}
.ph-ui-accordion details[open]>summary::after{transform:rotate(180deg)}
.ph-ui-accordion__panel{padding:0 0 ${v('space-4')}}

.ph-ui-breadcrumbs ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:${v('space-1')} ${v('space-2')};font-size:${v('font-size-sm')};color:${v('color-text-muted')}}
.ph-ui-breadcrumbs li{display:inline-flex;align-items:center;gap:${v('space-2')}}
.ph-ui-breadcrumbs li+li::before{content:"/";color:${v('color-border-strong')}}
.ph-ui-breadcrumbs a{color:${v('color-text-muted')}}
.ph-ui-breadcrumbs [aria-current="page"]{color:${v('color-text')}}

.ph-ui-properties{display:grid;grid-template-columns:max-content 1fr;gap:${v('space-1')} ${v('space-3')};margin:${v('space-2')} 0;font-size:${v('font-size-sm')}}
.ph-ui-properties>div{display:contents}
.ph-ui-properties dt{color:${v('color-text-muted')}}
.ph-ui-properties dd{margin:0}

.ph-ui-empty{display:flex;flex-direction:column;align-items:center;text-align:center;gap:${v('space-3')};padding:${v('space-7')} ${v('space-4')};border:${v('border-width')} dashed ${v('color-border')};border-radius:${v('radius-lg')};background:${v('color-surface-muted')}}
.ph-ui-empty__icon{display:grid;place-items:center;width:3.5rem;height:3.5rem;border-radius:50%;background:${v('color-surface')};color:${v('color-primary')};box-shadow:${v('shadow-sm')}}
.ph-ui-empty__icon .ph-ui-icon{width:1.75rem;height:1.75rem}
.ph-ui-empty__title{margin:0;font-size:${v('font-size-xl')}}
.ph-ui-empty__text{margin:0;color:${v('color-text-muted')};max-width:${v('content-max')}}
.ph-ui-empty__actions{display:flex;flex-wrap:wrap;justify-content:center;gap:${v('space-3')};margin-top:${v('space-2')}}
${modalCss}.ph-ui-overlay{position:fixed;inset:0;z-index:${v('z-overlay')};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${v('space-4')};padding:${v('space-5')};text-align:center;background:${v('color-scrim')};color:${v('color-text')};cursor:progress;animation:ph-ui-fade ${v('duration-base')} ${v('ease-standard')}}
.ph-ui-overlay--error{cursor:default}
.ph-ui-overlay__card{display:flex;flex-direction:column;align-items:center;gap:${v('space-4')};padding:${v('space-6')} ${v('space-6')};max-width:min(28rem,100%);box-sizing:border-box;border-radius:${v('radius-lg')};background:${v('color-surface')};box-shadow:${v('shadow-lg')};color:${v('color-primary')}}
.ph-ui-overlay__message{font-size:${v('font-size-lg')};font-weight:${v('font-weight-semibold')};max-width:36em;color:${v('color-text')}}
.ph-ui-overlay__hint{color:${v('color-text-muted')};margin:0}
.ph-ui-error-panel{box-sizing:border-box;padding:${v('space-4')} ${v('space-5')};border:${v('border-width')} solid ${v('color-border')};border-left:4px solid ${v('color-danger')};border-radius:${v('radius-md')};background:${v('color-surface')};color:${v('color-text')}}
.ph-ui-error-panel__title{margin:0 0 ${v('space-2')};font-size:${v('font-size-lg')}}
.ph-ui-error-panel__message{margin:0 0 ${v('space-4')}}
@media ${minWidth('tabletS')}{.ph-ui-toasts{left:auto;right:${v('space-5')};transform:none}}
`;

/** The page's sheet (tokens on `:root`, base, components): what the build writes to `ph-ui.<hash>.css`. */
export function pageSheet(): string {
  return tokensCss(':root') + baseCss + uiCss;
}

/** The whole sheet of this package, for a shadow root (tokens on `:host`). */
export function uiSheetFor(scope: ':root' | ':host'): string {
  return tokensCss(scope) + baseCss + uiCss;
}
