import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startSmtpServer } from '../support/smtp';
import { createTempDatabase, expect, fillDealer, fillEnquiry, randomClientIp, test, toasts, uniqueEmail } from './support/leads';
import { startServer, type RunningServer } from './support/server';
import { freePort } from './support/tcp-proxy';

// Notifications are durable: leads sent while the mail server is down are all delivered, each
// exactly once, after it comes back, even though the web server restarted in between.

test('with SMTP down during submissions, every notification arrives exactly once after a restart', async ({ browser }) => {
  test.setTimeout(240_000);
  const database = await createTempDatabase('outbox');
  const databaseUrl = database.url;
  const sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
  const smtp = await startSmtpServer({ port: await freePort(), listen: false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-outbox-'));
  const port = await freePort();
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_POLL_SECONDS: '1',
    MAIL_RETRY_BASE_SECONDS: '1',
    // Retries stay a second or two apart however long the outage, so delivery after it is prompt.
    MAIL_RETRY_MAX_SECONDS: '2',
  };
  let server: RunningServer | null = await startServer({ port, env, logFile: path.resolve('test-results', 'outbox-site-1.log') });
  try {
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
    const page = await context.newPage();
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) {
      const email = uniqueEmail(`outbox${i}`);
      emails.push(email);
      await page.goto('/inquiry');
      await fillEnquiry(page, { name: `Outbox Tester ${i}`, email, mobile: '9830012345', industry: 'fabrication', category: 'electrodes' });
      await page.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(toasts(page).getByText("Inquiry submitted successfully! We'll get back to you soon.")).toBeVisible();
    }
    const dealerEmail = uniqueEmail('outbox-dealer');
    emails.push(dealerEmail);
    await page.goto('/dealers');
    await fillDealer(page, dealerEmail);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toasts(page).getByText(/^Dealer application submitted successfully!/)).toBeVisible();
    await context.close();

    // Every notification was tried, failed (no mail server), and waits for its retry.
    await expect
      .poll(async () => (await sql`select count(*)::int as n from mail_outbox where status = 'pending' and attempts >= 1 and last_error is not null`)[0].n, {
        timeout: 30_000,
      })
      .toBe(4);
    expect(smtp.messages).toHaveLength(0);

    await server.stop();
    server = null;
    await smtp.start();
    server = await startServer({ port, env, logFile: path.resolve('test-results', 'outbox-site-2.log') });

    await expect
      .poll(async () => (await sql`select count(*)::int as n from mail_outbox where status = 'sent'`)[0].n, { timeout: 90_000 })
      .toBe(4);
    const leadIds = (await sql`
      select id from inquiries where email in ${sql(emails)}
      union all select id from dealer_applications where email in ${sql(emails)}`).map((row) => row.id as string);
    expect(leadIds).toHaveLength(4);
    const delivered = smtp.messages.map((mail) => mail.headers.get('x-lead-reference') as string);
    expect(delivered.sort()).toEqual(leadIds.sort());
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(4);
    for (const email of emails) expect(smtp.messages.filter((mail) => mail.text?.includes(email))).toHaveLength(1);
  } finally {
    await server?.stop();
    await smtp.stop();
    await sql.end();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
