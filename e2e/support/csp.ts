import type { Page } from '@playwright/test';

/**
 * Content-Security-Policy violations the page reports while a spec runs: Chromium logs each blocked
 * load to the console, and the page's `securitypolicyviolation` events are logged too (inline code,
 * eval), so neither kind slips through. Call before the first navigation.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return violations;
}
