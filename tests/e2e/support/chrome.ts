import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './routes';

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

/**
 * A menu opened by a toggle (named `closedName` while closed, `openName` while open) closes on
 * Escape, from one of its links and from the toggle itself, and focus returns to the toggle.
 */
export async function expectEscapeCloses(page: Page, { closedName, openName, menu, link }: { closedName: string; openName: string; menu: Locator; link: string }): Promise<void> {
  const closed = page.getByRole('button', { name: closedName, exact: true });
  await (await hydrated(closed)).click();
  await menu.getByRole('link', { name: link, exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(closed).toBeFocused();
  await expect(closed).toHaveAttribute('aria-expanded', 'false');
  // Opened from the keyboard, Escape from the toggle itself.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: openName, exact: true })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(closed).toBeFocused();
  await expect(menu).toBeHidden();
}
