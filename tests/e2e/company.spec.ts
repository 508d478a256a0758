import { expect, test, type Page } from '@playwright/test';

async function expectMetadata(page: Page, path: string, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
}

test('/about: hero, legacy, mission with three points, vision and the three core values', async ({ page }) => {
  await page.goto('/about');
  await expectMetadata(page, '/about', /About Us/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Over 60 Years of Welding Legacy/i);
  await expect(page.getByRole('region', { name: /from a Howrah workshop/i })).toContainText('over 60 years of legacy');
  const mission = page.getByRole('region', { name: 'Our Mission' });
  await expect(mission.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(page.getByText(/most trusted name in welding/)).toBeVisible();
  const values = page.getByRole('region', { name: 'Our Core Values' });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Innovation', 'Reliability', 'Excellence']);
  await values.getByRole('link', { name: 'Read Our Story' }).click();
  await expect(page).toHaveURL(/\/learn-more$/);
});

test('/learn-more: company story, four leaders with roles and the impact figures', async ({ page }) => {
  await page.goto('/learn-more');
  await expectMetadata(page, '/learn-more', /Our Story/);
  await expect(page.getByRole('region', { name: /A family business/ })).toContainText('1962');
  await expect(page.getByRole('list', { name: 'Milestones' }).getByRole('listitem')).not.toHaveCount(0);

  const leaders = page.getByRole('list', { name: 'Leadership team' }).getByRole('article');
  await expect(leaders).toHaveCount(4);
  for (const role of ['Chairman & Managing Director', 'Director, Technology & Quality', 'Chief Operating Officer', 'Vice President, Sales & Dealer Network']) {
    await expect(leaders.filter({ hasText: role })).toHaveCount(1);
  }
  for (const image of await leaders.locator('img').all()) {
    await expect(image).toHaveAttribute('alt', /^Illustrated portrait of /);
    expect((await page.request.get((await image.getAttribute('src'))!)).status()).toBe(200);
  }

  const impact = page.getByRole('region', { name: 'Proven Where It Matters' });
  for (const figure of ['46+ years', 'Global project participation', 'Trusted by Defence and Railways']) {
    await expect(impact.getByText(figure, { exact: true })).toBeVisible();
  }
});

test('/contact: the ways to reach us and the enquiry entry point', async ({ page }) => {
  await page.goto('/contact');
  await expectMetadata(page, '/contact', /Contact/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const channels = page.getByRole('list', { name: 'Contact channels' });
  await expect(channels.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
  await expect(channels.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(channels.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(channels.getByRole('link', { name: 'Follow us on LinkedIn' })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//);

  const places = page.getByRole('list', { name: 'Offices and plants' });
  await expect(places.getByRole('heading')).toHaveText(['Kolkata', 'Thane', 'Howrah', 'Bhiwandi']);
  await expect(places.getByRole('link', { name: /on Map/ })).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Business Hours' })).toBeVisible();
  await expect(page.getByText('9:00 AM to 6:00 PM')).toBeVisible();
  await expect(page.getByText('9:00 AM to 2:00 PM')).toBeVisible();

  const enquiry = page.getByRole('region', { name: 'Tell us what you weld' });
  await expect(enquiry.getByRole('link', { name: 'Become a Dealer' })).toHaveAttribute('href', '/dealers');
  await expect(enquiry.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  await expect(enquiry.getByRole('link', { name: 'Browse Our Range' })).toHaveAttribute('href', '/browse-products');
  await enquiry.getByRole('link', { name: 'Send an Enquiry' }).click();
  await expect(page).toHaveURL(/\/inquiry$/);
});

test('/privacy: a DPDP Act notice covering every form, retention, rights and the grievance contact', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expectMetadata(page, '/privacy', /Privacy Notice/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy Notice/i);
  await expect(page.getByRole('main')).toContainText('Digital Personal Data Protection Act, 2023');

  const collected = page.getByRole('region', { name: 'What we collect and why' });
  for (const form of ['Enquiry form', 'Quote request', 'Dealer application', 'Job application']) {
    await expect(collected.getByRole('heading', { name: new RegExp(`^${form}`) })).toBeVisible();
  }
  await expect(collected).toContainText('resume');
  await expect(page.getByRole('region', { name: 'How long we keep it' })).toBeVisible();

  const rights = page.getByRole('region', { name: 'Your rights' });
  for (const right of ['Access', 'Correction and completion', 'Erasure', 'Withdraw consent', 'Grievance redressal', 'Nominate']) {
    await expect(rights.locator('strong', { hasText: right })).toBeVisible();
  }
  const grievance = page.getByRole('region', { name: 'Grievance Officer' });
  await expect(grievance.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(grievance).toContainText('Data Protection Board of India');
});
