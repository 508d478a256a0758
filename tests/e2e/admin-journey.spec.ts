import fs from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { inboxLeadKindLabels, notifiedLeadKinds, type NotifiedLeadKind } from '@/lib/domain/lead-workflow';
import { htmlCheckerErrors } from './support/html-checker';
import { ADMIN, expectNoSeriousBackOfficeViolations, LEADS, PERSONAL_DATA, linkIn, signIn, startEmbeddedBackOffice, totpCode, visitor, waitForMail, type Account, type BackOfficeSite } from './support/back-office';

// The back office on the embedded database, as its users meet it: the first admin made with
// `npm run staff:add` signs in and invites a colleague, whose e-mail arrives over SMTP; sign-out,
// password reset, the sign-in lock, two-factor sign-in and the requirement, the audit log, and
// every page accessible and usable on a phone.

const LOCKED: Account = { email: 'locked.out@arcstar.test', name: 'Lock Tester', role: 'staff', password: 'the right password 1' };
const FORGETFUL: Account = { email: 'forgetful@arcstar.test', name: 'Farah Sheikh', role: 'staff', password: 'first password 11' };
const CAREFUL: Account = { email: 'careful@arcstar.test', name: 'Kiran Desai', role: 'staff', password: 'two factors please' };
const CHANGER: Account = { email: 'changer@arcstar.test', name: 'Neha Kulkarni', role: 'staff', password: 'my first password 1' };
const INVITEE = { email: 'anand.new@arcstar.test', name: 'Anand Joshi', password: 'my own choice 2026' };

test.describe.configure({ mode: 'serial' });

let site: BackOfficeSite;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startEmbeddedBackOffice('admin-journey', { cliAccounts: [ADMIN], accounts: [LOCKED, FORGETFUL, CAREFUL, CHANGER] });
});
test.afterAll(async () => site?.stop());

const open = (browser: Browser, options: object = {}) => visitor(browser, site.url, options);
/** The staff member invited above, on their phone (their sign-in needs no second factor). */
const STAFF_ON_PHONE = INVITEE;

/** Set once the admin turns two-factor on (the requirement test); every later sign-in needs a code. */
let adminTotpSecret: string | null = null;

async function signInAsAdmin(browser: Browser, options: object = {}) {
  const signedIn = await open(browser, options);
  await signIn(signedIn.page, ADMIN);
  if (adminTotpSecret) {
    await expect(signedIn.page).toHaveURL(/\/admin\/sign-in\/two-factor$/);
    await signedIn.page.getByLabel('Code').fill(totpCode(adminTotpSecret));
    await signedIn.page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(signedIn.page).toHaveURL(/\/admin\/leads$/);
  return signedIn;
}
const alertText = (page: Page) => page.locator('form [role="alert"]').first();

test('the first admin, created with staff:add, signs in at /admin/sign-in and lands on the leads', async ({ browser }) => {
  const { context, page } = await open(browser);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const actionCalls: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-action']) actionCalls.push(request.url());
  });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  for (const name of [LEADS.enquiry.name, LEADS.dealer.contact_person, LEADS.career.full_name]) await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(LEADS.newsletter)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const link of ['Leads', 'Staff', 'Audit', 'Account']) await expect(nav.getByRole('link', { name: link })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'arcstar.session_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // The page's scripts ran under the nonce CSP: the form was sent by React, not by the browser alone.
  expect(actionCalls).toEqual([`${site.url}/admin/sign-in`]);
  expect(violations).toEqual([]);
  // With no BETTER_AUTH_SECRET the server made one in its data dir on first start, for its owner only.
  expect(fs.statSync(path.join(site.dataDir!, 'auth-secret')).mode & 0o777).toBe(0o600);
  await context.close();
});

test('an admin invites a staff member; the e-mail arrives over SMTP; the invitee sets a password and signs in', async ({ browser }) => {
  const admin = await open(browser);
  await signIn(admin.page, ADMIN);
  await admin.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/staff$/);
  const invite = admin.page.locator('form').filter({ has: admin.page.getByRole('button', { name: 'Send invitation' }) });
  await invite.getByLabel('Name').fill(INVITEE.name);
  await invite.getByLabel('E-mail').fill(INVITEE.email);
  await invite.getByLabel('Role').selectOption('staff');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${INVITEE.email}`);
  await expect(admin.page.getByRole('cell', { name: `${INVITEE.name} ${INVITEE.email}` })).toBeVisible();
  await admin.context.close();

  const mail = await waitForMail(site.smtp, INVITEE.email, /back office account/);
  expect(mail.html).toContain('Set your password');
  const link = linkIn(mail, '/admin/invitation');
  const invitee = await open(browser);
  await invitee.page.goto(link);
  await expect(invitee.page.getByRole('heading', { name: `Welcome, ${INVITEE.name}` })).toBeVisible();
  await invitee.page.getByLabel('New password', { exact: true }).fill(INVITEE.password);
  await invitee.page.getByLabel('New password again').fill(INVITEE.password);
  await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee.page).toHaveURL(/\/admin\/leads$/);
  const nav = invitee.page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit' })).toHaveCount(0);

  // The link worked once.
  await invitee.page.goto(link);
  await expect(invitee.page.getByText('This invitation link has expired or was already used.')).toBeVisible();
  await invitee.context.close();

  const again = await open(browser);
  await signIn(again.page, INVITEE);
  await expect(again.page).toHaveURL(/\/admin\/leads$/);
  await again.context.close();
});

test('sign-out ends the session on the server: the old cookie opens nothing any more', async ({ browser }) => {
  const { context, page } = await open(browser);
  await signIn(page, INVITEE);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const cookies = await context.cookies();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await context.close();

  const replay = await open(browser);
  await replay.context.addCookies(cookies);
  const response = await replay.page.goto('/admin/leads');
  await expect(replay.page).toHaveURL(/\/admin\/sign-in$/);
  const body = await response!.text();
  for (const value of PERSONAL_DATA) expect(body).not.toContain(value);
  await replay.context.close();
});

test('a forgotten password is reset by e-mail; the page answers the same whether or not the address has an account', async ({ browser }) => {
  const { context, page } = await open(browser);
  const ask = async (email: string) => {
    await page.goto('/admin/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    const status = page.locator('form [role="status"]');
    await expect(status).toBeVisible();
    return status.textContent();
  };
  const unknown = await ask('no.such.person@arcstar.test');
  const known = await ask(FORGETFUL.email);
  expect(known).toBe(unknown);
  expect(known).toContain('If that address belongs to a staff account');

  const mail = await waitForMail(site.smtp, FORGETFUL.email, /Reset your .* password/);
  expect(site.smtp.messages.some((message) => JSON.stringify(message.to).includes('no.such.person'))).toBe(false);
  await page.goto(linkIn(mail, '/admin/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('second password 22');
  await page.getByLabel('New password again').fill('second password 22');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?password-reset=1$/);

  await signIn(page, FORGETFUL);
  await expect(alertText(page)).toContainText('do not match an account');
  await signIn(page, { email: FORGETFUL.email, password: 'second password 22' });
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await context.close();
});

test('changing your own password keeps you signed in here with the new session, with and without JavaScript; other sessions end', async ({ browser }) => {
  let password = CHANGER.password;
  for (const javaScriptEnabled of [false, true]) {
    const elsewhere = await open(browser);
    await signIn(elsewhere.page, { email: CHANGER.email, password });
    await expect(elsewhere.page).toHaveURL(/\/admin\/leads$/);

    const { context, page } = await open(browser, { javaScriptEnabled });
    await signIn(page, { email: CHANGER.email, password });
    await expect(page).toHaveURL(/\/admin\/leads$/);
    const before = (await context.cookies()).find((cookie) => cookie.name === 'arcstar.session_token')!.value;
    await page.goto('/admin/account');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
    const next = `changed password ${javaScriptEnabled ? 'two' : 'one'} 22`;
    await form.getByLabel('Current password').fill(password);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('New password again').fill(next);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST') answers.push(response.status());
    });
    await form.getByRole('button', { name: 'Change password' }).click();
    // The answer is the account page drawn with the new session: no hop to the sign-in page.
    await expect(form.getByRole('status')).toContainText('Your password is changed. Your other sessions have ended.');
    await expect(page).toHaveURL(/\/admin\/account$/);
    expect(answers.every((status) => status === 200)).toBe(true);
    const after = (await context.cookies()).find((cookie) => cookie.name === 'arcstar.session_token')!.value;
    expect(after).not.toBe(before);
    // Still signed in on this device, in a new session.
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await context.close();

    // The other device's session ended.
    await elsewhere.page.goto('/admin/leads');
    await expect(elsewhere.page).toHaveURL(/\/admin\/sign-in$/);
    await elsewhere.context.close();
    password = next;
  }
});

test('sign-in locks after 5 failed attempts, with words that do not tell whether the e-mail exists', async ({ browser }) => {
  const attempts = async (email: string, passwords: string[]) => {
    const { context, page } = await open(browser);
    const messages: string[] = [];
    for (const password of passwords) {
      await signIn(page, { email, password });
      await expect(alertText(page)).toBeVisible();
      messages.push((await alertText(page).textContent()) ?? '');
    }
    await context.close();
    return messages;
  };
  const wrong = ['guess one', 'guess two', 'guess three', 'guess four', 'guess five'];
  const known = await attempts(LOCKED.email, [...wrong, LOCKED.password]);
  const unknown = await attempts('nobody.at.all@arcstar.test', [...wrong, LOCKED.password]);
  expect(known.slice(0, 4).every((message) => message.includes('do not match an account'))).toBe(true);
  expect(known[4]).toContain('Too many failed sign-ins');
  // The right password does not open a locked account.
  expect(known[5]).toContain('Too many failed sign-ins');
  expect(unknown).toEqual(known);
});

test('two-factor: a user turns it on with a code from the app, then signs in with the password and a code', async ({ browser }) => {
  const { context, page } = await open(browser);
  await signIn(page, CAREFUL);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await page.goto('/admin/account');
  const start = page.locator('form').filter({ has: page.getByRole('button', { name: 'Set up two-factor authentication' }) });
  await start.getByLabel('Your password').fill(CAREFUL.password);
  await start.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await expect(page.getByRole('img', { name: 'QR code of your two-factor secret' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByLabel('Code from the app').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByText('That code is not right.').first()).toBeVisible();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await signIn(page, CAREFUL);
  await expect(page).toHaveURL(/\/admin\/sign-in\/two-factor$/);
  await page.getByLabel('Code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app').first()).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await context.close();
});

test('an admin requires two-factor: staff without it are sent to set it up before they see any data', async ({ browser }) => {
  const admin = await open(browser);
  await signIn(admin.page, ADMIN);
  await expect(admin.page).toHaveURL(/\/admin\/leads$/);
  await admin.page.goto('/admin/staff');
  const requirement = admin.page.locator('form').filter({ has: admin.page.getByLabel('Require two-factor authentication for all staff') });
  const save = async (required: boolean) => {
    await requirement.getByLabel('Require two-factor authentication for all staff').setChecked(required);
    await requirement.getByRole('button', { name: 'Save' }).click();
  };
  // Not before the admin has it: the requirement would send them away from this very setting.
  await save(true);
  await expect(requirement.getByRole('alert')).toContainText('Turn on two-factor authentication for your own account first');

  await admin.page.goto('/admin/account');
  const start = admin.page.locator('form').filter({ has: admin.page.getByRole('button', { name: 'Set up two-factor authentication' }) });
  await start.getByLabel('Your password').fill(ADMIN.password);
  await start.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  adminTotpSecret = (await admin.page.getByTestId('totp-secret').textContent())!;
  await admin.page.getByLabel('Code from the app').fill(totpCode(adminTotpSecret));
  await admin.page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(admin.page.getByText('Two-factor authentication is on.')).toBeVisible();

  await admin.page.goto('/admin/staff');
  await save(true);
  await expect(requirement.getByRole('status')).toContainText('now required');

  const staff = await open(browser);
  await signIn(staff.page, INVITEE);
  await expect(staff.page).toHaveURL(/\/admin\/account\?setup=two-factor$/);
  await expect(staff.page.getByText('An administrator requires two-factor authentication')).toBeVisible();
  const leads = await staff.page.goto('/admin/leads');
  await expect(staff.page).toHaveURL(/\/admin\/account\?setup=two-factor$/);
  for (const value of PERSONAL_DATA) expect(await leads!.text()).not.toContain(value);
  await staff.context.close();

  await save(false);
  await expect(requirement.getByRole('status')).toContainText('now optional');
  await admin.context.close();
});

test('the audit log shows what happened, newest first, and never a password', async ({ browser }) => {
  const { context, page } = await signInAsAdmin(browser);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: /Audit log, page 1/ });
  for (const event of [
    'Signed in',
    'Sign-in failed',
    'Sign-in locked after repeated failures',
    'Signed out',
    'Staff invited',
    'Invitation accepted',
    'Password reset requested',
    'Password reset completed',
    'Two-factor enabled',
    'Two-factor requirement changed',
  ]) {
    await expect(table.getByRole('cell', { name: event, exact: true }).first()).toBeVisible();
  }
  // Newest first: this very sign-in heads the list.
  await expect(table.getByRole('row').nth(1)).toContainText('Signed in');
  await expect(table.getByRole('row').nth(1)).toContainText(ADMIN.email);
  const text = await page.locator('#admin-main').innerText();
  for (const secret of ['guess one', 'second password 22', INVITEE.password, LOCKED.password, 'nobody.at.all', 'no.such.person']) expect(text).not.toContain(secret);
  await context.close();
});

test('without JavaScript, the answer to one of several forms of one action comes back to that form alone', async ({ browser }) => {
  const { context, page } = await signInAsAdmin(browser, { javaScriptEnabled: false });
  await page.goto('/admin/notifications');
  const section = (kind: NotifiedLeadKind) => page.getByRole('region', { name: inboxLeadKindLabels[kind] });
  const others = notifiedLeadKinds.filter((kind) => kind !== 'quote_request');
  const quotes = section('quote_request');
  await quotes.getByLabel('Recipients').fill('sales.desk@arcstar.test, not-an-address');
  await quotes.getByRole('button', { name: 'Save recipients' }).click();
  // Posted to the page's own address; the answer scrolls to the form's message.
  await expect(page).toHaveURL(/\/admin\/notifications#route-quote_request-message$/);
  await expect(quotes.getByText('not-an-address is not an e-mail address.')).toBeVisible();
  await expect(quotes.getByLabel('Recipients')).toHaveValue('sales.desk@arcstar.test, not-an-address');
  for (const kind of others) {
    await expect(section(kind).getByLabel('Recipients')).toHaveValue('');
    await expect(section(kind).locator('[aria-invalid="true"], [role="alert"], [role="status"]')).toHaveCount(0);
  }
  await quotes.getByLabel('Recipients').fill('');
  await quotes.getByRole('button', { name: 'Save recipients' }).click();
  await expect(quotes.getByRole('status')).toHaveText(`${inboxLeadKindLabels.quote_request} notifications go to the default recipients again.`);
  for (const kind of others) await expect(section(kind).getByRole('status')).toHaveCount(0);
  await context.close();
});

/** A back office address with its ids and slugs (segments below a section with a digit or a hyphen) left out. */
const pageShape = (pathname: string) =>
  pathname
    .split('/')
    .map((segment, index) => (index >= 3 && /[\d-]/.test(segment) ? ':id' : segment))
    .join('/');

/**
 * Signed in as the admin: the sections, and from their links one page of each kind (a lead of each
 * kind, every editor, an article's preview, a product's images and documents, the forms for new records), as sent.
 */
async function backOfficePagesOfEachKind(request: APIRequestContext): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  const queue = ['/admin/leads', '/admin/news', '/admin/products', '/admin/categories', '/admin/dealers', '/admin/staff', '/admin/audit', '/admin/notifications', '/admin/personal-data', '/admin/account'];
  const shapes = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (shapes.has(pageShape(url))) continue;
    shapes.add(pageShape(url));
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBeLessThan(400);
    if (response.status() !== 200 || !response.headers()['content-type']?.startsWith('text/html')) continue; // /admin's redirect, a CSV, a resume
    const html = await response.text();
    pages[url] = html;
    for (const [, href] of html.matchAll(/href="(\/admin\/[^"#?]*)/g)) queue.push(href);
  }
  for (const shape of ['/admin/leads/inquiry/:id', '/admin/leads/dealer_application/:id', '/admin/leads/career_application/:id', '/admin/news/new', '/admin/news/:id', '/admin/news/:id/preview', '/admin/products/new', '/admin/products/:id', '/admin/products/:id/images', '/admin/products/:id/documents', '/admin/categories/:id', '/admin/dealers/new', '/admin/dealers/:id']) {
    expect(Object.keys(pages).map(pageShape), shape).toContain(shape);
  }
  return pages;
}

test('every kind of back office page passes the W3C Nu HTML checker', async ({ browser }) => {
  test.setTimeout(180_000);
  const pages: Record<string, string> = {};
  const signedOut = await open(browser);
  for (const url of ['/admin/sign-in', '/admin/sign-in?signed-out=1', '/admin/forgot-password', '/admin/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaa', '/admin/invitation?token=aaaaaaaaaaaaaaaaaaaaaaaa']) {
    const response = await signedOut.context.request.get(url);
    expect(response.status(), url).toBe(200);
    pages[url] = await response.text();
  }
  await signedOut.context.close();
  // Without JavaScript the sign-in form posts to its page and comes back with its messages.
  const plain = await open(browser, { javaScriptEnabled: false });
  await signIn(plain.page, { email: 'not-an-address', password: '' });
  await expect(plain.page.locator('[aria-invalid="true"]').first()).toBeVisible();
  pages['/admin/sign-in (answered without JavaScript)'] = await plain.page.content();
  await plain.context.close();

  const { context } = await signInAsAdmin(browser);
  Object.assign(pages, await backOfficePagesOfEachKind(context.request));
  // The not-found page, as the server draws it (the document of Next's not-found route).
  const missing = await context.request.get('/admin/news/no-such-article');
  expect(missing.status()).toBe(404);
  pages['/admin/news/no-such-article (404)'] = await missing.text();
  await context.close();
  expect(await htmlCheckerErrors(pages)).toEqual([]);
});

test('every kind of back office page has no serious accessibility violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const check = async (page: Page, url: string) => {
    await page.goto(url);
    await expect(page.locator('#admin-main h1')).toBeVisible();
    await expectNoSeriousBackOfficeViolations(page, url);
  };
  const visitorPage = await open(browser);
  for (const url of ['/admin/sign-in', '/admin/forgot-password', '/admin/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaa', '/admin/invitation?token=aaaaaaaaaaaaaaaaaaaaaaaa', '/admin/sign-in/two-factor']) {
    await check(visitorPage.page, url);
  }
  // With a message showing, too.
  await signIn(visitorPage.page, { email: 'not-an-address', password: '' });
  await expect(visitorPage.page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await visitorPage.context.close();

  const { context, page } = await signInAsAdmin(browser);
  for (const url of [...Object.keys(await backOfficePagesOfEachKind(context.request)), '/admin/news/no-such-article']) await check(page, url);
  await context.close();
});

test('on a phone the back office is usable: nothing wider than the screen, the navigation in reach', async ({ browser }) => {
  const phone = await open(browser, { ...devices['Pixel 7'] });
  await signIn(phone.page, STAFF_ON_PHONE);
  await expect(phone.page).toHaveURL(/\/admin\/leads$/);
  for (const url of ['/admin/leads', '/admin/account']) {
    await phone.page.goto(url);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
    await expect(phone.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' })).toBeInViewport();
  }
  const box = await phone.page.getByRole('button', { name: 'Sign out' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(40);
  await phone.context.close();
});
