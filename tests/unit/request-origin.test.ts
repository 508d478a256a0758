import { describe, expect, it } from 'vitest';
import { clientAddress, clientHeaders } from '@/lib/client-address';
import { normalisePagePath, pickUtm, resolveLeadOrigin } from '@/lib/request-origin';
import { retryDelaySeconds } from '@/lib/domain/backoff';

describe('lead origin', () => {
  it('keeps same-site paths without their utm_* parameters', () => {
    expect(normalisePagePath('/products/ppe?utm_source=x&view=grid')).toBe('/products/ppe?view=grid');
    expect(normalisePagePath('/inquiry')).toBe('/inquiry');
    expect(normalisePagePath('https://evil.example/x')).toBeNull();
    expect(normalisePagePath('//evil.example/x')).toBeNull();
    expect(normalisePagePath('javascript:alert(1)')).toBeNull();
    expect(normalisePagePath(`/${'a'.repeat(900)}`)).toHaveLength(500);
  });

  it('keeps only the known utm_* keys, as short single lines', () => {
    expect(pickUtm(new URLSearchParams('utm_source=google&utm_medium=cpc&utm_evil=1&q=x'))).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
    expect(pickUtm({ utm_campaign: 'a\nb', utm_term: 5, utm_content: 'x'.repeat(300) })).toEqual({ utm_campaign: 'a b', utm_content: 'x'.repeat(200) });
  });

  it('prefers the form fields and falls back to a same-site Referer', () => {
    expect(resolveLeadOrigin({ source_page: '/dealers', utm: '{"utm_source":"mail"}' }, 'http://site.in/x?utm_source=ref', 'site.in')).toEqual({
      source_page: '/dealers',
      utm: { utm_source: 'mail' },
    });
    expect(resolveLeadOrigin({ source_page: '', utm: '' }, 'http://site.in/careers?utm_campaign=hiring', 'site.in')).toEqual({
      source_page: '/careers',
      utm: { utm_campaign: 'hiring' },
    });
    expect(resolveLeadOrigin({}, 'http://other.in/careers?utm_campaign=x', 'site.in')).toEqual({ source_page: null, utm: {} });
    expect(resolveLeadOrigin({ source_page: '/x', utm: '[not json' }, null, null)).toEqual({ source_page: '/x', utm: {} });
  });
});

describe('client address', () => {
  const socket = '198.51.100.20';
  it('is the connection address by default, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', socketAddress: socket }, 0)).toBe(socket);
    expect(clientAddress({ forwardedFor: null, socketAddress: socket }, 0)).toBe(socket);
    expect(clientAddress({ forwardedFor: null, socketAddress: `::ffff:${socket}` }, 0)).toBe(socket);
  });

  it('reads X-Forwarded-For from the right, past the trusted proxies', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', socketAddress: socket }, 1)).toBe('203.0.113.7');
    expect(clientAddress({ forwardedFor: '10.9.9.9, 203.0.113.7', socketAddress: socket }, 1)).toBe('203.0.113.7');
    expect(clientAddress({ forwardedFor: 'spoofed, 203.0.113.7, 10.0.0.2', socketAddress: socket }, 2)).toBe('203.0.113.7');
    expect(clientAddress({ forwardedFor: '1.1.1.1', socketAddress: socket }, 5)).toBe('1.1.1.1');
  });

  it('counts every request as one client when the server was started without the socket stamp', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', socketAddress: null }, 1)).toBe('unknown');
  });

  it('takes the socket address only as the preload stamped it: a client cannot write it', () => {
    const stamp = Symbol.for('arcstar.socket-address-stamp');
    const global = globalThis as { [stamp]?: string };
    const headers = (socket: string) => new Headers({ 'x-socket-address': socket, 'x-forwarded-for': '203.0.113.7' });
    expect(clientHeaders(headers(`anything ${socket}`)).socketAddress).toBeNull();
    global[stamp] = 'f00d';
    try {
      expect(clientHeaders(headers(`f00d ${socket}`))).toEqual({ forwardedFor: '203.0.113.7', socketAddress: socket });
      expect(clientHeaders(headers(`beef ${socket}`)).socketAddress).toBeNull();
      expect(clientHeaders(headers(socket)).socketAddress).toBeNull();
    } finally {
      delete global[stamp];
    }
  });
});

describe('mail retry backoff', () => {
  it('doubles from the base up to an hour, within ±10 %', () => {
    expect(retryDelaySeconds(1, 30, 0.5)).toBe(30);
    expect(retryDelaySeconds(2, 30, 0.5)).toBe(60);
    expect(retryDelaySeconds(4, 30, 0.5)).toBe(240);
    expect(retryDelaySeconds(20, 30, 0.5)).toBe(3600);
    expect(retryDelaySeconds(20, 30, 0.5, 120)).toBe(120);
    expect(retryDelaySeconds(1, 30, 0)).toBeCloseTo(27);
    expect(retryDelaySeconds(1, 30, 1)).toBeCloseTo(33);
  });
});

describe('safe error text', () => {
  it('drops the SQL and the parameters (what a visitor typed) of a failed query', async () => {
    const { safeErrorMessage } = await import('@/lib/core/safe-error');
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: insert into "inquiries" ...\nparams: Asha Rao,asha@example.com,9830012345', { cause });
    expect(safeErrorMessage(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)');
    expect(safeErrorMessage(new Error('Failed query: select 1\nparams: secret@example.com'))).toBe('database query failed');
    expect(safeErrorMessage('plain')).toBe('plain');
  });
});
