/** Layout breakpoints in px (docs/domain.md#constants-and-limits: mobile 320/424/480/767, tablet 992/1024, desktop 1200/1300/1920). */
export const BREAKPOINTS = {
  mobileS: 320,
  mobileM: 424,
  mobileL: 480,
  mobileMax: 767,
  tabletS: 992,
  tabletL: 1024,
  desktopS: 1200,
  desktopM: 1300,
  desktopL: 1920,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** `(min-width: Npx)` for CSS or `window.matchMedia`. */
export function minWidth(bp: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[bp]}px)`;
}

/** `(max-width: Npx)`; `maxWidth('mobileMax')` is "phones". */
export function maxWidth(bp: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[bp]}px)`;
}
