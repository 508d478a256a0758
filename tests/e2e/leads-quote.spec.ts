import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { ppe } from '@/db/seed/data/products/ppe';
import { expect, expectFieldError, holdServerActions, mailContaining, noScriptPage, test, textbox, toasts, uniqueEmail } from './support/leads';

// The Request Quote dialog: from a product card, the product page and PPE's Pre-Order Quote,
// prefilled with 'category - product name'; and its own page, used without JavaScript.

const electrode = weldingElectrodes.find((product) => product.is_available)!;
const upcoming = ppe.find((product) => product.is_upcoming)!;

test.describe('Request Quote', () => {
  test('from a product card: prefilled, validated, "Submitting Request...", success toast, closed, mailed', async ({ page }) => {
    const email = uniqueEmail('quote');
    await page.goto('/products/welding-electrodes');
    await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog).toBeVisible();
    const product = textbox(dialog, 'Product');
    await expect(product).toHaveValue(`Welding Electrodes - ${electrode.name}`);
    await expect(product).toHaveAttribute('readonly');
    await expect(dialog.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');

    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expectFieldError(textbox(dialog, 'Name'), 'Name must be at least 2 characters');
    await expectFieldError(textbox(dialog, 'Email'), 'Please enter a valid email address');
    await textbox(dialog, 'Name').fill('K');
    await expectFieldError(textbox(dialog, 'Name'), 'Name must be at least 2 characters');
    await textbox(dialog, 'Name').fill('Ka');
    await expect(textbox(dialog, 'Name')).not.toHaveAttribute('aria-invalid');

    await textbox(dialog, 'Name').fill('Karan Mehta');
    await textbox(dialog, 'Email').fill(email);
    await textbox(dialog, 'Company').fill('Mehta Fabricators & Sons <Pvt> Ltd');
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('250');
    await textbox(dialog, 'Specifications').fill('3.15 mm x 350 mm, 5 kg vacuum packs');

    const action = await holdServerActions(page);
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
    await action.release();
    await expect(toasts(page).getByText("Quote request submitted successfully! We'll get back to you soon.")).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await mailContaining(email);
    expect(mail.subject).toBe(`Quote request: Welding Electrodes - ${electrode.name} – Karan Mehta`);
    for (const line of [
      `Product: Welding Electrodes - ${electrode.name}`,
      'Quantity: 250',
      'Name: Karan Mehta',
      'Phone: (not provided)',
      'Company: Mehta Fabricators & Sons <Pvt> Ltd',
      'Specifications: 3.15 mm x 350 mm, 5 kg vacuum packs',
      `Catalogue product id: ${electrode.id}`,
      'Sent from page: /products/welding-electrodes',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Mehta Fabricators &amp; Sons &lt;Pvt&gt; Ltd');

    // Opened again, the dialog starts empty.
    await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).click();
    await expect(textbox(page.getByRole('dialog'), 'Name')).toHaveValue('');
  });

  test('from the product page, and as Pre-Order Quote on PPE', async ({ page }) => {
    await page.goto(`/product/${electrode.id}`);
    await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).first().click();
    await expect(textbox(page.getByRole('dialog', { name: 'Request a Quote' }), 'Product')).toHaveValue(`Welding Electrodes - ${electrode.name}`);
    await page.keyboard.press('Escape');

    const email = uniqueEmail('preorder');
    await page.goto('/products/ppe');
    await page.getByRole('button', { name: `Pre-Order Quote: ${upcoming.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await expect(textbox(dialog, 'Product')).toHaveValue(`PPE - ${upcoming.name}`);
    await textbox(dialog, 'Name').fill('Meera Iyer');
    await textbox(dialog, 'Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(toasts(page).getByText("Quote request submitted successfully! We'll get back to you soon.")).toBeVisible();
    const mail = await mailContaining(email);
    expect(mail.text).toContain(`Product: PPE - ${upcoming.name}`);
    expect(mail.text).toContain('Quantity: (not provided)');
  });

  test('without JavaScript it leads to the quote page, which submits and confirms in the page', async ({ browser, baseURL }) => {
    const { page, close } = await noScriptPage(browser, baseURL);
    const email = uniqueEmail('quote-nojs');
    await page.goto(`/product/${electrode.id}`);
    await page.getByRole('link', { name: `Request Quote: ${electrode.name}` }).first().click();
    await expect(page).toHaveURL(`/inquiry/quote?product=${electrode.id}`);
    await expect(page).toHaveTitle(`Request a Quote: ${electrode.name} | Arcstar Welding Industries`);
    const form = page.getByRole('form', { name: 'Quote request form' });
    await expect(textbox(form, 'Product')).toHaveValue(`Welding Electrodes - ${electrode.name}`);
    await textbox(form, 'Name').fill('Karan Mehta');
    await textbox(form, 'Email').fill('not-an-email');
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('12');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expectFieldError(textbox(form, 'Email'), 'Please enter a valid email address');
    await expect(textbox(form, 'Name')).toHaveValue('Karan Mehta');
    await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('12');

    await textbox(form, 'Email').fill(email);
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('status')).toHaveText("Quote request submitted successfully! We'll get back to you soon.");
    const mail = await mailContaining(email);
    expect(mail.text).toContain('Quantity: 12');
    expect(mail.text).toContain(`Sent from page: /inquiry/quote?product=${electrode.id}`);
    await close();
  });

  test('the dialog loads on first use; when it cannot (network gone) the button leads to the quote page', async ({ page }) => {
    await page.goto('/products/welding-electrodes');
    await page.waitForFunction(() => document.querySelector('[aria-haspopup="dialog"]') !== null);
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: `Request Quote: ${electrode.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/inquiry/quote\\?product=${electrode.id}$`));
    await expect(textbox(page.getByRole('form', { name: 'Quote request form' }), 'Product')).toHaveValue(`Welding Electrodes - ${electrode.name}`);
  });
});
