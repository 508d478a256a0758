import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/core/env';

describe('environment', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve(process.env.INIT_CWD ?? process.cwd(), 'data'));
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.S3_BUCKET).toBe('resumes');
    expect(env.SMTP_HOST).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_HOST: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('keeps leads until erased unless LEAD_RETENTION_MONTHS is set, in whole months', () => {
    expect(parseEnv({}).LEAD_RETENTION_MONTHS).toBeUndefined();
    expect(parseEnv({ LEAD_RETENTION_MONTHS: '' }).LEAD_RETENTION_MONTHS).toBeUndefined();
    expect(parseEnv({ LEAD_RETENTION_MONTHS: '24' }).LEAD_RETENTION_MONTHS).toBe(24);
    expect(() => parseEnv({ LEAD_RETENTION_MONTHS: '0' })).toThrow(/LEAD_RETENTION_MONTHS: must be a whole number of months, at least 1/);
    expect(() => parseEnv({ LEAD_RETENTION_MONTHS: '1.5' })).toThrow(/LEAD_RETENTION_MONTHS/);
  });

  it('names the variable of a bad value', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: 'https://www.example.in/shop/' })).toThrow('SITE_URL: must be the address of the site itself, with no path, e.g. https://www.example.in');
    expect(() => parseEnv({ SITE_URL: 'https://www.example.in/?utm=x' })).toThrow(/SITE_URL: must be the address of the site itself/);
    expect(parseEnv({ SITE_URL: 'https://www.example.in/' }).SITE_URL).toBe('https://www.example.in/');
    expect(() => parseEnv({ SMTP_PORT: 'abc' })).toThrow(/SMTP_PORT/);
    expect(() => parseEnv({ COMPANY_EMAIL: 'nobody' })).toThrow(/COMPANY_EMAIL/);
    // A lead notification nobody can receive would only fail when the first lead comes in.
    expect(() => parseEnv({ NOTIFY_TO: 'salesteam' })).toThrow('NOTIFY_TO: must be e-mail addresses separated by commas, e.g. sales@example.in, exports@example.in');
    expect(() => parseEnv({ NOTIFY_TO_CAREERS: 'hr@example.in, careers' })).toThrow(/NOTIFY_TO_CAREERS: must be e-mail addresses/);
    expect(() => parseEnv({ MAIL_FROM: 'website' })).toThrow('MAIL_FROM: must be one e-mail address, e.g. website@example.in or "Arcstar Website" <website@example.in>');
    expect(() => parseEnv({ MAIL_FROM: 'a@example.in, b@example.in' })).toThrow(/MAIL_FROM: must be one e-mail address/);
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
  });

  it('refuses a production start without SITE_URL, naming it', () => {
    expect(() => parseEnv({ REQUIRE_SITE_URL: 'true' })).toThrow(/SITE_URL: must be set for a production start/);
    expect(() => parseEnv({ REQUIRE_SITE_URL: 'true', SITE_URL: '  ' })).toThrow(/SITE_URL: must be set/);
    expect(parseEnv({ REQUIRE_SITE_URL: 'true', SITE_URL: 'https://www.example.in' }).SITE_URL).toBe('https://www.example.in');
  });

  it('accepts a full production configuration', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://app:secret@db:5432/weld',
      SITE_URL: 'https://www.example.in',
      SMTP_HOST: 'smtp.example.in',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env.SMTP_PORT).toBe(465);
    const mail = parseEnv({ NOTIFY_TO: 'sales@example.in, "Exports desk" <exports@example.in>', NOTIFY_TO_CAREERS: 'hr@example.in', MAIL_FROM: '"Arcstar Website" <website@example.in>' });
    expect([mail.NOTIFY_TO, mail.NOTIFY_TO_CAREERS, mail.MAIL_FROM]).toEqual(['sales@example.in, "Exports desk" <exports@example.in>', 'hr@example.in', '"Arcstar Website" <website@example.in>']);
    expect(env.SMTP_SECURE).toBe(true);
  });
});
