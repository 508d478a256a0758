import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { z } from 'zod';

// The one place that reads process.env. Every setting is validated once, at start-up; a bad
// value stops the server with a message naming the variable. Empty strings count as unset, so
// a copied .env.example with blank lines still runs on the embedded defaults.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

// `prefault`, not `default`: the fallback is parsed like a given value, so a transformed setting
// (SMTP_SECURE 'false' → false) gets the transformed value, not the raw string.
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.prefault(fallback as never));

/** Addresses as nodemailer reads them (`sales@example.in, "Exports" <exports@example.in>`), each a real one. */
const mailboxes = (count: 'one' | 'list') =>
  z.string().refine(
    (value) => {
      const parsed = addressparser(value, { flatten: true });
      return parsed.length > 0 && (count === 'list' || parsed.length === 1) && parsed.every(({ address }) => z.email().safeParse(address).success);
    },
    count === 'one'
      ? 'must be one e-mail address, e.g. website@example.in or "Arcstar Website" <website@example.in>'
      : 'must be e-mail addresses separated by commas, e.g. sales@example.in, exports@example.in',
  );

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const variables = {
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })),
  // Relative to where the command was started (npm's INIT_CWD), not to the standalone server's
  // own folder, which a rebuild replaces: data must outlive builds.
  DATA_DIR: withDefault(z.string(), './data').transform((dir) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir)),
  // Unset, the site calls itself http://localhost:3000 (the embedded `npm start`); a production
  // start (the container, `npm run prod:local`) sets REQUIRE_SITE_URL and refuses that.
  // The site is served at the root of its address: a path would be dropped from some links and kept in others.
  SITE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine((value) => !URL.canParse(value) || (/^\/?$/.test(new URL(value).pathname) && !/[?#]/.test(value)), 'must be the address of the site itself, with no path, e.g. https://www.example.in'),
  ),
  REQUIRE_SITE_URL: withDefault(booleanFlag, 'false'),
  // Bounded waits on PostgreSQL (seconds): opening a connection, one statement, and a transaction
  // left idle (a stalled network or a crashed request): the database then rolls it back.
  DATABASE_CONNECT_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(60), 3),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 5),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 3),

  COMPANY_NAME: withDefault(z.string().min(2), 'Arcstar Welding Industries'),
  COMPANY_EMAIL: withDefault(z.email(), 'sales@arcstarwelding.in'),
  COMPANY_PHONE: withDefault(z.string().regex(/^\+?[0-9 ()-]{8,20}$/, 'must be a phone number'), '+91 33 4061 2200'),
  COMPANY_WHATSAPP: withDefault(z.string().regex(/^[0-9]{10,15}$/, 'must be digits with country code, e.g. 919830012345'), '919830012345'),
  COMPANY_LINKEDIN_URL: withDefault(z.url({ protocol: /^https$/ }), 'https://www.linkedin.com/company/arcstar-welding-industries'),
  GRIEVANCE_OFFICER_NAME: withDefault(z.string().min(2), 'Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: optional(z.email()),

  SMTP_HOST: optional(z.string()),
  SMTP_PORT: withDefault(z.coerce.number().int().min(1).max(65535), 587),
  SMTP_SECURE: withDefault(booleanFlag, 'false'),
  SMTP_USER: optional(z.string()),
  SMTP_PASSWORD: optional(z.string()),
  MAIL_FROM: optional(mailboxes('one')),
  NOTIFY_TO: optional(mailboxes('list')),
  // Career applications go to HR when set; otherwise to NOTIFY_TO like every other lead.
  NOTIFY_TO_CAREERS: optional(mailboxes('list')),
  // Delivery loop of the mail outbox: how often it looks for due mail, the first retry delay
  // (doubled on every failed attempt, capped at an hour) and when it gives up on a message.
  MAIL_POLL_SECONDS: withDefault(z.coerce.number().min(0.1).max(3600), 5),
  MAIL_RETRY_BASE_SECONDS: withDefault(z.coerce.number().min(0.1).max(3600), 30),
  MAIL_RETRY_MAX_SECONDS: withDefault(z.coerce.number().min(0.1).max(86400), 3600),
  MAIL_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(100), 12),

  // Form submissions accepted per client IP and form within one window (all replicas together).
  RATE_LIMIT_MAX: withDefault(z.coerce.number().int().min(1).max(1_000_000), 5),
  RATE_LIMIT_WINDOW_SECONDS: withDefault(z.coerce.number().int().min(1).max(86_400), 600),
  // Reverse proxies in front of the app that append to X-Forwarded-For. 0: the client is the
  // connection's own address and the header is ignored; n: the address the nth proxy from the
  // app saw (lib/client-address.ts).
  TRUSTED_PROXY_COUNT: withDefault(z.coerce.number().int().min(0).max(10), 0),

  // Resumes: a file larger than this is not attached to the HR notification (mail servers
  // refuse big messages); the e-mail names where it is stored instead.
  RESUME_ATTACH_MAX_MB: withDefault(z.coerce.number().min(0).max(10), 5),
  // All uploads waiting for their application together (every client): past this, uploads are
  // refused until some are used or expire, rather than filling the disk or bucket.
  RESUME_PENDING_MAX_MB: withDefault(z.coerce.number().min(10).max(100_000), 500),
  // Shared with the page cache in front (deploy/nginx/), which sends it on the requests whose
  // answers it may store for everyone (lib/page-cache.ts). Unset: nothing is marked shareable.
  PAGE_CACHE_SECRET: optional(z.string().regex(/^[A-Za-z0-9+/=_.~-]{16,200}$/, 'must be 16 to 200 letters, digits or + / = _ . ~ - (e.g. `openssl rand -base64 32`)')),

  // Where the server listens (Next's standalone server reads the same two); the proxy renders
  // the 503 page with a request to this address.
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  HOSTNAME: withDefault(z.string(), '0.0.0.0'),

  S3_ENDPOINT: optional(z.url()),
  S3_REGION: withDefault(z.string(), 'us-east-1'),
  S3_BUCKET: withDefault(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name'), 'resumes'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: withDefault(booleanFlag, 'true'),

  // Back office (/admin). The secret signs session cookies and encrypts two-factor secrets:
  // required in production (with DATABASE_URL; checked when the server starts), otherwise
  // created once in DATA_DIR (lib/auth/secret.ts).
  BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')),
  // Failed sign-ins allowed per account, and per client address, within the lock window.
  SIGN_IN_MAX_FAILURES: withDefault(z.coerce.number().int().min(1).max(1000), 5),
  SIGN_IN_MAX_FAILURES_PER_IP: withDefault(z.coerce.number().int().min(1).max(100_000), 20),
  SIGN_IN_LOCK_MINUTES: withDefault(z.coerce.number().int().min(1).max(1440), 15),
  // Leads (with their resumes, notes and e-mails) older than this many months are purged once a
  // day (lib/leads/retention.ts). Unset: leads are kept until erased.
  LEAD_RETENTION_MONTHS: optional(z.coerce.number().int().min(1, 'must be a whole number of months, at least 1').max(1200)),
  // Audit entries older than this are purged; never less than 13 months.
  AUDIT_RETENTION_MONTHS: withDefault(z.coerce.number().int().min(13, 'must be at least 13 (audit entries are kept over a year)').max(1200), 24),
};

/** Every setting the app reads (docker-compose.yml passes each on: tests/unit/container-settings.test.ts). */
export const settingNames = Object.keys(variables) as (keyof typeof variables)[];

const envSchema = z
  .object(variables)
  .superRefine((env, ctx) => {
    if (env.REQUIRE_SITE_URL && !env.SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'must be set for a production start: the public address, e.g. https://www.example.in (canonical links, Open Graph, the sitemap and robots.txt name it)',
      });
    }
    const s3 = [env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  })
  // siteUrlIsDefault: the site's links then name this machine (staff:add says so of its links).
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? 'http://localhost:3000', siteUrlIsDefault: env.SITE_URL === undefined }));

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {}

/** Parses a set of variables; exported for tests, the app uses `env`. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
