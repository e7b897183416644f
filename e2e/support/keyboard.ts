import type { Locator, Page } from '@playwright/test';
import { expect } from './store';

// Keyboard-only steps: the page is driven with Tab, Shift+Tab, arrows, Space, Enter and typing, never
// the mouse, so every control a step needs must be reachable and operable from the keyboard.

/** Whether `target` (or something inside it) has focus, looking into open shadow roots too. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return !!active && (el === active || el.contains(active));
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when `max` presses do not reach it. */
export async function tabTo(page: Page, target: Locator, o: { max?: number; backwards?: boolean } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const max = o.max ?? 60;
  for (let i = 0; i <= max; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(o.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${o.backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a text field and types `text` into it (replacing what it held). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs into a radio group (one tab stop) and moves with the arrow keys until `radio` is checked. */
export async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  const group = await radio.getAttribute('name');
  const inGroup = radio.page().locator(`input[type=radio][name="${group}"]`);
  for (let i = 0; i < 60 && !(await inGroup.evaluateAll((els) => els.some((el) => el === document.activeElement))); i += 1) await page.keyboard.press('Tab');
  for (let i = 0; i < 12 && !(await radio.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(radio).toBeChecked();
}

/**
 * Tabs forwards and backwards `presses` times inside an open dialog: focus never leaves it (the
 * dialog traps it, as a modal must).
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await hasFocus(dialog), `focus stays in the dialog after ${i + 1} × ${key}`).toBe(true);
    }
  }
}
