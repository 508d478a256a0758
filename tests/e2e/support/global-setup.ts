import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preparePgliteTemplate } from '../../support/pglite-template';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { startServer } from './server';

// One production server for the whole run, on a fresh embedded database seeded at start. Its lead
// notifications go to a real SMTP server running here, which files each message in a mailbox
// folder the tests read (E2E_MAILBOX_DIR). Meanwhile, an embedded database is migrated and seeded
// once for the servers that tests start on data dirs of their own (seededDataDir).
export default async function globalSetup() {
  if (!fs.existsSync('.next/standalone/server.js')) throw new Error('No production build: run `npm run build` before the e2e tests.');
  const pgliteTemplate = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-template-')), 'seeded');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const mailboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mailbox-'));
  const smtp = await startSmtpServer({ mailboxDir });
  const port = Number(process.env.E2E_PORT ?? 3100);
  const logFile = path.resolve('test-results', 'server.log');
  // Shared with the page cache that tests/e2e/page-cache.spec.ts puts in front of this server.
  const pageCacheSecret = crypto.randomBytes(18).toString('base64url');
  const templateReady = preparePgliteTemplate(pgliteTemplate, { seed: true });
  templateReady.catch(() => {}); // awaited below, once the server is up (or has failed first)
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer({
      port,
      logFile,
      env: {
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: '',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        NOTIFY_TO: 'sales@arcstar.test',
        NOTIFY_TO_CAREERS: 'hr@arcstar.test',
        MAIL_POLL_SECONDS: '1',
        MAIL_RETRY_BASE_SECONDS: '1',
        PAGE_CACHE_SECRET: pageCacheSecret,
        // Tests stand for many visitors: each names its address in X-Forwarded-For, as one proxy
        // in front of the site would (tests/e2e/leads-client-address.spec.ts checks the default).
        TRUSTED_PROXY_COUNT: '1',
      },
    });
    await templateReady;
  } catch (error) {
    // A failed setup leaves nothing running: the teardown would not know of these.
    await server?.stop();
    await smtp.stop();
    throw error;
  }
  process.env.E2E_PGLITE_TEMPLATE = pgliteTemplate;
  process.env.E2E_PAGE_CACHE_SECRET = pageCacheSecret;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAILBOX_DIR = mailboxDir;
  const state = globalThis as { __e2eServer?: typeof server; __e2eSmtp?: TestSmtpServer };
  state.__e2eServer = server;
  state.__e2eSmtp = smtp;
}
