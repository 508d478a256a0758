import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { makeDocx, makeExecutable, makePdf, makePdfOfSize } from '../support/fixtures';
import {
  COVER_LETTER,
  expect,
  expectFieldError,
  fillCareer,
  mailContaining,
  number,
  noScriptPage,
  select,
  test,
  textbox,
  toasts,
  uniqueEmail,
} from './support/leads';

// /careers: the pitch, the five sections, every rule at its boundary, the resume (type, size,
// real upload progress, storage on S3 and on disk, never overwritten, never served), submission
// and the same without JavaScript.

const careerForm = (page: Page) => page.getByRole('form', { name: 'Career application form' });
const resumeInput = (page: Page) => page.getByLabel('Resume', { exact: true });
const selectedResume = (page: Page) => page.getByRole('group', { name: 'Selected resume' });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Resume upload progress' });

async function writeFile(name: string, bytes: Buffer): Promise<string> {
  const file = test.info().outputPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return file;
}


/** Keeps every value the progress bar shows, in order (the page records them; nothing is timed). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Resume upload progress"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? Number.NaN);
      if (!Number.isNaN(value) && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

test.describe('/careers', () => {
  test('pitches growth and learning, innovative projects and a good culture, with the five form sections', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page.locator('section').first()).toContainText('growth and learning');
    const cards = page.getByRole('region', { name: 'Why work with us' }).getByRole('listitem');
    await expect(cards.getByRole('heading')).toHaveText(['Growth & Learning', 'Innovative Projects', 'Good Culture']);
    const form = careerForm(page);
    await expect(form.getByRole('group').filter({ has: page.locator('legend') })).toHaveText([
      /^Personal Information/,
      /^Position & Experience/,
      /^Education & Skills/,
      /^Preferences/,
      /^Cover Letter/,
    ]);
    await expect(number(form, 'Experience (years)')).toHaveValue('0');
    await expect(form.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  });

  test('checks every rule with its message, at its boundary', async ({ page }) => {
    await page.goto('/careers');
    const form = careerForm(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectFieldError(textbox(form, 'Full name'), 'Full name must be at least 2 characters');
    await expectFieldError(textbox(form, 'Email'), 'Please enter a valid email address');
    await expectFieldError(textbox(form, 'Phone'), 'Please enter a valid phone number');
    await expectFieldError(select(form, 'Position'), 'Please select a position');
    await expectFieldError(textbox(form, 'Education'), 'Please enter your education details');
    await expectFieldError(select(form, 'Availability'), 'Please select availability');
    await expectFieldError(textbox(form, 'Cover letter'), 'Cover letter must be at least 100 characters');
    for (const optional of ['Current company', 'Current position', 'Skills', 'Location preference', 'Salary expectation']) {
      await expect(textbox(form, optional)).not.toHaveAttribute('aria-invalid');
    }

    const boundaries: [Locator, string, string, string][] = [
      [textbox(form, 'Full name'), 'A', 'As', 'Full name must be at least 2 characters'],
      [textbox(form, 'Phone'), '983001234', '9830012345', 'Please enter a valid phone number'],
      [textbox(form, 'Education'), 'B', 'BE', 'Please enter your education details'],
      [textbox(form, 'Cover letter'), 'c'.repeat(99), 'c'.repeat(100), 'Cover letter must be at least 100 characters'],
    ];
    for (const [field, tooShort, enough, message] of boundaries) {
      await field.fill(tooShort);
      await expectFieldError(field, message);
      await field.fill(enough);
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    const experience = number(form, 'Experience (years)');
    for (const [value, message] of [
      ['-1', 'Experience cannot be negative'],
      ['0', ''],
      ['50', ''],
      ['51', 'Please enter valid experience'],
    ]) {
      await experience.fill(value);
      await expectFieldError(experience, message);
    }
  });

  test('refuses a file of the wrong type or over 10 MB, clearing the input; shows a valid one with name, size and type', async ({ page }) => {
    await page.goto('/careers');
    await resumeInput(page).setInputFiles(await writeFile('notes.txt', Buffer.from('not a resume')));
    await expect(toasts(page).getByText('Please select a valid file (PDF, DOC, or DOCX)')).toBeVisible();
    await expect(careerForm(page).getByText('Please select a valid file (PDF, DOC, or DOCX)')).toBeVisible();
    await expect(resumeInput(page)).toHaveValue('');
    await expect(selectedResume(page)).toHaveCount(0);

    await resumeInput(page).setInputFiles(await writeFile('huge.pdf', await makePdfOfSize(10 * 1024 * 1024 + 1)));
    await expect(toasts(page).getByText('File size must be less than 10MB')).toBeVisible();
    await expect(resumeInput(page)).toHaveValue('');

    await resumeInput(page).setInputFiles(await writeFile('Asha Rao CV.pdf', await makePdfOfSize(2_621_440)));
    await expect(toasts(page).getByText('File selected successfully!')).toBeVisible();
    await expect(careerForm(page).getByText('File size must be less than 10MB')).toHaveCount(0);
    const selected = selectedResume(page);
    await expect(selected).toContainText('Asha Rao CV.pdf');
    await expect(selected).toContainText('2.50 MB');
    await expect(selected).toContainText('application/pdf');
    await selected.getByRole('button', { name: 'Remove' }).click();
    await expect(selectedResume(page)).toHaveCount(0);
    await expect(resumeInput(page)).toHaveValue('');
  });

  test('uploads with real progress held at 90 % until the server confirms, stores the resume in S3, and submits', async ({ page, pgSite }) => {
    const email = uniqueEmail('career');
    const pdf = await makePdfOfSize(3 * 1024 * 1024);
    await page.goto(`${pgSite.url}/careers`);
    const form = careerForm(page);
    await fillCareer(form, email);
    await resumeInput(page).setInputFiles(await writeFile('Asha Rao CV.pdf', pdf));
    const seen = await recordProgress(page);

    // The bytes go out slowly, so every stage of the upload is visible.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });

    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
    await expect(progress(page)).toBeVisible();
    await expect(resumeInput(page)).toBeDisabled();
    await expect(selectedResume(page).getByRole('button', { name: 'Remove' })).toBeDisabled();

    await expect(toasts(page).getByText('Resume uploaded successfully!')).toBeVisible();
    await expect(toasts(page).getByText("Application submitted successfully! We'll review your application and contact you soon.")).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const values = await seen();
    // Real progress: it rose through the upload, waited at 90 for the server, then reached 100.
    expect(values.filter((value) => value > 0 && value < 90).length).toBeGreaterThan(2);
    expect(values.slice(-2)).toEqual([90, 100]);
    expect(values).toEqual([...values].sort((a, b) => a - b));

    // The form is empty again, resume included.
    await expect(textbox(form, 'Full name')).toHaveValue('');
    await expect(selectedResume(page)).toHaveCount(0);
    await expect(resumeInput(page)).toHaveValue('');

    const [row] = await pgSite.sql`select * from career_applications where email = ${email}`;
    expect(row).toMatchObject({ full_name: 'Asha Rao', position: 'quality_engineer', experience_years: 6, availability: '1_month', cover_letter: COVER_LETTER, current_company: null });
    expect(row.resume_url).toMatch(/^\d{13}-Asha_Rao_CV\.pdf$/);
    expect(Buffer.from((await pgSite.store.read(row.resume_url))!).equals(pdf)).toBe(true);
    expect(await pgSite.store.list('pending/')).toEqual([]);

    const mail = await mailContaining(email, () => pgSite.smtp.messages);
    expect(mail.to).toMatchObject({ value: [{ address: 'hr@arcstar.test' }] });
    expect(mail.attachments.map((file) => [file.filename, file.contentType, file.size])).toEqual([[row.resume_url, 'application/pdf', pdf.length]]);

    // No address on the site serves it.
    for (const url of [`/${row.resume_url}`, `/resumes/${row.resume_url}`, `/storage/resumes/${row.resume_url}`, `/api/resumes/${row.resume_url}`]) {
      const response = await page.request.get(`${pgSite.url}${url}`);
      expect(response.status(), url).toBe(404);
    }
    expect((await page.request.get(`${pgSite.url}/api/resumes`)).status()).toBe(405);
  });

  test('the server judges the bytes: an executable renamed .pdf is refused and nothing is stored', async ({ page, pgSite }) => {
    const email = uniqueEmail('career-exe');
    await page.goto(`${pgSite.url}/careers`);
    const form = careerForm(page);
    await fillCareer(form, email);
    await resumeInput(page).setInputFiles(await writeFile('resume.pdf', makeExecutable()));
    await expect(toasts(page).getByText('File selected successfully!')).toBeVisible();
    const objectsBefore = (await pgSite.store.list('')).length + (await pgSite.store.list('pending/')).length;
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toasts(page).getByText('Please select a valid file (PDF, DOC, or DOCX)')).toBeVisible();
    await expect(resumeInput(page)).toHaveValue('');
    await expect(textbox(form, 'Full name')).toHaveValue('Asha Rao');
    expect(await pgSite.sql`select id from career_applications where email = ${email}`).toHaveLength(0);
    expect((await pgSite.store.list('')).length + (await pgSite.store.list('pending/')).length).toBe(objectsBefore);

    // Without a resume the same application goes through (the resume is optional).
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toasts(page).getByText("Application submitted successfully! We'll review your application and contact you soon.")).toBeVisible();
    const [row] = await pgSite.sql`select resume_url from career_applications where email = ${email}`;
    expect(row.resume_url).toBeNull();
  });

  test('on local disk: stored as <timestamp>-<name>, a second file of the same name never overwrites the first', async ({ page }) => {
    const resumes = path.join(process.env.E2E_DATA_DIR!, 'storage', 'resumes');
    const before = new Set(fs.existsSync(resumes) ? fs.readdirSync(resumes) : []);
    const pendingCount = () => (fs.existsSync(path.join(resumes, 'pending')) ? fs.readdirSync(path.join(resumes, 'pending')).length : 0);
    const pendingBefore = pendingCount();
    const files = [await makePdf('First applicant'), makeDocx('Second applicant')];
    const names = ['My CV.pdf', 'My CV.pdf'];
    for (const [index, bytes] of files.entries()) {
      await page.goto('/careers');
      const form = careerForm(page);
      await fillCareer(form, uniqueEmail(`disk${index}`));
      await resumeInput(page).setInputFiles({ name: names[index], mimeType: index === 0 ? 'application/pdf' : '', buffer: bytes });
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toasts(page).getByText("Application submitted successfully! We'll review your application and contact you soon.")).toBeVisible();
    }
    const added = fs
      .readdirSync(resumes)
      .filter((name) => !before.has(name) && name !== 'pending')
      .sort();
    expect(added).toHaveLength(2);
    for (const name of added) expect(name).toMatch(/^\d{13}-My_CV\.pdf$/);
    const contents = added.map((name) => fs.readFileSync(path.join(resumes, name)).toString('base64')).sort();
    expect(contents).toEqual(files.map((file) => file.toString('base64')).sort());
    // Each upload left the pending area when its application was stored.
    expect(pendingCount()).toBe(pendingBefore);
    for (const name of added) expect((await page.request.get(`/${name}`)).status()).toBe(404);
  });

  test('the upload route refuses other sites, oversized and disguised files, counting bytes as they stream', async ({ request, baseURL, clientIp }) => {
    const pending = path.join(process.env.E2E_DATA_DIR!, 'storage', 'resumes', 'pending');
    const pendingBefore = fs.existsSync(pending) ? fs.readdirSync(pending).length : 0;
    const headers = { 'x-file-name': encodeURIComponent('cv.pdf'), 'content-type': 'application/pdf', 'x-forwarded-for': clientIp };
    const post = (data: Buffer, extra: Record<string, string> = {}) => request.post('/api/resumes', { data, headers: { ...headers, ...extra } });

    const foreign = await post(await makePdf(), { origin: 'https://attacker.example' });
    expect(foreign.status()).toBe(403);
    const unnamed = await request.post('/api/resumes', { data: await makePdf(), headers: { 'content-type': 'application/pdf', 'x-forwarded-for': clientIp } });
    expect(unnamed.status()).toBe(400);
    const disguised = await post(makeExecutable());
    expect([disguised.status(), await disguised.json()]).toEqual([415, { error: 'Please select a valid file (PDF, DOC, or DOCX)' }]);
    const declaredTooLarge = await post(await makePdfOfSize(10 * 1024 * 1024 + 1));
    expect([declaredTooLarge.status(), await declaredTooLarge.json()]).toEqual([413, { error: 'File size must be less than 10MB' }]);

    // A body that does not declare its length is counted as it arrives and cut off past 10 MB.
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${baseURL}/api/resumes`, { method: 'POST', body: endless, duplex: 'half', headers } as RequestInit);
    expect([streamed.status, await streamed.json()]).toEqual([413, { error: 'File size must be less than 10MB' }]);

    const accepted = await post(await makePdf());
    expect(accepted.status()).toBe(201);
    expect(Object.keys(await accepted.json())).toEqual(['uploadId']);
    // Only the accepted file waits in the pending area (until an application claims it or the sweeper clears it).
    expect(fs.readdirSync(pending).length).toBe(pendingBefore + 1);
  });

  test('works without JavaScript, resume included', async ({ browser, baseURL }) => {
    const { page, close } = await noScriptPage(browser, baseURL);
    const email = uniqueEmail('career-nojs');
    await page.goto('/careers');
    const form = careerForm(page);
    await fillCareer(form, email);
    await number(form, 'Experience (years)').fill('51');
    await resumeInput(page).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: makeExecutable() });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectFieldError(number(form, 'Experience (years)'), 'Please enter valid experience');
    await expect(textbox(form, 'Cover letter')).toHaveValue(COVER_LETTER);

    await number(form, 'Experience (years)').fill('6');
    // An upload failure reads as the career failure (spec §8), the reason under it and at the field.
    for (const file of [{ name: 'resume.pdf', buffer: makeExecutable() }, { name: 'empty.pdf', buffer: Buffer.alloc(0) }]) {
      await resumeInput(page).setInputFiles({ ...file, mimeType: 'application/pdf' });
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByRole('alert').getByText('Failed to submit application. Please try again.', { exact: true })).toBeVisible();
      await expect(page.getByRole('alert').getByText('Please select a valid file (PDF, DOC, or DOCX)', { exact: true })).toBeVisible();
      await expectFieldError(resumeInput(page), 'Please select a valid file (PDF, DOC, or DOCX)');
      await expect(textbox(form, 'Full name')).toHaveValue('Asha Rao');
    }

    const pdf = await makePdf('No script CV');
    await resumeInput(page).setInputFiles({ name: 'No Script CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status')).toHaveText("Application submitted successfully! We'll review your application and contact you soon.");
    const mail = await mailContaining(email);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toMatch(/^\d{13}-No_Script_CV\.pdf$/);
    expect(Buffer.from(mail.attachments[0].content).equals(pdf)).toBe(true);
    await close();
  });
});
