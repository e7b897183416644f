// The store's design tokens, defined once as CSS custom properties (`--ph-<name>`). Components of
// this package and the remotes' layout rules read them with `var(--ph-…)` (`cssVar` below types the
// names); no other package writes a colour, a font size, a spacing or a breakpoint of its own.
//
// Colour pairs that carry text or a control's edge meet WCAG 2.2 AA: test/tokens.test.ts measures them.

export const tokens = {
  // Colour roles
  'color-text': '#1b1f24',
  'color-text-muted': '#545d6a',
  'color-bg': '#ffffff',
  'color-surface': '#ffffff',
  'color-surface-muted': '#f4f5f7',
  'color-surface-sunken': '#eceef2',
  'color-surface-kraft': '#f5ede2',
  'color-kraft': '#c79a63',
  'color-border': '#d7dbe1',
  'color-border-strong': '#6f7784',
  'color-primary': '#0a58ca',
  'color-primary-hover': '#084298',
  'color-primary-soft': '#e8f0fd',
  'color-on-primary': '#ffffff',
  'color-success': '#13703a',
  'color-success-soft': '#e7f5ec',
  'color-warning': '#8a4b00',
  'color-warning-soft': '#fff3dc',
  'color-danger': '#b42318',
  'color-danger-soft': '#fdeceb',
  'color-focus': '#1f6feb',
  'color-ink': '#14213d',
  'color-on-ink': '#ffffff',
  'color-on-ink-muted': '#c9d0dc',
  'color-backdrop': 'rgb(15 20 30 / 0.55)',
  'color-scrim': 'rgb(255 255 255 / 0.94)',
  'color-skeleton': '#e6e8ec',
  'color-skeleton-shine': '#f3f4f6',

  // Spacing scale (4 px steps where it matters, then wider)
  'space-0': '0',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.5rem',
  'space-6': '2rem',
  'space-7': '3rem',
  'space-8': '4rem',

  // Radii
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '12px',
  'radius-pill': '999px',

  // Borders
  'border-width': '1px',
  'border-width-strong': '2px',
  'focus-ring': '3px',

  // Shadows
  'shadow-sm': '0 1px 2px rgb(20 33 61 / 0.08)',
  'shadow-md': '0 4px 16px rgb(20 33 61 / 0.10)',
  'shadow-lg': '0 12px 40px rgb(20 33 61 / 0.22)',

  // Type
  'font-sans': '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.25rem',
  'font-size-2xl': '1.5rem',
  'font-size-3xl': 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)',
  'font-size-4xl': 'clamp(2rem, 1.5rem + 2vw, 3rem)',
  'font-weight-regular': '400',
  'font-weight-semibold': '600',
  'line-height-tight': '1.2',
  'line-height-base': '1.5',

  // Sizes of things
  'control-height': '44px',
  'control-height-sm': '36px',
  // WCAG 2.2 SC 2.5.8: the smallest pointer target (links and link-styled buttons standing alone).
  'target-min': '24px',
  'icon-size': '1.25rem',
  'container-max': '1300px',
  'content-max': '40rem',
  'thumb-size': '72px',
  'tile-picture-width': '64px',
  'tile-picture-height': '48px',

  // Layers (low to high)
  'z-sticky': '100',
  'z-header': '200',
  'z-banner': '900',
  'z-modal': '1000',
  'z-toast': '1500',
  'z-overlay': '2000',

  // Motion
  'duration-fast': '120ms',
  'duration-base': '200ms',
  'duration-slow': '320ms',
  'ease-standard': 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export type TokenName = keyof typeof tokens;

/** `var(--ph-<name>)`, typed, for the remotes' layout rules. */
export function cssVar(name: TokenName): string {
  return `var(--ph-${name})`;
}

function declarations(scope: string): string {
  return `${scope}{${Object.entries(tokens)
    .map(([k, v]) => `--ph-${k}:${v}`)
    .join(';')}}`;
}

/**
 * The token sheet. `scope` is `:root` on the page and `:host` inside a shadow root (the standalone
 * consent element). With reduced motion every duration collapses, so nothing slides or spins fast.
 */
export function tokensCss(scope = ':root'): string {
  return (
    declarations(scope) +
    `@media (prefers-reduced-motion:reduce){${scope}{--ph-duration-fast:1ms;--ph-duration-base:1ms;--ph-duration-slow:1ms}}`
  );
}

/** Colour values for the rare place that needs one in JavaScript (a canvas); CSS uses the tokens. */
export const colors = {
  text: tokens['color-text'],
  muted: tokens['color-text-muted'],
  primary: tokens['color-primary'],
  primaryHover: tokens['color-primary-hover'],
  error: tokens['color-danger'],
  border: tokens['color-border-strong'],
  divider: tokens['color-border'],
  focus: tokens['color-focus'],
  surface: tokens['color-surface'],
} as const;
