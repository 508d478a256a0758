import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { expect, fillEnquiry, test, toasts, uniqueEmail } from './support/leads';

// The lead forms on a phone: nothing wider than the screen, the quote dialog scrolls within it,
// and a submission goes through.

const electrode = weldingElectrodes.find((product) => product.is_available)!;
const overflow = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the lead pages fit the screen, and the enquiry form submits', async ({ page }) => {
  for (const url of ['/inquiry', '/dealers', '/careers', `/inquiry/quote?product=${electrode.id}`]) {
    await page.goto(url);
    expect(await overflow(page), url).toBeLessThanOrEqual(0);
  }
  await page.goto('/inquiry');
  const form = page.getByRole('form', { name: 'Inquiry form' });
  await fillEnquiry(form, { name: 'Asha Rao', email: uniqueEmail('mobile'), mobile: '9830012345', industry: 'epc', category: 'abrasives' });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
});

test('the quote dialog fits the screen and scrolls to its submit button', async ({ page }) => {
  await page.goto(`/product/${electrode.id}`);
  await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const submit = dialog.getByRole('button', { name: 'Submit Quote Request' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
});
