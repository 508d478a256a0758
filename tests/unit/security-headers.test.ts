import { describe, expect, it } from 'vitest';
import { requestIdFrom } from '@/lib/core/request-id';
import { contentSecurityPolicy, nonceOf } from '@/lib/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('allows only nonced scripts (and what they load), never inline or eval in production', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123' });
    expect(directive(policy, 'script-src')).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    expect(directive(policy, 'form-action')).toBe("'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('runs no script at all without a nonce', () => {
    expect(directive(contentSecurityPolicy(), 'script-src')).toBe("'none'");
  });

  it('upgrades sub-resources over HTTPS, and lets `next dev` use eval and its websocket', () => {
    expect(contentSecurityPolicy({ nonce: 'n', https: true })).toContain('upgrade-insecure-requests');
    const development = contentSecurityPolicy({ nonce: 'n', development: true });
    expect(directive(development, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(development, 'connect-src')).toBe("'self' ws: wss:");
  });

  it('names its nonce back to a page that writes a script of its own', () => {
    expect(nonceOf(contentSecurityPolicy({ nonce: 'Zm9vYmFy+/==', https: true }))).toBe('Zm9vYmFy+/==');
    expect(nonceOf(contentSecurityPolicy())).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});

describe('requestIdFrom', () => {
  it("keeps a load balancer's id and replaces anything that is not one", () => {
    expect(requestIdFrom('c0a8012e-5f3b-4e7a-9d1c-2b6f8e4a1d09')).toBe('c0a8012e-5f3b-4e7a-9d1c-2b6f8e4a1d09');
    expect(requestIdFrom('lb.7f3a9c21:e4_x')).toBe('lb.7f3a9c21:e4_x');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const hostile of [null, '', 'short', 'has space in it', '"},"level":"error', 'x'.repeat(129)]) {
      expect(requestIdFrom(hostile), String(hostile)).toMatch(uuid);
    }
    expect(requestIdFrom(null)).not.toBe(requestIdFrom(null));
  });
});
