import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articles } from '@/db/seed/data/news';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { makePdf } from '../support/fixtures';
import { COVER_LETTER, expect, fillCareer, fillEnquiry, mailContaining, test, toasts, uniqueEmail } from './support/leads';
import { freePort } from './support/postgres-server';
import { logEvents, startProdLocal, startProductionServices, type ProductionServices } from './support/production';
import type { RunningServer } from './support/server';

// The production smoke test: the build started as operators start it without Docker
// (`npm run prod:local`, the container's command) on PostgreSQL, an S3 store and an SMTP server;
// a visitor browses, searches, reads, enquires and applies with a resume; the database, the
// bucket and the mail server hold what was sent, and nothing fell back to the embedded defaults.

const electrode = weldingElectrodes.find((product) => product.is_available)!;
const newestArticle = articles.filter((article) => article.is_published).sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at))[0];
const SETTINGS = ['SITE_URL', 'DATABASE_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'SMTP_HOST', 'BETTER_AUTH_SECRET'];

test.describe('npm run prod:local', () => {
  /** Runs a copy of the script (with the settings-file reader it imports) in a folder of its own: no build there, and only the given settings file. */
  function runScriptCopy(envFile?: string, extraEnv: Record<string, string> = {}) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-local-'));
    try {
      fs.mkdirSync(path.join(root, 'scripts'));
      fs.mkdirSync(path.join(root, 'lib', 'core'), { recursive: true });
      fs.copyFileSync('scripts/prod-local.mjs', path.join(root, 'scripts', 'prod-local.mjs'));
      fs.copyFileSync('lib/core/settings-file.mjs', path.join(root, 'lib', 'core', 'settings-file.mjs'));
      if (envFile !== undefined) fs.writeFileSync(path.join(root, '.env.production.local'), envFile);
      const env = { ...process.env, ...extraEnv };
      for (const name of SETTINGS) delete env[name];
      return spawnSync(process.execPath, [path.join(root, 'scripts', 'prod-local.mjs')], { env, encoding: 'utf8', timeout: 30_000 });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  test('refuses to start without the production settings or a build, naming each', () => {
    const run = runScriptCopy();
    expect(run.status).toBe(1);
    for (const name of SETTINGS) expect(run.stderr).toContain(`${name} is not set`);
    expect(run.stderr).toContain('run `npm run build` first');
  });

  test('refuses a page cache it does not know, naming the setting', () => {
    const run = runScriptCopy(undefined, { PAGE_CACHE: 'varnish' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PAGE_CACHE is "varnish": set it to nginx (the page cache in front) or leave it unset');
  });

  test('reads the settings from .env.production.local', () => {
    const run = runScriptCopy(SETTINGS.map((name) => `${name}=from-the-file`).join('\n'));
    expect(run.status).toBe(1);
    expect(run.stderr).not.toContain('is not set');
    expect(run.stderr).toContain('run `npm run build` first');
  });
});

test.describe('production smoke', () => {
  let services: ProductionServices;
  let server: RunningServer;
  // Named but never created: a server with every production setting writes nothing locally.
  const dataDir = path.join(os.tmpdir(), `prod-smoke-data-${process.pid}-${Date.now()}`);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    services = await startProductionServices('smoke');
    const port = await freePort();
    server = await startProdLocal({
      port,
      logFile: path.resolve('test-results', 'production-smoke-server.log'),
      env: { ...services.env, DATA_DIR: dataDir },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await services?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a visitor browses, searches, reads, enquires and applies; PostgreSQL, S3 and SMTP hold what was sent', async ({ page }) => {
    test.setTimeout(180_000);
    const base = server.url;
    expect((await page.request.get(`${base}/api/health/ready`)).status()).toBe(200);

    await test.step('the catalogue: products, a category, a product', async () => {
      await page.goto(`${base}/products`);
      await expect(page.getByRole('heading', { level: 1, name: 'Browse Our Product Range' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Welding Electrodes', exact: true }).click();
      await expect(page).toHaveURL(`${base}/products/welding-electrodes`);
      await page.getByRole('link', { name: `View Details: ${electrode.name}` }).click();
      await expect(page).toHaveURL(`${base}/product/${electrode.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(electrode.name);
    });

    await test.step('search', async () => {
      await page.goto(`${base}/search`);
      await page.getByPlaceholder('Search for products, applications, or specifications...').fill('e7018');
      await expect(page).toHaveURL(/\/search\?q=e7018$/);
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first.getByRole('heading')).toHaveText('Vajra 7018 Low Hydrogen Iron Powder Electrode');
      await first.getByRole('link', { name: 'Vajra 7018 Low Hydrogen Iron Powder Electrode' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vajra 7018 Low Hydrogen Iron Powder Electrode');
    });

    await test.step('a news article', async () => {
      await page.goto(`${base}/news`);
      await page.getByRole('link', { name: `Read Full Article: ${newestArticle.title}` }).click();
      await expect(page).toHaveURL(`${base}/news/${newestArticle.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestArticle.title);
    });

    const enquiryEmail = uniqueEmail('smoke-enquiry');
    await test.step('a general enquiry from the contact page', async () => {
      await page.goto(`${base}/contact`);
      await page.getByRole('link', { name: 'Send an Enquiry' }).click();
      await expect(page).toHaveURL(`${base}/inquiry`);
      const form = page.getByRole('form', { name: 'Inquiry form' });
      await fillEnquiry(form, { name: 'Ravi Kumar', email: enquiryEmail, mobile: '9830012345', industry: 'fabrication', category: 'electrodes', message: 'E7018 for a boiler job.' });
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    });

    const careerEmail = uniqueEmail('smoke-career');
    const resume = await makePdf('Asha Rao, quality engineer');
    await test.step('a career application with a resume', async () => {
      await page.goto(`${base}/careers`);
      const form = page.getByRole('form', { name: 'Career application form' });
      await fillCareer(form, careerEmail);
      await page.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'Asha Rao CV.pdf', mimeType: 'application/pdf', buffer: resume });
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toasts(page).getByText('Resume uploaded successfully!')).toBeVisible();
      await expect(toasts(page).getByText("Application submitted successfully! We'll review your application and contact you soon.")).toBeVisible();
    });

    const { sql, store, smtp } = services;
    await test.step('PostgreSQL holds both leads', async () => {
      expect(await sql`select name, email, mobile, industry_type, product_category, message from inquiries`).toEqual([
        { name: 'Ravi Kumar', email: enquiryEmail, mobile: '9830012345', industry_type: 'fabrication', product_category: 'electrodes', message: 'E7018 for a boiler job.' },
      ]);
      const applications = await sql`select full_name, email, phone, position, experience_years, education, availability, cover_letter, resume_url from career_applications`;
      expect(applications).toHaveLength(1);
      expect(applications[0]).toMatchObject({
        full_name: 'Asha Rao',
        email: careerEmail,
        phone: '9830012345',
        position: 'quality_engineer',
        experience_years: 6,
        education: 'B.E. Metallurgy, Jadavpur University',
        availability: '1_month',
        cover_letter: COVER_LETTER,
      });
      expect(applications[0].resume_url).toMatch(/^\d{13}-Asha_Rao_CV\.pdf$/);
    });

    const [{ resume_url: resumeKey }] = await sql<{ resume_url: string }[]>`select resume_url from career_applications`;
    await test.step('the S3 bucket holds the resume, byte for byte', async () => {
      expect(Buffer.from((await store.read(resumeKey))!).equals(resume)).toBe(true);
      expect(await store.list('pending/')).toEqual([]);
    });

    await test.step('the SMTP server received one notification per lead, the resume attached to the career one', async () => {
      const enquiryMail = await mailContaining(enquiryEmail, () => smtp.messages);
      expect(enquiryMail.to).toMatchObject({ value: [{ address: 'sales@arcstar.test' }] });
      expect(enquiryMail.attachments).toEqual([]);
      const careerMail = await mailContaining(careerEmail, () => smtp.messages);
      expect(careerMail.to).toMatchObject({ value: [{ address: 'hr@arcstar.test' }] });
      expect(careerMail.attachments).toHaveLength(1);
      expect(careerMail.attachments[0]).toMatchObject({ filename: resumeKey, contentType: 'application/pdf' });
      expect(careerMail.attachments[0].content.equals(resume)).toBe(true);
      expect(smtp.messages).toHaveLength(2);
      // The row is marked sent just after the SMTP server has accepted the message.
      await expect.poll(async () => (await sql`select status from mail_outbox order by id`).map((row) => row.status)).toEqual(['sent', 'sent']);
    });

    await test.step('the logs: JSON lines naming each lead by id with its request id, never what the visitors typed', async () => {
      const text = fs.readFileSync(server.logFile, 'utf8');
      const events = logEvents(text);
      const [inquiry] = await sql`select id from inquiries`;
      const [application] = await sql`select id from career_applications`;
      const stored = events.filter((event) => event.msg === 'lead stored' || event.msg === 'career application received');
      expect(stored.map((event) => event.id).sort()).toEqual([inquiry.id, application.id].sort());
      for (const event of stored) expect(event.requestId).toMatch(/^[0-9a-f-]{36}$/);
      for (const personal of [enquiryEmail, careerEmail, '9830012345', 'Ravi Kumar', 'Asha Rao', 'E7018 for a boiler job', COVER_LETTER.slice(0, 40), resume.toString('base64').slice(0, 40)]) {
        expect(text, personal).not.toContain(personal);
      }
    });

    // No embedded fallback was used: no PGlite, no resumes on disk, no .eml mail.
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
