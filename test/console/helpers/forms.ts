import type { Page } from 'playwright-core';

/** The message a control's aria-describedby names, whether it says it is invalid, and whether it has the keyboard. */
export async function problemOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const said = ids.map((id) => document.getElementById(id)).filter((n) => n?.classList.contains('field-error'));
    return { invalid: el.getAttribute('aria-invalid'), message: said.map((n) => n!.textContent).join(' '), focused: document.activeElement === el };
  });
}
