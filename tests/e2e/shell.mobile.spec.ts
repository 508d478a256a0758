import { expect, test } from '@playwright/test';

test('the mobile menu toggle opens the same links plus Search Products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['About Us', 'News & Insights', 'Contact', 'Become a Dealer', 'Careers', 'Search Products', 'PPE (Coming Soon)', 'Enquire Now']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Search Products' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});
