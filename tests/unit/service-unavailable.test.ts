import { describe, expect, it } from 'vitest';
import { isBackOfficeFormPost, isPageRequest } from '@/lib/service-unavailable';

// Which requests proxy.ts answers with the 503 page while the database is down.

describe('requests answered with the 503 page during an outage', () => {
  it('pages and routes that read the database, not API calls or Next files', () => {
    expect(isPageRequest('GET', '/products/welding-electrodes')).toBe(true);
    expect(isPageRequest('HEAD', '/admin/leads')).toBe(true);
    expect(isPageRequest('GET', '/admin/leads/export')).toBe(true);
    expect(isPageRequest('GET', '/api/health')).toBe(false);
    expect(isPageRequest('GET', '/_next/data/x.json')).toBe(false);
    expect(isPageRequest('POST', '/inquiry')).toBe(false);
  });

  it('back office forms sent without JavaScript, not server action calls or the lead forms', () => {
    const noScript = new Headers({ 'content-type': 'multipart/form-data; boundary=x' });
    const actionCall = new Headers({ 'next-action': '60ab12cd' });
    expect(isBackOfficeFormPost('POST', '/admin/leads/inquiry/5f0c6c1e-8d0b-4a5e-9f55-0d3c1b2a4e11', noScript)).toBe(true);
    expect(isBackOfficeFormPost('POST', '/admin/sign-in', noScript)).toBe(true);
    expect(isBackOfficeFormPost('POST', '/admin/leads/inquiry/5f0c6c1e-8d0b-4a5e-9f55-0d3c1b2a4e11', actionCall)).toBe(false);
    expect(isBackOfficeFormPost('POST', '/api/auth/sign-in/email', noScript)).toBe(false);
    expect(isBackOfficeFormPost('POST', '/inquiry', noScript)).toBe(false);
    expect(isBackOfficeFormPost('GET', '/admin/leads', noScript)).toBe(false);
  });
});
