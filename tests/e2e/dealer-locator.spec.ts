import { expect, test, type Page } from '@playwright/test';
import { seedDealers } from '@/db/seed/seed';

// Find a Dealer on /dealers, above the dealer application.

const locator = (page: Page) => page.getByRole('region', { name: 'Find a Dealer' });
const dealerCards = (page: Page) => locator(page).getByRole('article');

test.describe('dealer locator', () => {
  test('stands above the application and finds the nearest dealers for a PIN code', async ({ page }) => {
    await page.goto('/dealers');
    const [locatorBox, formBox] = await Promise.all([locator(page).boundingBox(), page.locator('#dealer-application').boundingBox()]);
    expect(locatorBox!.y).toBeLessThan(formBox!.y);
    await expect(page.getByRole('link', { name: 'Find a Dealer' })).toHaveAttribute('href', '#find-a-dealer');

    await locator(page).getByLabel('City, state or PIN code').fill('400601');
    await locator(page).getByRole('button', { name: 'Find Dealers' }).click();
    await expect(page).toHaveURL(/\/dealers\?near=400601&state=#find-a-dealer$/);
    const thane = seedDealers.find((dealer) => dealer.pincode.startsWith('40060'))!;
    const first = dealerCards(page).first();
    await expect(first.getByRole('heading')).toHaveText(thane.name);
    await expect(first).toContainText('Same postal district');
    await expect(first).toContainText(`${thane.address}, ${thane.city}, ${thane.state} ${thane.pincode}`);
    await expect(first.getByRole('link', { name: thane.phone })).toHaveAttribute('href', `tel:${thane.phone.replace(/[^+0-9]/g, '')}`);
    await expect(first.getByRole('link', { name: thane.email })).toHaveAttribute('href', `mailto:${thane.email}`);
    await expect(first.getByRole('link', { name: /^View on map/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(first.getByRole('list', { name: 'Stocks' })).toContainText('Welding Electrodes');
    // Every Mumbai-region dealer (PIN codes 40xxxx) comes before any other.
    const pins = (await dealerCards(page).allTextContents()).map((text) => text.match(/\b\d{6}\b/)![0]);
    const local = seedDealers.filter((dealer) => dealer.pincode.startsWith('40')).length;
    expect(pins.slice(0, local).every((pin) => pin.startsWith('40'))).toBe(true);
  });

  test('finds the dealers of a city or a state', async ({ page }) => {
    await page.goto('/dealers?near=pune');
    await expect(dealerCards(page)).toHaveCount(seedDealers.filter((dealer) => dealer.city === 'Pune').length);
    await page.goto('/dealers?state=Gujarat');
    await expect(dealerCards(page)).toHaveCount(seedDealers.filter((dealer) => dealer.state === 'Gujarat').length);
    await expect(locator(page).getByLabel('State', { exact: true })).toHaveValue('Gujarat');
    await expect(page).toHaveTitle('Dealers in Gujarat – Become a Dealer | Arcstar Welding Industries');
    await page.goto('/dealers?near=Atlantis');
    await expect(locator(page).getByText(/No dealer found there yet/)).toBeVisible();
  });

  test('lists the states with dealers when nothing is asked', async ({ page }) => {
    await page.goto('/dealers');
    const states = new Set(seedDealers.map((dealer) => dealer.state));
    expect(seedDealers.length).toBeGreaterThanOrEqual(20);
    await expect(locator(page).getByRole('link', { name: /\(\d+\)$/ })).toHaveCount(states.size);
  });
});

test.describe('dealer locator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('searches as a plain GET form', async ({ page }) => {
    await page.goto('/dealers');
    await locator(page).getByLabel('City, state or PIN code').fill('560058');
    await locator(page).getByRole('button', { name: 'Find Dealers' }).click();
    await expect(dealerCards(page).first().getByRole('heading')).toHaveText(seedDealers.find((dealer) => dealer.pincode === '560058')!.name);
  });
});
