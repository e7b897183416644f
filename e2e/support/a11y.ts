import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './store';

// axe-core in the journeys (issue 13): every page a journey reaches is checked against WCAG 2.2 A/AA
// and fails on serious or critical violations. Moderate and minor findings are not gates.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface A11yOptions {
  /** Only this part of the page (a dialog, say); the whole page otherwise. */
  include?: string;
}

/**
 * Waits until the page's finite CSS transitions and animations have ended (a spinner's endless one does
 * not count): axe reads colours as they are painted, and a button still fading into its focus or
 * hover colour would be judged on a blend that no shopper sees at rest.
 */
async function settledTransitions(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 2_000 })
    .catch(() => undefined); // a page that never settles is judged as it is
}

/** The serious and critical violations on the page now, one line per rule with the elements hit. */
export async function seriousA11yViolations(page: Page, o: A11yOptions = {}): Promise<string[]> {
  await settledTransitions(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (o.include) builder = builder.include(o.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`);
      return `${v.id} [${v.impact}] ${v.help}: ${nodes.join('; ')}${v.nodes.length > 4 ? ` … ${v.nodes.length} elements` : ''}`;
    });
}

/** Fails the spec when axe finds a serious or critical WCAG 2.2 AA violation; `where` names the screen in the report. */
export async function expectNoSeriousA11yViolations(page: Page, where: string, o: A11yOptions = {}): Promise<void> {
  expect(await seriousA11yViolations(page, o), `accessibility of ${where}`).toEqual([]);
}
