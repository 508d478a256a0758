import { ppe } from '@/db/seed/data/products/ppe';
import { expect, expectFieldError, noScriptPage, test, textbox, toasts, uniqueEmail } from './support/leads';

// PPE is coming soon: Get Notified stores the e-mail with the product, the newsletter box stores
// the e-mail; both confirm. On the PostgreSQL site, so that the rows can be read.

const upcoming = ppe.find((product) => product.is_upcoming)!;

test.describe('PPE interest', () => {
  test('Get Notified stores the e-mail with the product and confirms', async ({ page, pgSite }) => {
    const email = uniqueEmail('notify');
    await page.goto(`${pgSite.url}/products/ppe?utm_source=catalogue-mailer`);
    await page.getByRole('button', { name: `Get Notified: ${upcoming.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Notified' });
    await expect(dialog).toContainText(upcoming.name);
    await textbox(dialog, 'Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expectFieldError(textbox(dialog, 'Email'), 'Please enter a valid email address');
    await textbox(dialog, 'Email').fill(email);
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(toasts(page).getByText(`Thank you! We'll e-mail you when ${upcoming.name} launches.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Get Notified: ${upcoming.name}` })).toContainText('Notified');

    const rows = await pgSite.sql`select product_id, source_page, utm from launch_notify_requests where email = ${email}`;
    expect(rows).toEqual([{ product_id: upcoming.id, source_page: '/products/ppe', utm: { utm_source: 'catalogue-mailer' } }]);
  });

  test('the newsletter box stores the e-mail once and confirms', async ({ page, pgSite }) => {
    const email = uniqueEmail('newsletter');
    await page.goto(`${pgSite.url}/products/ppe`);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await expect(form.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText("You're subscribed! We'll e-mail you when new PPE launches.")).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText("You're subscribed! We'll e-mail you when new PPE launches.").nth(1)).toBeVisible();
    expect(await pgSite.sql`select email from newsletter_subscribers where lower(email) = ${email}`).toEqual([{ email }]);
  });

  test('without JavaScript, Get Notified works on its own page', async ({ browser, pgSite }) => {
    const { page, close } = await noScriptPage(browser);
    const email = uniqueEmail('notify-nojs');
    await page.goto(`${pgSite.url}/inquiry/notify?product=${upcoming.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Get Notified' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByRole('status')).toHaveText(`Thank you! We'll e-mail you when ${upcoming.name} launches.`);
    expect(await pgSite.sql`select product_id from launch_notify_requests where email = ${email}`).toEqual([{ product_id: upcoming.id }]);
    // A product that does not exist (a link to one since removed): said without JavaScript too.
    expect((await page.goto(`${pgSite.url}/inquiry/notify?product=no-such-product`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await close();
  });

  test('without JavaScript, the PPE page shows its newsletter box and Get Notified links, and the box subscribes', async ({ browser, pgSite }) => {
    const { page, close } = await noScriptPage(browser);
    const email = uniqueEmail('newsletter-nojs');
    await page.goto(`${pgSite.url}/products/ppe`);
    await expect(page.getByRole('link', { name: `Get Notified: ${upcoming.name}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText("You're subscribed! We'll e-mail you when new PPE launches.");
    await expect(form.getByRole('status')).toBeInViewport();
    expect(await pgSite.sql`select email from newsletter_subscribers where lower(email) = ${email}`).toEqual([{ email }]);
    await close();
  });
});
