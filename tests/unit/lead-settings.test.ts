import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/core/env';

describe('lead-capture settings', () => {
  it('defaults flags to real booleans (plain SMTP, path-style S3) and the outbox and rate limit to sane values', () => {
    const env = parseEnv({});
    expect(env.SMTP_SECURE).toBe(false);
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
    expect(env.SMTP_PORT).toBe(587);
    expect(env.MAIL_POLL_SECONDS).toBe(5);
    expect(env.MAIL_RETRY_BASE_SECONDS).toBe(30);
    expect(env.MAIL_MAX_ATTEMPTS).toBe(12);
    expect(env.RATE_LIMIT_MAX).toBe(5);
    expect(env.RATE_LIMIT_WINDOW_SECONDS).toBe(600);
    expect(env.TRUSTED_PROXY_COUNT).toBe(0);
    expect(env.RESUME_ATTACH_MAX_MB).toBe(5);
    expect(env.RESUME_PENDING_MAX_MB).toBe(500);
    expect(env.NOTIFY_TO_CAREERS).toBeUndefined();
  });

  it('reads the flags and numbers it is given, and names a bad one', () => {
    const env = parseEnv({ SMTP_SECURE: 'true', S3_FORCE_PATH_STYLE: '0', RATE_LIMIT_MAX: '20', MAIL_POLL_SECONDS: '0.5' });
    expect([env.SMTP_SECURE, env.S3_FORCE_PATH_STYLE, env.RATE_LIMIT_MAX, env.MAIL_POLL_SECONDS]).toEqual([true, false, 20, 0.5]);
    expect(() => parseEnv({ RATE_LIMIT_MAX: 'lots' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => parseEnv({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});
