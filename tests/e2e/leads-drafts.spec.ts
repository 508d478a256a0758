import type { Page } from '@playwright/test';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { dealerMessages } from '@/lib/schemas/dealer';
import { COVER_LETTER, dealerValues, expect, fillDealer, fillEnquiry, number, select, test, textbox, toasts, uniqueEmail } from './support/leads';

// The long forms keep a draft of what was typed in the tab's session storage: a reload (or a trip
// to another page and back) restores it, a successful submission clears it, and nothing leaves
// the browser before the visitor sends the form.

/** Every request the page makes that could carry form data. */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') posts.push(`${request.method()} ${request.url()}`);
  });
  return posts;
}

/** Holds the page's scripts until the answered function is called, as a slow connection would. */
async function holdPageScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test('the dealer form comes back after a reload, is cleared once sent, and sends nothing before', async ({ page }) => {
  const posts = watchPosts(page);
  const email = uniqueEmail('draft-dealer');
  await page.goto('/dealers');
  const form = page.getByRole('form', { name: 'Dealer application form' });
  await fillDealer(form, email);
  await form.getByRole('checkbox', { name: 'We have a warehouse facility' }).check();

  await page.reload();
  await page.waitForFunction(() => !document.querySelector('form[data-hydrated="false"]'));
  for (const [label, value] of Object.entries(dealerValues(email))) await expect(textbox(form, label)).toHaveValue(value);
  await expect(select(form, 'Investment capacity')).toHaveValue('25_50l');
  await expect(number(form, 'Years in business')).toHaveValue('12');
  await expect(form.getByRole('checkbox', { name: 'We have a warehouse facility' })).toBeChecked();
  expect(posts).toEqual([]);

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toasts(page).getByText(dealerMessages.success)).toBeVisible();
  await page.goto('/dealers');
  await expect(textbox(form, 'Business name')).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lead-draft:')))).toEqual([]);
});

test('the career form keeps its cover letter through a trip to another page', async ({ page }) => {
  await page.goto('/careers');
  const form = page.getByRole('form', { name: 'Career application form' });
  await textbox(form, 'Full name').fill('Asha Rao');
  await textbox(form, 'Cover letter').fill(COVER_LETTER);
  await page.goto('/about');
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('form[data-hydrated="false"]'));
  await expect(textbox(form, 'Full name')).toHaveValue('Asha Rao');
  await expect(textbox(form, 'Cover letter')).toHaveValue(COVER_LETTER);
});

test('the enquiry form keeps the message only', async ({ page }) => {
  await page.goto('/inquiry');
  const form = page.getByRole('form', { name: 'Inquiry form' });
  await fillEnquiry(form, { name: 'Asha Rao', email: uniqueEmail('draft-enquiry'), mobile: '9830012345', industry: 'epc', category: 'general', message: 'Grades E7018 and E6013, 2 tonnes a month.' });
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('form[data-hydrated="false"]'));
  await expect(textbox(form, 'Message')).toHaveValue('Grades E7018 and E6013, 2 tonnes a month.');
  await expect(textbox(form, 'Name')).toHaveValue('');
});

test('a draft is cleared when the form was sent before the page became interactive', async ({ page }) => {
  await page.goto('/inquiry');
  const form = page.getByRole('form', { name: 'Inquiry form' });
  await page.waitForFunction(() => !document.querySelector('form[data-hydrated="false"]'));
  await textbox(form, 'Message').fill('Grades E7018 and E6013, 2 tonnes a month.');
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lead-draft:')).length)).toBe(1);

  // The page's scripts arrive only after the tap: the post goes out as a plain form post.
  const tapped = await holdPageScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await fillEnquiry(form, { name: 'Asha Rao', email: uniqueEmail('draft-early'), mobile: '9830012345', industry: 'epc', category: 'general', message: 'Grades E7018 and E6013, 2 tonnes a month.' });
  await expect(form).toHaveAttribute('data-hydrated', 'false');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  tapped();

  await expect(page.getByRole('form', { name: 'Inquiry form' })).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(textbox(form, 'Message')).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lead-draft:')))).toEqual([]);
});

test('text typed before the page became interactive stays: an older draft does not replace it', async ({ page }) => {
  await page.goto('/inquiry');
  const form = page.getByRole('form', { name: 'Inquiry form' });
  await textbox(form, 'Message').fill('An older message, never sent.');
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lead-draft:')).length)).toBe(1);

  // A slow phone: the page shows before its scripts, and the visitor starts typing.
  const arrived = await holdPageScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await textbox(form, 'Message').fill('Grades E7018 and E6013, 2 tonnes a month.');
  await expect(form).toHaveAttribute('data-hydrated', 'false');
  arrived();

  await expect(form).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(textbox(form, 'Message')).toHaveValue('Grades E7018 and E6013, 2 tonnes a month.');
  await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).join())).toContain('Grades E7018 and E6013');
});

test('the quote dialog keeps what was typed when closed and opened again, until it is sent', async ({ page }) => {
  const electrode = weldingElectrodes.find((product) => product.is_available)!;
  const email = uniqueEmail('draft-quote');
  await page.goto(`/product/${electrode.id}`);
  const open = () => page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
  await open();
  await textbox(dialog, 'Name').fill('Meera Iyer');
  await textbox(dialog, 'Email').fill(email);
  await textbox(dialog, 'Message').fill('Two tonnes of 3.15 mm, delivered to Pune.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open();
  await expect(textbox(dialog, 'Name')).toHaveValue('Meera Iyer');
  await expect(textbox(dialog, 'Email')).toHaveValue(email);
  await expect(textbox(dialog, 'Message')).toHaveValue('Two tonnes of 3.15 mm, delivered to Pune.');
  await expect(textbox(dialog, 'Product')).toHaveValue(`Welding Electrodes - ${electrode.name}`);
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(toasts(page).getByText("Quote request submitted successfully! We'll get back to you soon.")).toBeVisible();

  await open();
  await expect(textbox(dialog, 'Name')).toHaveValue('');
  await expect(textbox(dialog, 'Message')).toHaveValue('');
});
