import type { Page } from '@playwright/test';

/** The aria-controls of the page that name no element in it (each as the control's tag and the id). */
export function missingControlledElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-controls]')].flatMap((control) =>
      control
        .getAttribute('aria-controls')!
        .split(/\s+/)
        .filter((id) => id && !document.getElementById(id))
        .map((id) => `${control.tagName.toLowerCase()} -> #${id}`),
    ),
  );
}
