import { expect, test, type Page } from '@playwright/test';
import { ADMIN, STAFF, signedInAdmin, startPostgresBackOffice, type BackOfficeSite } from './support/back-office';

// The audit log's filter in the browser, on PostgreSQL (entries written straight into the log, at
// the instants the test needs): by action, by staff member, by Indian days and by what an entry
// concerns, in a plain GET form that works without JavaScript, page by page with the filter kept in
// the address; and an address the filter cannot use answers 200 with a message, never a 500.

test.describe.configure({ mode: 'serial' });

let site: BackOfficeSite;
const RESUME = '3f1c2d9e-8a47-4b6e-9c1d-2e5f6a7b8c90';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startPostgresBackOffice('admin-audit', { accounts: [ADMIN, STAFF] });
  const entry = (at: string, action: string, actor: string | null, subject: [type: string, id: string, label: string | null] | null) =>
    site.sql!`insert into audit_log (created_at, action, actor_email, subject_type, subject_id, subject_label)
              values (${at}, ${action}, ${actor}, ${subject?.[0] ?? null}, ${subject?.[1] ?? null}, ${subject?.[2] ?? null})`;
  await entry('2026-03-02T10:00:00Z', 'resume_downloaded', STAFF.email, ['career_application', RESUME, null]);
  await entry('2026-03-04T10:00:00Z', 'resume_downloaded', ADMIN.email, ['career_application', '7d2e4f60-1b3a-4c5d-8e9f-0a1b2c3d4e5f', null]);
  // 23:59:59 on 2 March in India, then 01:30 on 3 March: a day apart by India's days.
  await entry('2026-03-02T18:29:59Z', 'sign_in_failed', null, ['staff', 'ravi', STAFF.email]);
  await entry('2026-03-02T20:00:00Z', 'sign_in_failed', null, ['staff', 'ravi', STAFF.email]);
  // The career application the site started with: its resume downloaded by the staff member.
  const [career] = await site.sql!`select id from career_applications limit 1`;
  await entry('2026-03-05T10:00:00Z', 'resume_downloaded', STAFF.email, ['career_application', career.id, null]);
  // Enough of one action for two pages.
  await site.sql!`insert into audit_log (created_at, action, actor_email, subject_type, subject_id, subject_label)
                  select '2026-02-01T00:00:00Z'::timestamptz + n * interval '1 hour', 'product_updated', ${ADMIN.email}, 'product', 'p' || n, 'Bench glove ' || n
                  from generate_series(1, 60) n`;
});
test.afterAll(async () => site?.stop());

const table = (page: Page) => page.getByRole('table', { name: /^Audit log, page/ });
/** The filter the address holds: its non-empty parameters (the form sends its empty fields too). */
const filterInAddress = (page: Page) => Object.fromEntries([...new URL(page.url()).searchParams].filter(([, value]) => value !== ''));
/** The 'What' cell of every row shown. */
const actionsShown = (page: Page) => table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();

test('filters the log by action, then by Indian days, staff member and words, showing only the entries that match', async ({ browser }) => {
  const { context, page } = await signedInAdmin(browser, site.url);
  await page.goto('/admin/audit');
  await page.getByLabel('What', { exact: true }).selectOption({ label: 'Resume downloaded' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('3 entries match the filter.')).toBeVisible();
  expect(filterInAddress(page)).toEqual({ action: 'resume_downloaded' });
  expect(await actionsShown(page)).toEqual(['Resume downloaded', 'Resume downloaded', 'Resume downloaded']);
  await expect(page.getByLabel('What', { exact: true })).toHaveValue('resume_downloaded');

  // Failed sign-ins on 2 March, India's day: 23:59:59 is in it, 01:30 on the 3rd is not.
  await page.getByLabel('What', { exact: true }).selectOption('sign_in_failed');
  await page.getByLabel('Recorded from').fill('2026-03-02');
  await page.getByLabel('Recorded until').fill('2026-03-02');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('1 entry matches the filter.')).toBeVisible();
  expect(filterInAddress(page)).toEqual({ action: 'sign_in_failed', from: '2026-03-02', to: '2026-03-02' });
  expect(await actionsShown(page)).toEqual(['Sign-in failed']);
  await expect(table(page).locator('tbody tr').first()).toContainText(STAFF.email);
  await expect(table(page).locator('time')).toHaveText('2 Mar 2026, 11:59 pm IST');

  // Who: the staff member's own entries only.
  await page.goto('/admin/audit');
  await page.getByLabel('Who', { exact: true }).selectOption({ label: `${STAFF.name} (${STAFF.email})` });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('2 entries match the filter.')).toBeVisible();
  expect(await actionsShown(page)).toEqual(['Resume downloaded', 'Resume downloaded']);
  await expect(table(page).locator('tbody tr').last()).toContainText(RESUME);

  // Who downloaded this resume: its lead's id, or a part of it, in the search.
  await page.goto('/admin/audit');
  await page.getByLabel('Concerning').fill(RESUME.slice(0, 13));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('1 entry matches the filter.')).toBeVisible();
  expect(await actionsShown(page)).toEqual(['Resume downloaded']);
  await expect(table(page).locator('tbody tr').first()).toContainText(STAFF.email);

  // From a career application's page (an admin's): who downloaded its resume.
  const [career] = await site.sql!`select id from career_applications limit 1`;
  await page.goto(`/admin/leads/career_application/${career.id}`);
  await page.getByRole('link', { name: 'Audit entries about this lead' }).click();
  await expect(page).toHaveURL(`/admin/audit?q=${career.id}`);
  await expect(page.getByLabel('Concerning')).toHaveValue(career.id);
  await expect(page.getByText('1 entry matches the filter.')).toBeVisible();
  expect(await actionsShown(page)).toEqual(['Resume downloaded']);
  await expect(table(page).locator('tbody tr').first()).toContainText(STAFF.email);
  await context.close();
});

test('without JavaScript the filter works and its pages keep it in the address', async ({ browser }) => {
  const { context, page } = await signedInAdmin(browser, site.url, { javaScriptEnabled: false });
  await page.goto('/admin/audit');
  await page.getByLabel('What', { exact: true }).selectOption('product_updated');
  await page.getByLabel('Concerning').fill('glove');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('60 entries match the filter. Page 1 of 2.')).toBeVisible();
  expect(filterInAddress(page)).toEqual({ action: 'product_updated', q: 'glove' });
  expect(new Set(await actionsShown(page))).toEqual(new Set(['Product edited']));
  await page.getByRole('link', { name: 'Older entries' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=product_updated&q=glove&page=2$/);
  await expect(page.getByText('60 entries match the filter. Page 2 of 2.')).toBeVisible();
  expect(await actionsShown(page)).toHaveLength(10);
  await expect(table(page).locator('tbody tr').last()).toContainText('Bench glove 1');
  await expect(page.getByLabel('What', { exact: true })).toHaveValue('product_updated');
  await page.getByRole('link', { name: 'Newer entries' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=product_updated&q=glove$/);
  await context.close();
});

test('an address the filter cannot use answers 200 and says what it ignored, never a 500', async ({ browser }) => {
  const { context, page } = await signedInAdmin(browser, site.url);
  const huge = 'x'.repeat(4000);
  const cases: [query: string, message: string | null][] = [
    ['action=launch_missiles', '‘launch_missiles’ is not an action the audit log records. It is ignored: the entries below are not filtered by it.'],
    ['actor=intruder%40example.com', 'The audit log has no entry by ‘intruder@example.com’. It is ignored: the entries below are not filtered by it.'],
    ['from=2026-02-30&to=abc', 'The dates 2026-02-30 (Recorded from) and abc (Recorded until) are not valid days (YYYY-MM-DD). They are ignored: the entries below are not filtered by them.'],
    ['from=2026-03-05&to=2026-03-01', 'The ‘Recorded from’ day is after the ‘Recorded until’ day, so no entry can match. Swap the two days.'],
    ['page=99999999999999999999', 'There is no such page: the entries fill 2 pages.'],
    [`actor=${huge}&q=${huge}`, `The audit log has no entry by ‘${'x'.repeat(40)}…’. It is ignored: the entries below are not filtered by it.`],
    ['action=toString&actor=%27%3B--', '‘toString’ is not an action the audit log records.'],
    ['page=-1', null],
    ['page=abc', null],
    ['action=resume_downloaded&action=launch_missiles', null],
    ['q=%25_%5C', null],
    // A NUL byte (typed or pasted into the search box) failed the query with a 500.
    ['q=%00abc', null],
  ];
  for (const [query, message] of cases) {
    const response = await page.goto(`/admin/audit?${query}`);
    expect(response?.status(), query.slice(0, 60)).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' }), query.slice(0, 60)).toBeVisible();
    if (message) await expect(page.getByText(message), query.slice(0, 60)).toBeVisible();
    else await expect(page.locator('#admin-main [role="status"]'), query.slice(0, 60)).toHaveCount(0);
  }
  // What was ignored is left out of the form too; the rest of the filter holds.
  await page.goto('/admin/audit?action=launch_missiles&from=2026-03-02&to=2026-03-02');
  await expect(page.getByLabel('What', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Recorded from')).toHaveValue('2026-03-02');
  expect(await actionsShown(page)).toEqual(['Sign-in failed', 'Resume downloaded']);
  // A repeated parameter counts once, by its first value.
  await page.goto('/admin/audit?action=resume_downloaded&action=launch_missiles');
  await expect(page.getByText('3 entries match the filter.')).toBeVisible();
  expect(new Set(await actionsShown(page))).toEqual(new Set(['Resume downloaded']));
  // Control characters in the words are read as spaces: the search still finds.
  const matching = page.getByText(/^\d+ entr(y matches|ies match) the filter\./);
  await page.goto('/admin/audit?q=ravi');
  const plain = await matching.innerText();
  expect(plain).not.toMatch(/^0 /);
  await page.goto('/admin/audit?q=%00ravi%07');
  await expect(matching).toHaveText(plain);
  // The other back-office search boxes read their words the same way.
  for (const [address, heading] of [
    ['/admin/products?q=%00vajra', 'Products'],
    ['/admin/dealers?q=%00', 'Dealers'],
    ['/admin/leads?q=%00', 'Leads'],
  ]) {
    expect((await page.goto(address))?.status(), address).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading }), address).toBeVisible();
  }
  await context.close();
});

test('a page that fails while it renders says so inside the back office, with its navigation and a way on', async ({ browser }) => {
  const { context, page } = await signedInAdmin(browser, site.url);
  // The log's table gone for a moment: the audit page's query fails.
  await site.sql!`alter table audit_log rename to audit_log_away`;
  try {
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(page.getByText('The server could not show this page. What was saved before is safe.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expect(page.getByText(/^Reference for the site's operator: \S+$/)).toBeVisible();
  } finally {
    await site.sql!`alter table audit_log_away rename to audit_log`;
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await context.close();
});

