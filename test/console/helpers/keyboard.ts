import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export type Focused = { tag: string; id: string; text: string; href: string; label: string; type: string; checked: boolean };

/** Presses Tab (or Shift+Tab) until the focused element matches (at most `limit` times), as a keyboard user would. */
export async function tabUntil(page: Page, match: (el: Focused) => boolean, limit = 60, key = 'Tab') {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (match(await focused(page))) return;
  }
  throw new Error('the element was not reached by Tab');
}

/** What has the keyboard now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return {
      tag: a?.tagName ?? '',
      id: a?.id ?? '',
      text: (a?.textContent ?? '').trim(),
      href: a?.getAttribute('href') ?? '',
      label: a?.getAttribute('aria-label') ?? '',
      type: a?.getAttribute('type') ?? '',
      checked: a instanceof HTMLInputElement && a.checked,
    };
  });
}

/**
 * Signs in with the keyboard: the key field has focus on arrival; Enter submits. A person starts
 * typing once the field is there: keys pressed before the script has drawn it would be lost, on a
 * busy machine too.
 */
export async function keyboardSignIn(page: Page, url: string, key: string) {
  await page.goto(url + '/');
  const keyField = page.getByLabel('API key', { exact: true });
  await keyField.waitFor();
  expect(await keyField.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(key);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Brands', level: 1 }).waitFor();
}
