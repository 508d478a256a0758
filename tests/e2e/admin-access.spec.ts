import fs from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse, type Browser } from '@playwright/test';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { ADMIN, EDITOR, HR, LEADS, PERSONAL_DATA, SALES, STAFF, signIn, startPostgresBackOffice, visitor, type Account, type BackOfficeSite } from './support/back-office';
import { createTempDatabase, freePort } from './support/postgres-server';
import { startServer } from './support/server';

// Who may reach what, walked from the build itself: every /admin page, every route handler of
// the back office and every server action of lib/actions/admin and app/(admin) is tried without a session, and
// with a `staff`, `editor`, `sales` or `hr` session where its role is not enough (staff: every lead;
// editor: the content; sales: the leads but job applications; hr: the job applications only), and
// answers a redirect or a refusal with no data and no change (the site runs on PostgreSQL, so the
// test reads the database directly). Also: a lead of a kind the role does not open, cross-site
// posts, a session that ends mid-form, public sign-up, and search engines.

/** 'job-applications': the career application's page, its resume and the lead actions aimed at it. */
type Access = 'public' | 'signed-in' | 'leads' | 'job-applications' | 'content' | 'admin';

/** What each role reaches beyond the public pages and its own account. */
const REACHES: Record<StaffRole, readonly Access[]> = {
  admin: ['public', 'signed-in', 'leads', 'job-applications', 'content', 'admin'],
  staff: ['public', 'signed-in', 'leads', 'job-applications'],
  editor: ['public', 'signed-in', 'content'],
  sales: ['public', 'signed-in', 'leads'],
  hr: ['public', 'signed-in', 'leads', 'job-applications'],
};
const LIMITED_ACCOUNTS = [STAFF, EDITOR, SALES, HR];
/** Where each role lands after signing in, and where a page beyond its role sends it. */
const LANDING: Record<StaffRole, string> = { admin: '/admin/leads', staff: '/admin/leads', editor: '/admin/news', sales: '/admin/leads', hr: '/admin/leads' };
const landingPath = (role: StaffRole) => LANDING[role];

const PAGES: Record<string, Access> = {
  '/admin': 'signed-in',
  '/admin/leads': 'leads',
  '/admin/leads/[kind]/[id]': 'job-applications',
  '/admin/account': 'signed-in',
  '/admin/staff': 'admin',
  '/admin/news': 'content',
  '/admin/news/new': 'content',
  '/admin/news/[id]': 'content',
  '/admin/news/[id]/preview': 'content',
  '/admin/categories': 'content',
  '/admin/categories/[key]': 'content',
  '/admin/products': 'content',
  '/admin/products/new': 'content',
  '/admin/products/[id]': 'content',
  '/admin/dealers': 'content',
  '/admin/dealers/new': 'content',
  '/admin/dealers/[id]': 'content',
  '/admin/products/[id]/images': 'content',
  '/admin/products/[id]/documents': 'content',
  '/admin/audit': 'admin',
  '/admin/personal-data': 'admin',
  '/admin/notifications': 'admin',
  '/admin/sign-in': 'public',
  '/admin/sign-in/two-factor': 'public',
  '/admin/forgot-password': 'public',
  '/admin/reset-password': 'public',
  '/admin/invitation': 'public',
  // Any other address under /admin.
  '/admin/[...path]': 'signed-in',
};
const UNKNOWN_PAGE = '/admin/no-such-page/at-all';
const urlOf = (page: string) => (page === '/admin/[...path]' ? UNKNOWN_PAGE : page);

/** Paths tried on each route handler: the library's routes, none of which may answer data. */
const ROUTES: Record<string, string[]> = {
  '/api/auth/[...all]': ['get-session', 'list-sessions', 'sign-in/email', 'sign-out', 'update-user', 'change-password', 'two-factor/get-totp-uri', 'two-factor/enable', 'list-accounts', 'sign-up/email'],
  '/admin/leads/export': [''],
  '/admin/leads/[kind]/[id]/resume': [''],
};
/** Who may use each route handler ('none': nobody gets data from the library's routes this way). */
const ROUTE_ACCESS: Record<string, Access | 'none'> = {
  '/api/auth/[...all]': 'none',
  '/admin/leads/export': 'leads',
  '/admin/leads/[kind]/[id]/resume': 'job-applications',
};

const ACTIONS: Record<string, Access> = {
  signIn: 'public',
  submitSecondFactor: 'public',
  requestStaffPasswordReset: 'public',
  resetStaffPassword: 'public',
  acceptStaffInvitation: 'public',
  signOutOfBackOffice: 'signed-in',
  startTwoFactor: 'signed-in',
  confirmTwoFactorCode: 'signed-in',
  turnOffTwoFactor: 'signed-in',
  changeOwnPassword: 'signed-in',
  inviteStaffMember: 'admin',
  resendStaffInvitation: 'admin',
  changeStaffMemberRole: 'admin',
  removeStaffMember: 'admin',
  // Aimed at the career application (attackFields).
  changeLeadStatus: 'job-applications',
  changeLeadAssignee: 'job-applications',
  addNoteToLead: 'job-applications',
  resendLeadNotification: 'job-applications',
  createNewsArticle: 'content',
  deleteNewsArticle: 'content',
  saveNewsArticle: 'content',
  previewArticleBody: 'content',
  saveCategory: 'content',
  createCatalogueProduct: 'content',
  saveCatalogueProduct: 'content',
  setCatalogueProductDiscontinued: 'content',
  createDealerRecord: 'content',
  saveDealer: 'content',
  setDealerActivation: 'content',
  uploadProductImage: 'content',
  describeProductImage: 'content',
  removeProductImageAction: 'content',
  setPrimaryProductImageAction: 'content',
  moveProductImage: 'content',
  reorderProductImagesAction: 'content',
  uploadProductDocument: 'content',
  saveProductDocument: 'content',
  removeProductDocumentAction: 'content',
  moveProductDocument: 'content',
  saveTwoFactorRequirement: 'admin',
  findPersonalData: 'admin',
  erasePersonalData: 'admin',
  saveNotificationRoute: 'admin',
};
/** Actions posted by a plain form (no state): their only argument is the form data. */
const PLAIN_FORM_ACTIONS = new Set(['signOutOfBackOffice']);

type BuiltAction = { id: string; name: string; page: string };

/** The back office's server actions as the build knows them (id, export, a page that uses it). */
function builtActions(): BuiltAction[] {
  const manifest = JSON.parse(fs.readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node)
    .filter(([, entry]) => entry.filename?.startsWith('lib/actions/admin/') || entry.filename?.startsWith('app/(admin)/'))
    .map(([id, entry]) => ({ id, name: entry.exportedName!, page: concrete(pageUrl(Object.keys(entry.workers).find((worker) => worker.startsWith('app/(admin)/'))!)) }));
}

const pageUrl = (worker: string) => worker.replace(/^app\/\(admin\)/, '').replace(/\/page$/, '');

function builtRoutes(): { pages: string[]; routes: string[] } {
  const manifest = Object.keys(JSON.parse(fs.readFileSync('.next/server/app-paths-manifest.json', 'utf8')) as Record<string, string>);
  return {
    pages: manifest.filter((key) => key.startsWith('/(admin)/') && key.endsWith('/page')).map((key) => key.replace('/(admin)', '').replace(/\/page$/, '')),
    routes: manifest.filter((key) => key.endsWith('/route') && (key.includes('/admin') || key.startsWith('/api/auth'))).map((key) => key.replace('/(admin)', '').replace(/\/route$/, '')),
  };
}

let site: BackOfficeSite;
let adminId: string;
let careerId: string;
let enquiryId: string;
let productImageIds: string[] = [];
let productDocumentIds: string[] = [];
/** A seeded product: the editor's pages about one product open it, and the refused actions aim at it, its gallery and its documents. */
const PRODUCT_ID = 'e7018-low-hydrogen';
/** A seeded article: the editor's pages about one article open it. */
const ARTICLE_ID = 'bhiwandi-plant-expansion';

/** A seeded category: the editor's page about one category opens it. */
const CATEGORY_KEY = 'welding-electrodes';

/** A seeded dealer: the editor's page about one dealer opens it. */
const DEALER_ID = 'konkan-weld-traders-thane';

/** A dynamic page or route as a URL: the career application stored before the site started. */
const concrete = (url: string) => urlOf(url).replace('/admin/news/[id]', `/admin/news/${ARTICLE_ID}`).replace('/admin/products/[id]', `/admin/products/${PRODUCT_ID}`).replace('/admin/dealers/[id]', `/admin/dealers/${DEALER_ID}`).replace('[key]', CATEGORY_KEY).replace('[kind]', 'career_application').replace('[id]', careerId);
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startPostgresBackOffice('admin-access', { accounts: [ADMIN, STAFF, EDITOR, SALES, HR] });
  [{ id: adminId }] = await site.sql!`select id from staff_users where email = ${ADMIN.email}`;
  [{ id: careerId }] = await site.sql!`select id from career_applications limit 1`;
  [{ id: enquiryId }] = await site.sql!`select id from inquiries limit 1`;
  productImageIds = (await site.sql!`select id from product_images where product_id = ${PRODUCT_ID} order by display_order`).map((row) => row.id as string);
  productDocumentIds = (await site.sql!`select id from product_documents where product_id = ${PRODUCT_ID} order by display_order, title`).map((row) => row.id as string);
});
test.afterAll(async () => site?.stop());

/** What the back office holds, to show that a refused request changed nothing. */
async function snapshot() {
  const sql = site.sql!;
  return {
    users: await sql`select email, role, two_factor_enabled from staff_users order by email`,
    passwords: await sql`select user_id, password from staff_accounts order by user_id`,
    invitations: (await sql`select count(*)::int as n from staff_invitations`)[0].n,
    mail: (await sql`select count(*)::int as n from mail_outbox where message is not null`)[0].n,
    secondFactors: await sql`select user_id, verified from staff_two_factors order by user_id`,
    settings: await sql`select require_two_factor from back_office_settings`,
    notificationRoutes: await sql`select lead_kind, recipients from notification_routes order by lead_kind`,
    leadStates: await site.sql!`select lead_kind, lead_id, status, assignee_id from lead_states order by lead_id`,
    leadEvents: (await site.sql!`select count(*)::int as n from lead_events`)[0].n,
    leadMail: await sql`select lead_id, status, attempts from mail_outbox where lead_id is not null order by lead_id`,
    articles: await sql`select id, version, is_published, published_at, title, content from news_articles order by id`,
    mediaImages: (await sql`select count(*)::int as n from media_images`)[0].n,
    productImages: await sql`select id, image_url, alt_text, display_order, is_primary from product_images where product_id = ${PRODUCT_ID} order by id`,
    productPicture: await sql`select image_url from products where id = ${PRODUCT_ID}`,
    productDocuments: await sql`select id, product_id, kind, title, file_url, file_size_bytes, display_order from product_documents order by id`,
    products: await sql`select id, version, name, is_available, is_upcoming from products order by id`,
    productRedirects: (await sql`select count(*)::int as n from product_slug_redirects`)[0].n,
    categories: await sql`select category_key, version, hero_title, hero_subtitle, download_guide_text, guide_upload_url from product_categories order by category_key`,
    dealers: await sql`select id, version, name, is_active, map_url, source_application_id from dealers order by id`,
    auditActions: await sql`select action, count(*)::int as n from audit_log where action not in ('sign_in') group by action order by action`,
  };
}

async function expectNoPersonalData(response: APIResponse, label: string, extra: string[] = []) {
  const body = await response.text();
  for (const value of [...PERSONAL_DATA, ...extra]) expect(body, `${label} shows ${value}`).not.toContain(value);
}

async function signedInRequest(browser: Browser, account: Account): Promise<{ request: APIRequestContext; cookie: string; close: () => Promise<void> }> {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${landingPath(account.role)}$`));
  const cookie = (await context.cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  return { request: context.request, cookie, close: () => context.close() };
}

/** A server action called as the browser calls it (React's reply encoding: arguments as form data). */
function callAction(request: APIRequestContext, action: BuiltAction, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const initial = { status: 'idle', message: '', fieldErrors: {}, values: {} };
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(`_1_${name}`, value);
  // The root last: the server reads the body as a stream and takes the form's fields seen before it.
  multipart.append('0', JSON.stringify(PLAIN_FORM_ACTIONS.has(action.name) ? ['$K1'] : [initial, '$K1']));
  return request.post(`${site.url}${action.page}`, {
    headers: { 'Next-Action': action.id, Accept: 'text/x-component', Origin: site.url, ...headers },
    multipart,
    maxRedirects: 0,
  });
}

/** Every field any back office form has, filled with what an attacker would send. */
const attackFields = () => ({
  name: 'Walk Target',
  email: 'walk.target@arcstar.test',
  role: 'admin',
  userId: adminId,
  password: ADMIN.password,
  currentPassword: ADMIN.password,
  confirmPassword: 'a new password 99',
  code: '123456',
  requireTwoFactor: 'on',
  token: 'x'.repeat(40),
  kind: 'career_application',
  id: careerId,
  status: 'spam',
  assignee: adminId,
  note: 'A note from the walk',
  title: 'Walk Target',
  excerpt: 'Written by the walk.',
  content: '# Written by the walk',
  author: 'Walk Target',
  category: 'technical',
  published_at: '2026-01-01T10:00',
  is_published: 'true',
  version: '1',
  category_key: CATEGORY_KEY,
  hero_title: 'Walk Target',
  hero_subtitle: 'Written by the walk.',
  download_guide_text: 'Walk Target',
  remove_guide: 'on',
  person: 'walk.target@arcstar.test',
  confirm: 'on',
  recipients: 'walk.target@arcstar.test',
  product_id: PRODUCT_ID,
  image_id: productImageIds[1],
  document_id: productDocumentIds[0],
  alt_text: 'Walk Target',
  direction: 'up',
  shown: productImageIds.join(','),
  order: [...productImageIds].reverse().join(','),
});

test('the build has exactly the pages, routes and actions this test knows', () => {
  const { pages, routes } = builtRoutes();
  expect(pages.sort()).toEqual(Object.keys(PAGES).sort());
  expect(routes.sort()).toEqual(Object.keys(ROUTES).sort());
  expect(builtActions().map((action) => action.name).sort()).toEqual(Object.keys(ACTIONS).sort());
});

test('every page: without a session a redirect to sign-in; with a staff, editor, sales or HR session, pages beyond its role redirect away (a lead of a kind beyond it: 404); no data either way', async ({ browser, playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: site.url });
  for (const [pattern, access] of Object.entries(PAGES)) {
    const url = concrete(pattern);
    const response = await anonymous.get(url, { maxRedirects: 0 });
    if (access === 'public') expect(response.status(), url).toBe(200);
    else {
      expect(response.status(), url).toBe(307);
      expect(response.headers().location, url).toBe('/admin/sign-in');
    }
    await expectNoPersonalData(response, url, [ADMIN.email, STAFF.email, EDITOR.email, ADMIN.name]);
  }
  await anonymous.dispose();

  for (const account of LIMITED_ACCOUNTS) {
    const signedIn = await signedInRequest(browser, account);
    for (const [pattern, access] of Object.entries(PAGES)) {
      const url = concrete(pattern);
      const label = `${account.role} ${url}`;
      const response = await signedIn.request.get(url, { maxRedirects: 0 });
      if (url === UNKNOWN_PAGE) {
        expect(response.status(), label).toBe(404);
        expect(await response.text()).toContain('There is no back office page at this address.');
      } else if (access === 'job-applications' && REACHES[account.role].includes('leads') && !REACHES[account.role].includes(access)) {
        // A lead of a kind the role does not open (in the leads it does) does not exist for it.
        expect(response.status(), label).toBe(404);
        await expectNoPersonalData(response, label, [ADMIN.email, ADMIN.name]);
      } else if (!REACHES[account.role].includes(access)) {
        expect(response.status(), label).toBe(307);
        expect(response.headers().location, label).toBe(`${landingPath(account.role)}?denied=1`);
        await expectNoPersonalData(response, label, [ADMIN.email, ADMIN.name]);
      } else if (access === 'public' || url === '/admin') {
        expect([200, 307], label).toContain(response.status());
      } else {
        expect(response.status(), label).toBe(200);
      }
    }
    await signedIn.close();
  }
});

/** Addresses naming a back office page with no such record, or no page at all. */
const MISSING_RECORD = '00000000-0000-4000-8000-000000000000';
const NAMING_NOTHING = [
  UNKNOWN_PAGE,
  `/admin/leads/career_application/${MISSING_RECORD}`,
  `/admin/leads/no-such-kind/${MISSING_RECORD}`,
  '/admin/news/no-such-article',
  '/admin/news/no-such-article/preview',
  '/admin/products/no-such-product',
  '/admin/products/no-such-product/images',
  '/admin/products/no-such-product/documents',
  '/admin/categories/no-such-category',
  '/admin/dealers/no-such-dealer',
  `/admin/dealers/new?application=${MISSING_RECORD}`,
];

test('an address naming no back office page or record: 404, drawn on the server in full in the back office chrome for staff; a visitor is sent to sign in', async ({ browser, playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: site.url });
  const admin = await signedInRequest(browser, ADMIN);
  for (const url of NAMING_NOTHING) {
    const response = await admin.request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
    expect(response.headers()['cache-control'], url).toMatch(/^private, .*no-store/);
    const html = await response.text();
    // The page itself, not Next's empty error document that only scripts fill in.
    expect(html, url).not.toContain('__next_error__');
    expect(html, url).toContain('<html lang="en-IN"');
    expect(html, url).toContain('<title>Page not found | Back office | ');
    expect(html, url).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html, url).toContain('There is no back office page at this address.');
    expect(html, url).toMatch(/<nav aria-label="Back office"[^>]*>.*href="\/admin\/leads".*href="\/admin\/account"/s);

    const asVisitor = await anonymous.get(url, { maxRedirects: 0 });
    expect(asVisitor.status(), url).toBe(307);
    expect(asVisitor.headers().location, url).toBe('/admin/sign-in');
    await expectNoPersonalData(asVisitor, url, [ADMIN.email, ADMIN.name]);
  }
  // Staff beyond the page's role are sent away before anything is said of the record, as by the page.
  const staff = await signedInRequest(browser, STAFF);
  for (const url of ['/admin/news/no-such-article', `/admin/dealers/new?application=${MISSING_RECORD}`]) {
    const response = await staff.request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(307);
    expect(response.headers().location, url).toBe('/admin/leads?denied=1');
  }
  expect((await staff.request.get(`/admin/leads/inquiry/${MISSING_RECORD}`, { maxRedirects: 0 })).status()).toBe(404);
  await staff.close();
  // A record that exists still opens (the check asks the pages' own readers).
  for (const url of [concrete('/admin/news/[id]'), concrete('/admin/products/[id]/images'), concrete('/admin/products/[id]/documents'), concrete('/admin/leads/[kind]/[id]'), concrete('/admin/dealers/[id]')]) {
    expect((await admin.request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }

  // In the browser the not-found page's links lead on, without JavaScript and with it.
  for (const javaScriptEnabled of [false, true]) {
    const { context, page } = await visitor(browser, site.url, { javaScriptEnabled });
    await context.addCookies(admin.cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: site.url })));
    const response = await page.goto('/admin/news/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Go to the back office start page' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await context.close();
  }
  await admin.close();
  await anonymous.dispose();
});

test('every route handler: no session, or a staff, editor, sales or HR session beyond its role, GET, HEAD or POST: an error and no data', async ({ browser, playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: site.url });
  const staff = await signedInRequest(browser, STAFF);
  const editor = await signedInRequest(browser, EDITOR);
  const sales = await signedInRequest(browser, SALES);
  const hr = await signedInRequest(browser, HR);
  const sessions: Partial<Record<StaffRole, Awaited<ReturnType<typeof signedInRequest>>>> = { staff, editor, sales, hr };
  for (const [route, paths] of Object.entries(ROUTES)) {
    const access = ROUTE_ACCESS[route];
    const refusedRoles = LIMITED_ACCOUNTS.map((account) => account.role).filter((role) => access === 'none' || !REACHES[role].includes(access));
    for (const path of paths) {
      const url = concrete(route.replace('[...all]', path));
      const askers = [['nobody', anonymous] as const, ...refusedRoles.map((role) => [role, sessions[role]!.request] as const)];
      for (const [who, request] of askers) {
        for (const method of ['GET', 'HEAD', 'POST'] as const) {
          const response = await request.fetch(url, { method, headers: { Origin: site.url, 'content-type': 'application/json' }, data: method === 'POST' ? { email: STAFF.email, password: STAFF.password, name: 'X' } : undefined, maxRedirects: 0 });
          expect(response.status(), `${who} ${method} ${url}`).toBeGreaterThanOrEqual(400);
          const cookies = [staff, editor, sales, hr].map((session) => session.cookie.split('=')[1]?.split(';')[0] ?? '');
          await expectNoPersonalData(response, `${who} ${method} ${url}`, [ADMIN.email, STAFF.email, EDITOR.email, ...cookies]);
        }
      }
    }
  }
  for (const session of [staff, editor, sales, hr]) await session.close();
  await anonymous.dispose();
});

test('every server action: refused without a session, and with a staff, editor, sales or HR session beyond its role; nothing changes', async ({ browser, playwright }) => {
  const actions = builtActions();
  const anonymous = await playwright.request.newContext({ baseURL: site.url });
  const staff = await signedInRequest(browser, STAFF);
  const editor = await signedInRequest(browser, EDITOR);
  const sales = await signedInRequest(browser, SALES);
  const hr = await signedInRequest(browser, HR);
  const before = await snapshot();

  for (const action of actions) {
    const access = ACTIONS[action.name];
    if (access === 'public') continue;
    const response = await callAction(anonymous, action, attackFields());
    const label = `${action.name} without a session`;
    if (PLAIN_FORM_ACTIONS.has(action.name)) {
      expect(response.headers()['x-action-redirect'] ?? response.headers().location, label).toMatch(/^\/admin\/sign-in/);
    } else {
      expect(response.status(), label).toBe(200);
      expect(await response.text(), label).toContain('Your session has ended. Sign in again');
    }
    await expectNoPersonalData(response, label, [ADMIN.email, STAFF.email]);

    for (const [account, session] of [[STAFF, staff], [EDITOR, editor], [SALES, sales], [HR, hr]] as const) {
      if (REACHES[account.role].includes(access)) continue;
      const label = `${action.name} as ${account.role}`;
      const refused = await callAction(session.request, action, attackFields());
      expect(refused.status(), label).toBe(200);
      expect(await refused.text(), label).toContain('Your role does not allow this.');
      await expectNoPersonalData(refused, label, [ADMIN.email]);
    }
  }
  expect(await snapshot()).toEqual(before);

  // The same request from an admin does what it says: the refusals above were the checks' doing.
  const admin = await signedInRequest(browser, ADMIN);
  const invite = actions.find((action) => action.name === 'inviteStaffMember')!;
  const accepted = await callAction(admin.request, invite, { ...attackFields(), role: 'staff' });
  expect(await accepted.text()).toContain('Invitation sent to walk.target@arcstar.test');
  expect(await site.sql!`select role from staff_users where email = 'walk.target@arcstar.test'`).toEqual([{ role: 'staff' }]);
  for (const session of [admin, staff, editor, sales, hr]) await session.close();
  await anonymous.dispose();
});

test('a lead of a kind the role does not open: its page answers as a missing lead does, its actions are refused, the inbox names the kind and the export refuses it; nothing changes', async ({ browser }) => {
  const actions = builtActions().filter((action) => ['changeLeadStatus', 'changeLeadAssignee', 'addNoteToLead', 'resendLeadNotification'].includes(action.name));
  expect(actions).toHaveLength(4);
  // The leads' notifications delivered first: the outbox sending them is no change of this test's doing.
  await expect.poll(async () => (await site.sql!`select count(*)::int as n from mail_outbox where status <> 'sent'`)[0].n, { timeout: 20_000 }).toBe(0);
  const before = await snapshot();
  // The document as any response of it reads, but for its CSP nonce (a new one each time).
  const documentOf = async (response: APIResponse) => {
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    return (await response.text()).replaceAll(nonce!, '(nonce)');
  };
  const cases = [
    { account: SALES, kind: 'career_application', id: careerId, label: 'Career application', hidden: [LEADS.career.full_name, LEADS.career.email], own: LEADS.enquiry.name },
    { account: HR, kind: 'inquiry', id: enquiryId, label: 'Enquiry', hidden: [LEADS.enquiry.name, LEADS.enquiry.email, LEADS.dealer.contact_person, LEADS.newsletter], own: LEADS.career.full_name },
  ] as const;
  for (const { account, kind, id, label, hidden, own } of cases) {
    const session = await signedInRequest(browser, account);
    const who = `${account.role} ${kind}`;
    // The page of a lead that exists, and of one that does not: the same 404 document, drawn on the server in full.
    const existing = await session.request.get(`/admin/leads/${kind}/${id}`, { maxRedirects: 0 });
    const missing = await session.request.get(`/admin/leads/${kind}/${MISSING_RECORD}`, { maxRedirects: 0 });
    expect([existing.status(), missing.status()], who).toEqual([404, 404]);
    const html = await documentOf(existing);
    expect(html, who).toContain('There is no back office page at this address.');
    expect(html, who).toBe(await documentOf(missing));
    await expectNoPersonalData(existing, who, [...hidden]);

    for (const action of actions) {
      const refused = await callAction(session.request, action, { ...attackFields(), kind, id, assignee: '' });
      expect(await refused.text(), `${who} ${action.name}`).toContain('Your role does not allow this.');
    }

    // The inbox: the role's own leads, the other kind named and ignored.
    const inbox = await session.request.get(`/admin/leads?kind=${kind}`, { maxRedirects: 0 });
    expect(inbox.status(), who).toBe(200);
    const inboxHtml = await inbox.text();
    expect(inboxHtml, who).toContain(`‘${label}’ is not a kind of lead your role opens. It is ignored: the leads below are not filtered by it.`);
    expect(inboxHtml, who).toContain(own);
    for (const value of hidden) expect(inboxHtml, `${who} inbox`).not.toContain(value);

    // The export: that kind refused as other bad input is, with a 400 naming it; without a kind, the role's leads only.
    const refusedExport = await session.request.get(`/admin/leads/export?kind=${kind}`, { maxRedirects: 0 });
    expect(refusedExport.status(), who).toBe(400);
    expect(await refusedExport.text(), who).toBe(`‘${label}’ is not a kind of lead your role opens. Nothing was exported: choose a kind in the inbox's filter and download again.`);
    const exported = await session.request.get('/admin/leads/export', { maxRedirects: 0 });
    expect(exported.status(), who).toBe(200);
    const csv = await exported.text();
    expect(csv, who).toContain(own);
    for (const value of hidden) expect(csv, `${who} export`).not.toContain(value);
    await session.close();
  }
  // Only the refused export wrote nothing: the others are audited like any export.
  const { auditActions: auditedAfter, ...after } = await snapshot();
  const { auditActions: auditedBefore, ...unchanged } = before;
  expect(after).toEqual(unchanged);
  const exports = (rows: typeof auditedBefore) => rows.find((row) => row.action === 'leads_exported')?.n ?? 0;
  expect(exports(auditedAfter) - exports(auditedBefore)).toBe(2);
});

test("every server action called by hand with other arguments (a JSON body [{}, 'x']) answers 404, even for an admin, and changes nothing", async ({ browser }) => {
  const admin = await signedInRequest(browser, ADMIN);
  const before = await snapshot();
  for (const action of builtActions()) {
    // Takes no arguments, so none can mislead it: called, it signs out (its own test above).
    if (PLAIN_FORM_ACTIONS.has(action.name)) continue;
    const response = await admin.request.post(`${site.url}${action.page}`, {
      headers: { 'Next-Action': action.id, Accept: 'text/x-component', Origin: site.url, 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[{},"x"]',
      maxRedirects: 0,
    });
    // (Its body may be the page an admin may see, lead data included: what matters is the 404 and no change.)
    expect(response.status(), action.name).toBe(404);
  }
  expect(await snapshot()).toEqual(before);
  await admin.close();
});

test('a cross-site post is refused even with an admin session; the session cookie is SameSite=Lax and HttpOnly', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'))!;
  expect(session).toMatchObject({ sameSite: 'Lax', httpOnly: true });

  const invite = builtActions().find((action) => action.name === 'inviteStaffMember')!;
  const response = await callAction(context.request, invite, { ...attackFields(), email: 'cross.site@arcstar.test', role: 'staff' }, { Origin: 'https://attacker.example' });
  expect(await response.text()).not.toContain('Invitation sent');
  expect(await site.sql!`select 1 from staff_users where email = 'cross.site@arcstar.test'`).toEqual([]);
  await context.close();
});

test('a session that ends mid-form keeps what was typed and asks to sign in again; sent again, it goes through', async ({ browser }) => {
  const { context, page } = await visitor(browser, site.url);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await page.goto('/admin/staff');
  const invite = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send invitation' }) });
  await invite.getByLabel('Name').fill('Priya Menon');
  await invite.getByLabel('E-mail').fill('priya.menon@arcstar.test');
  await invite.getByLabel('Role').selectOption('admin');

  // Revoked elsewhere (or expired) while the form was being filled in.
  await site.sql!`delete from staff_sessions where user_id = ${adminId}`;
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('alert')).toContainText('Your session has ended');
  await expect(invite.getByRole('link', { name: 'Sign in again (opens a new tab)' })).toHaveAttribute('target', '_blank');
  await expect(invite.getByLabel('Name')).toHaveValue('Priya Menon');
  await expect(invite.getByLabel('E-mail')).toHaveValue('priya.menon@arcstar.test');
  await expect(invite.getByLabel('Role')).toHaveValue('admin');
  expect(await site.sql!`select 1 from staff_users where email = 'priya.menon@arcstar.test'`).toEqual([]);

  const tab = await context.newPage();
  await signIn(tab, ADMIN);
  await expect(tab).toHaveURL(/\/admin\/leads$/);
  await tab.close();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText('Invitation sent to priya.menon@arcstar.test');
  expect(await site.sql!`select role from staff_users where email = 'priya.menon@arcstar.test'`).toEqual([{ role: 'admin' }]);
  await context.close();
});

test('fields are checked on the server with a message each, never a server error', async ({ browser }) => {
  const admin = await signedInRequest(browser, ADMIN);
  const invite = builtActions().find((action) => action.name === 'inviteStaffMember')!;
  const response = await callAction(admin.request, invite, { name: '', email: 'not an address', role: 'owner' });
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('Please check the highlighted fields and try again.');
  expect(body).toContain('Enter the name.');
  expect(body).toContain('Please enter a valid email address');
  expect(body).toContain('Choose a role.');
  // What was typed comes back to the form.
  expect(body).toContain('"values":{"name":"","email":"not an address","role":"owner"}');
  const role = builtActions().find((action) => action.name === 'changeStaffMemberRole')!;
  const badId = await callAction(admin.request, role, { userId: "1' or '1'='1", role: 'staff' });
  expect(badId.status()).toBe(200);
  expect(await badId.text()).toContain('Choose a staff member from the list.');
  await admin.close();
});

test("public sign-up: the library's endpoint answers an error and creates nobody", async ({ request }) => {
  const response = await request.post(`${site.url}/api/auth/sign-up/email`, {
    headers: { Origin: site.url },
    data: { email: 'self.made@arcstar.test', password: 'let me in please', name: 'Self Made' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED' });
  expect(await site.sql!`select 1 from staff_users where email = 'self.made@arcstar.test'`).toEqual([]);
});

test('search engines: /admin is disallowed in robots.txt, absent from the sitemap, noindex and never cached', async ({ request }) => {
  expect(await (await request.get(`${site.url}/robots.txt`)).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get(`${site.url}/sitemap.xml`)).text()).not.toContain('/admin');
  for (const url of ['/admin/sign-in', '/admin/leads']) {
    const response = await request.get(`${site.url}${url}`, { maxRedirects: 0 });
    expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
    expect(response.headers()['cache-control'], url).toMatch(/^private, .*no-store/);
    expect(response.headers()['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  }
  const page = await request.get(`${site.url}/admin/sign-in`);
  expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow, nocache"/>');
});

test('on PostgreSQL the server refuses to start without BETTER_AUTH_SECRET, naming it', async () => {
  const database = await createTempDatabase('no-secret');
  try {
    const port = await freePort();
    const starting = startServer({ port, logFile: 'test-results/admin-no-secret-server.log', env: { DATABASE_URL: database.url.toString(), SITE_URL: `http://127.0.0.1:${port}`, BETTER_AUTH_SECRET: '' } });
    await expect(starting).rejects.toThrow(/The server exited with 1[\s\S]*BETTER_AUTH_SECRET is not set/);
  } finally {
    await database.drop();
  }
});
