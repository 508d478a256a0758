import type { Page } from '@playwright/test';
import { scriptsOf } from '../support/page-weight';
import {
  expect,
  expectFieldError,
  fillEnquiry,
  holdServerActions,
  interceptFormChecks,
  mailContaining,
  noScriptPage,
  select,
  test,
  textbox,
  toasts,
  uniqueEmail,
  visitorPage,
} from './support/leads';

// The enquiry form on /inquiry ('Get in Touch', 'Send Your Inquiry') and on the home page, against
// the global server (embedded database, notifications to the SMTP server of the global setup).

const inquiryForm = (page: Page) => page.getByRole('form', { name: 'Inquiry form' });

test.describe('/inquiry', () => {
  test('shows the page and form titles, the privacy line, and each rule of spec §5 at its boundary', async ({ page }) => {
    await page.goto('/inquiry');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send Your Inquiry' })).toBeVisible();
    const form = inquiryForm(page);
    await expect(form.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');

    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    const expected: [import('@playwright/test').Locator, string][] = [
      [textbox(form, 'Name'), 'Name must be at least 2 characters'],
      [textbox(form, 'Email'), 'Please enter a valid email address'],
      [textbox(form, 'Mobile'), 'Please enter a valid mobile number'],
      [select(form, 'Industry type'), 'Please select an industry type'],
      [select(form, 'Product category'), 'Please select a product category'],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectFieldError(field, message);
    }
    await expect(textbox(form, 'Message')).not.toHaveAttribute('aria-invalid');

    // Name: 1 character is refused, 2 are enough.
    await textbox(form, 'Name').fill('A');
    await expectFieldError(textbox(form, 'Name'), 'Name must be at least 2 characters');
    await textbox(form, 'Name').fill('Al');
    await expect(textbox(form, 'Name')).not.toHaveAttribute('aria-invalid');
    // Mobile: 9 characters are refused, 10 are enough.
    await textbox(form, 'Mobile').fill('983001234');
    await expectFieldError(textbox(form, 'Mobile'), 'Please enter a valid mobile number');
    await textbox(form, 'Mobile').fill('9830012345');
    await expect(textbox(form, 'Mobile')).not.toHaveAttribute('aria-invalid');
    await textbox(form, 'Email').fill('al@example');
    await expectFieldError(textbox(form, 'Email'), 'Please enter a valid email address');
    await textbox(form, 'Email').fill('al@example.com');
    await expect(textbox(form, 'Email')).not.toHaveAttribute('aria-invalid');

    // The option lists carry the spec's values with readable labels.
    await expect(select(form, 'Industry type').locator('option')).toHaveText([
      'Select industry type',
      'Fabrication',
      'EPC Contractor',
      'OEM',
      'Dealer / Distributor',
      'Construction',
      'Shipbuilding',
      'Automotive',
      'Other',
    ]);
    const categoryValues = await select(form, 'Product category').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(categoryValues).toEqual(['', 'electrodes', 'wires', 'flux', 'equipment', 'ppe', 'abrasives', 'general']);
  });

  test('submits: "Submitting..." while it runs, the success toast, an empty form, and the e-mail to sales', async ({ page }) => {
    const email = uniqueEmail('inquiry');
    await page.goto('/inquiry?utm_source=e2e&utm_campaign=spring');
    const form = inquiryForm(page);
    await fillEnquiry(form, { name: 'Asha Rao', email, mobile: '+91 98300 12345', industry: 'shipbuilding', category: 'flux', message: 'Need SAW flux for 40 mm plate.\nDelivery to Kolkata.' });

    const action = await holdServerActions(page);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    const submitting = form.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeVisible();
    await expect(submitting).toBeDisabled();
    await action.release();

    await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
    for (const name of ['Name', 'Email', 'Mobile', 'Message']) await expect(textbox(form, name)).toHaveValue('');
    await expect(select(form, 'Industry type')).toHaveValue('');

    const mail = await mailContaining(email);
    expect(mail.subject).toBe('New enquiry from Asha Rao – Welding Flux');
    expect(mail.to).toMatchObject({ value: [{ address: 'sales@arcstar.test' }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: email, name: 'Asha Rao' }] });
    for (const line of [
      'Name: Asha Rao',
      `Email: ${email}`,
      'Mobile: +91 98300 12345',
      'Industry type: Shipbuilding (shipbuilding)',
      'Product category: Welding Flux (flux)',
      '  Need SAW flux for 40 mm plate.',
      '  Delivery to Kolkata.',
      'Sent from page: /inquiry',
      'utm_source=e2e',
      'utm_campaign=spring',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Received \(created_at\): .+ IST \(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\)/);
  });

  test('works without JavaScript: the messages in the page, the input kept, then success', async ({ browser, baseURL }) => {
    const { page, close } = await noScriptPage(browser, baseURL);
    const email = uniqueEmail('nojs');
    await page.goto('/inquiry');
    const form = inquiryForm(page);
    await textbox(form, 'Name').fill('A');
    await textbox(form, 'Email').fill(email);
    await textbox(form, 'Mobile').fill('983001234');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();

    await expect(page.getByRole('alert')).toHaveText('Please check the highlighted fields and try again.');
    await expectFieldError(textbox(form, 'Name'), 'Name must be at least 2 characters');
    await expectFieldError(textbox(form, 'Mobile'), 'Please enter a valid mobile number');
    await expectFieldError(select(form, 'Industry type'), 'Please select an industry type');
    await expectFieldError(select(form, 'Product category'), 'Please select a product category');
    await expect(textbox(form, 'Name')).toHaveValue('A');
    await expect(textbox(form, 'Email')).toHaveValue(email);

    await fillEnquiry(form, { name: 'Asha Rao', email, mobile: '9830012345', industry: 'fabrication', category: 'electrodes' });
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('status')).toHaveText("Inquiry submitted successfully! We'll get back to you soon.");
    await expect(textbox(form, 'Name')).toHaveValue('');
    const mail = await mailContaining(email);
    expect(mail.text).toContain('Industry type: Fabrication (fabrication)');
    await close();
  });
});

test.describe('the home page enquiry form', () => {
  test('without JavaScript on a phone, the answer opens at the form, far down the page', async ({ browser, baseURL }) => {
    const { page, close } = await noScriptPage(browser, baseURL);
    await page.setViewportSize({ width: 390, height: 800 });
    const email = uniqueEmail('home-nojs');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page).toHaveURL(/\/#enquiry-form$/);
    await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields and try again.');
    await expect(form.getByRole('alert')).toBeInViewport();

    await fillEnquiry(form, { name: 'Ravi Kumar', email, mobile: '9830012345', industry: 'oem', category: 'equipment' });
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText("Enquiry submitted successfully! We'll get back to you soon.");
    await expect(form.getByRole('status')).toBeInViewport();
    await mailContaining(email);
    await close();
  });

  test('submits with the home wording and reaches sales', async ({ page }) => {
    const email = uniqueEmail('home');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectFieldError(textbox(form, 'Name'), 'Name must be at least 2 characters');
    await fillEnquiry(form, { name: 'Ravi Kumar', email, mobile: '9830012345', industry: 'oem', category: 'equipment' });
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toasts(page).getByText("Enquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    await expect(textbox(form, 'Name')).toHaveValue('');
    const mail = await mailContaining(email);
    expect(mail.text).toContain('Product category: Welding Equipment (equipment)');
    expect(mail.text).toContain('Sent from page: /');
  });
});

// The home page's form sits far below the first screen: its code is fetched once the page has
// loaded and hydrates the form as it nears the screen (components/common/hydrate-when-near.tsx);
// until then its server HTML stands in.
test.describe('the home page enquiry form, before its code has come', () => {
  const homeForm = (page: Page) => page.getByRole('form', { name: 'Enquiry form' });

  /**
   * Intercepts the scripts the home page fetches besides those its HTML names (the form's code):
   * `pass` lets them through, `hold` keeps them until released, `abort` drops them as a lost
   * connection would. Answers the paths requested.
   */
  async function interceptFormCode(page: Page, mode: 'pass' | 'hold' | 'abort') {
    const named = scriptsOf(await (await page.request.get('/')).text());
    const requested: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (named.includes(pathname)) return route.fallback();
      requested.push(pathname);
      if (mode === 'abort') return route.abort('internetdisconnected');
      if (mode === 'hold') await gate;
      return route.fallback();
    });
    return { requested: () => requested.length, release: () => open() };
  }

  test('is fetched after the page has loaded, and hydrates the form only as it nears the screen', async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    const formCode = await interceptFormCode(page, 'pass');
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(formCode.requested()).toBeGreaterThan(0);
    const fetchedBeforeLoad = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      const named = new Set([...document.scripts].map((script) => script.src));
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js') && !named.has(entry.name) && entry.startTime < loaded)
        .map((entry) => entry.name);
    });
    expect(fetchedBeforeLoad).toEqual([]);
    const form = homeForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'false');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await close();
  });

  test('still on its way when the visitor types: what was typed is kept and sent', async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    const formCode = await interceptFormCode(page, 'hold');
    await page.goto('/');
    const form = homeForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect.poll(formCode.requested).toBeGreaterThan(0);
    const email = uniqueEmail('home-early');
    await fillEnquiry(form, { name: 'Meera Iyer', email, mobile: '9830012345', industry: 'shipbuilding', category: 'wires', message: 'Typed before the form code came.' });
    await expect(form).toHaveAttribute('data-hydrated', 'false');

    formCode.release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(textbox(form, 'Name')).toHaveValue('Meera Iyer');
    await expect(select(form, 'Industry type')).toHaveValue('shipbuilding');
    await expect(textbox(form, 'Message')).toHaveValue('Typed before the form code came.');
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toasts(page).getByText("Enquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    const mail = await mailContaining(email);
    expect(mail.text).toContain('Typed before the form code came.');
    await close();
  });

  test('that cannot be fetched (the network dropped) leaves the form to post as without JavaScript', async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    const formCode = await interceptFormCode(page, 'abort');
    await page.goto('/', { waitUntil: 'networkidle' });
    const form = homeForm(page);
    const email = uniqueEmail('home-dropped');
    await fillEnquiry(form, { name: 'Meera Iyer', email, mobile: '9830012345', industry: 'oem', category: 'abrasives' });
    expect(formCode.requested()).toBeGreaterThan(0);
    await expect(form).toHaveAttribute('data-hydrated', 'false');
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByRole('status')).toHaveText("Enquiry submitted successfully! We'll get back to you soon.");
    const mail = await mailContaining(email);
    expect(mail.text).toContain('Product category: Abrasives (abrasives)');
    await close();
  });

  test('not reached, it does not lose the campaign the visitor landed with: a lead sent from /inquiry carries it', async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    await page.goto('/?utm_source=mailer&utm_campaign=monsoon', { waitUntil: 'networkidle' });
    await expect(homeForm(page)).toHaveAttribute('data-hydrated', 'false');
    await page.getByRole('banner').getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/\/inquiry$/);
    const form = inquiryForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const email = uniqueEmail('landed-campaign');
    await fillEnquiry(form, { name: 'Meera Iyer', email, mobile: '9830012345', industry: 'oem', category: 'wires' });
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    const mail = await mailContaining(email);
    expect(mail.text).toContain('utm_source=mailer');
    expect(mail.text).toContain('utm_campaign=monsoon');
    await close();
  });

  test('left before it came near the screen, it works when the visitor comes back by a link', async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(homeForm(page)).toHaveAttribute('data-hydrated', 'false');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('banner').getByRole('link', { name: /– home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true); // client-side navigations, no reload
    const form = homeForm(page);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectFieldError(textbox(form, 'Name'), 'Name must be at least 2 characters');
    await close();
  });
});

// The browser's checks (zod) are not in the page's first JavaScript: they load when a visitor
// starts on a form, and the submission waits for them, or goes to the server's checks without them.
test.describe('the browser checks of a form', () => {
  test('load when the visitor starts on the form, and a submission made meanwhile waits for them', async ({ page }) => {
    const checks = await interceptFormChecks(page, 'hold');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/inquiry');
    expect(checks.requested()).toBe(false);
    const form = inquiryForm(page);
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect.poll(checks.requested).toBe(true);
    await expect(textbox(form, 'Name')).not.toHaveAttribute('aria-invalid');
    checks.release();
    await expectFieldError(textbox(form, 'Name'), 'Name must be at least 2 characters');
    await expectFieldError(select(form, 'Industry type'), 'Please select an industry type');
    expect(posts).toEqual([]);
  });

  test('that cannot load (the network dropped) leave the form to the server: its messages, then success', async ({ page }) => {
    const checks = await interceptFormChecks(page, 'abort');
    await page.goto('/inquiry');
    const form = inquiryForm(page);
    await textbox(form, 'Name').fill('A');
    await textbox(form, 'Email').fill('asha@example');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectFieldError(textbox(form, 'Name'), 'Name must be at least 2 characters');
    await expectFieldError(textbox(form, 'Email'), 'Please enter a valid email address');
    await expectFieldError(textbox(form, 'Mobile'), 'Please enter a valid mobile number');
    await expectFieldError(select(form, 'Industry type'), 'Please select an industry type');
    await expectFieldError(select(form, 'Product category'), 'Please select a product category');
    expect(checks.requested()).toBe(true);

    const email = uniqueEmail('unchecked');
    await fillEnquiry(form, { name: 'Asha Rao', email, mobile: '9830012345', industry: 'fabrication', category: 'electrodes' });
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    await expect(textbox(form, 'Name')).toHaveValue('');
    await mailContaining(email);
  });
});
