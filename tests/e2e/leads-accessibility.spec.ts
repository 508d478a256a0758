import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { ppe } from '@/db/seed/data/products/ppe';
import { makeExecutable } from '../support/fixtures';
import { expect, fillCareer, fillEnquiry, test, toasts, uniqueEmail } from './support/leads';
import { expectNoSeriousAxeViolations } from './support/accessibility';

// The lead forms in their other states (dialogs open, messages shown, the standalone pages) have
// no serious accessibility violation either; the shell spec covers the pages as first shown.

const electrode = weldingElectrodes.find((product) => product.is_available)!;
const upcoming = ppe.find((product) => product.is_upcoming)!;

test('the quote and Get Notified pages', async ({ page }) => {
  for (const url of [`/inquiry/quote?product=${electrode.id}`, '/inquiry/quote', `/inquiry/notify?product=${upcoming.id}`]) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await expectNoSeriousAxeViolations(page);
  }
});

test('the forms with their messages showing', async ({ page }) => {
  for (const [url, form, button] of [
    ['/inquiry', 'Inquiry form', 'Send Inquiry'],
    ['/dealers', 'Dealer application form', 'Submit Application'],
    ['/careers', 'Career application form', 'Submit Application'],
  ]) {
    await page.goto(url);
    await page.getByRole('form', { name: form }).getByRole('button', { name: button }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});

test('the quote dialog, opened on the visitor name', async ({ page }) => {
  await page.goto(`/product/${electrode.id}`);
  await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test('an accent button under the pointer keeps its text readable (AA contrast)', async ({ page }) => {
  await page.goto('/inquiry');
  const send = page.getByRole('form', { name: 'Inquiry form' }).getByRole('button', { name: 'Send Inquiry' });
  await send.hover();
  // Once its colour has changed (a transition): axe measures what is drawn.
  await expect.poll(() => send.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(154, 52, 18)');
  await expectNoSeriousAxeViolations(page);
});

test('a closed dialog gives focus back to the button that opened it', async ({ page }) => {
  await page.goto(`/product/${electrode.id}`);
  const quote = page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).first();
  await quote.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Request a Quote' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(quote).toBeFocused();

  await page.goto('/products/ppe');
  const notify = page.getByRole('button', { name: `Get Notified: ${upcoming.name}` });
  await notify.click();
  await page.getByRole('dialog', { name: 'Get Notified' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(notify).toBeFocused();
});

test('a submit with invalid fields moves focus to the first of them and says why in a live region', async ({ page }) => {
  await page.goto('/dealers');
  const form = page.getByRole('form', { name: 'Dealer application form' });
  await form.getByRole('textbox', { name: 'Business name', exact: true }).fill('Rao Welding Traders');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const contact = form.getByRole('textbox', { name: 'Contact person', exact: true });
  await expect(contact).toBeFocused();
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('[aria-live="assertive"]')).toHaveText('Please check the highlighted fields and try again.');
});

test('after a failed send focus is where the visitor left it: the button, or the refused resume', async ({ page, context }) => {
  await page.goto('/inquiry');
  const form = page.getByRole('form', { name: 'Inquiry form' });
  await fillEnquiry(form, { name: 'Asha Rao', email: uniqueEmail('focus'), mobile: '9830012345', industry: 'epc', category: 'general' });
  const send = form.getByRole('button', { name: 'Send Inquiry' });
  await send.focus();
  await context.setOffline(true);
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Failed to submit inquiry. Please try again.')).toBeVisible();
  await context.setOffline(false);
  await expect(send).toBeEnabled();
  await expect(send).toBeFocused();

  await page.goto('/careers');
  const career = page.getByRole('form', { name: 'Career application form' });
  await fillCareer(career, uniqueEmail('focus-resume'));
  const resume = page.getByLabel('Resume', { exact: true });
  // Named .pdf, so the browser's check passes it; the server reads its bytes and refuses it.
  await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: makeExecutable() });
  const submit = career.getByRole('button', { name: 'Submit Application' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Please select a valid file (PDF, DOC, or DOCX)')).toBeVisible();
  await expect(resume).toBeFocused();
  await expect(resume).toHaveAttribute('aria-invalid', 'true');
});
