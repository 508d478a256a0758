import type { Locator, Page } from '@playwright/test';
import { expect, expectFieldError, fillDealer, holdServerActions, mailContaining, number, noScriptPage, select, test, textbox, toasts, uniqueEmail } from './support/leads';

// /dealers: the pitch, the four form groups, every rule at its boundary, submission (stored row,
// e-mail) and the same without JavaScript.

const dealerForm = (page: Page) => page.getByRole('form', { name: 'Dealer application form' });

async function expectError(field: Locator, message: string) {
  await expectFieldError(field, message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}
async function expectValid(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid');
}

test.describe('/dealers', () => {
  test('pitches margins, marketing support and territory protection, with three benefit cards and over 60 years', async ({ page }) => {
    await page.goto('/dealers');
    const hero = page.locator('section').first();
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Dealer' })).toBeVisible();
    await expect(hero).toContainText('high profit margins, marketing support and territory protection');
    const cards = page.getByRole('region', { name: 'Why become a dealer' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading')).toHaveText(['High Profit Margins', 'Marketing Support', 'Territory Protection']);
    await expect(page.getByRole('heading', { name: /Over 60 years of experience/ })).toBeVisible();
    const form = dealerForm(page);
    await expect(form.getByRole('group')).toHaveText([/^Business Information/, /^Location Details/, /^Business Details/, /^Additional Information/]);
    await expect(form.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    await expect(number(form, 'Years in business')).toHaveValue('0');
    await expect(form.getByRole('checkbox', { name: 'We have a warehouse facility' })).not.toBeChecked();
  });

  test('checks every rule with its message, at its boundary', async ({ page }) => {
    await page.goto('/dealers');
    const form = dealerForm(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const required: [string, string, 'text' | 'select'][] = [
      ['Business name', 'Business name must be at least 2 characters', 'text'],
      ['Contact person', 'Contact person name must be at least 2 characters', 'text'],
      ['Email', 'Please enter a valid email address', 'text'],
      ['Phone', 'Please enter a valid phone number', 'text'],
      ['Business address', 'Please enter complete business address', 'text'],
      ['City', 'Please enter city', 'text'],
      ['State', 'Please enter state', 'text'],
      ['Pincode', 'Please enter valid pincode', 'text'],
      ['Business type', 'Please select business type', 'select'],
      ['Annual turnover', 'Please select annual turnover', 'select'],
      ['Investment capacity', 'Please select investment capacity', 'select'],
      ['Why do you want to partner with us?', 'Please explain in at least 50 characters', 'text'],
    ];
    for (const [name, message, kind] of required) await expectError(kind === 'text' ? textbox(form, name) : select(form, name), message);
    for (const optional of ['Current suppliers', 'Target market', 'Delivery capability', 'Additional information']) await expectValid(textbox(form, optional));

    const boundaries: [string, string, string, string][] = [
      ['Business name', 'R', 'Ra', 'Business name must be at least 2 characters'],
      ['Contact person', 'A', 'As', 'Contact person name must be at least 2 characters'],
      ['City', 'H', 'Ho', 'Please enter city'],
      ['State', 'W', 'WB', 'Please enter state'],
      ['Phone', '983001234', '9830012345', 'Please enter a valid phone number'],
      ['Pincode', '71110', '711101', 'Please enter valid pincode'],
      ['Business address', '12 Strand', '12 Strand.', 'Please enter complete business address'],
      ['Why do you want to partner with us?', 'x'.repeat(49), 'x'.repeat(50), 'Please explain in at least 50 characters'],
    ];
    for (const [name, tooShort, enough, message] of boundaries) {
      await textbox(form, name).fill(tooShort);
      await expectError(textbox(form, name), message);
      await textbox(form, name).fill(enough);
      await expectValid(textbox(form, name));
    }

    const years = number(form, 'Years in business');
    await years.fill('-1');
    await expectError(years, 'Years in business cannot be negative');
    await years.fill('0');
    await expectValid(years);

    await expect(select(form, 'Annual turnover').locator('option')).toHaveText([
      'Select annual turnover',
      'Under ₹1 Crore',
      '₹1 – 5 Crore',
      '₹5 – 10 Crore',
      '₹10 – 25 Crore',
      'Above ₹25 Crore',
    ]);
    const investment = await select(form, 'Investment capacity').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(investment).toEqual(['', 'under_10l', '10_25l', '25_50l', '50l_1cr', 'above_1cr']);
  });

  test('submits: "Submitting Application...", the success toast, a reset form, the row and the e-mail', async ({ page, pgSite }) => {
    const email = uniqueEmail('dealer');
    await page.goto(`${pgSite.url}/dealers?utm_source=expo&utm_medium=qr`);
    const form = dealerForm(page);
    await fillDealer(form, email);
    await form.getByRole('checkbox', { name: 'We have a warehouse facility' }).check();
    await textbox(form, 'Current suppliers').fill('');

    const action = await holdServerActions(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
    await action.release();
    await expect(
      toasts(page).getByText("Dealer application submitted successfully! We'll review your application and get back to you soon."),
    ).toBeVisible();
    await expect(textbox(form, 'Business name')).toHaveValue('');
    await expect(number(form, 'Years in business')).toHaveValue('0');
    await expect(form.getByRole('checkbox', { name: 'We have a warehouse facility' })).not.toBeChecked();

    const rows = await pgSite.sql`select * from dealer_applications where email = ${email}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      business_name: 'Rao Welding Traders',
      contact_person: 'Asha Rao',
      phone: '+91 98300 12345',
      pincode: '711101',
      business_type: 'distributor',
      years_in_business: 12,
      annual_turnover: '5_10cr',
      investment_capacity: '25_50l',
      warehouse_facility: true,
      current_suppliers: null,
      target_market: null,
      source_page: '/dealers',
      utm: { utm_source: 'expo', utm_medium: 'qr' },
    });
    const mail = await mailContaining(email, () => pgSite.smtp.messages);
    expect(mail.subject).toBe('Dealer application: Rao Welding Traders, Howrah');
    expect(mail.text).toContain('Annual turnover: ₹5 – 10 Crore (5_10cr)');
    expect(mail.text).toContain('Warehouse facility: Yes');
    expect(mail.text).toContain(`(${(rows[0].created_at as Date).toISOString()})`);
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const { page, close } = await noScriptPage(browser, baseURL);
    const email = uniqueEmail('dealer-nojs');
    await page.goto('/dealers');
    const form = dealerForm(page);
    await fillDealer(form, email);
    await textbox(form, 'Why do you want to partner with us?').fill('Too short.');
    await form.getByRole('checkbox', { name: 'We have a warehouse facility' }).check();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectFieldError(textbox(form, 'Why do you want to partner with us?'), 'Please explain in at least 50 characters');
    await expect(textbox(form, 'Business name')).toHaveValue('Rao Welding Traders');
    await expect(select(form, 'Annual turnover')).toHaveValue('5_10cr');
    await expect(form.getByRole('checkbox', { name: 'We have a warehouse facility' })).toBeChecked();

    await textbox(form, 'Why do you want to partner with us?').fill('We distribute to over two hundred fabrication shops across Howrah.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status')).toHaveText("Dealer application submitted successfully! We'll review your application and get back to you soon.");
    const mail = await mailContaining(email);
    expect(mail.text).toContain('Warehouse facility: Yes');
    await close();
  });
});
