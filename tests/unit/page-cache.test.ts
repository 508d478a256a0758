import { describe, expect, it } from 'vitest';
import { isPageCacheRender, isSharedPage, pageCacheNonce, rendersForPageCache } from '@/lib/page-cache';
import { parseEnv } from '@/lib/core/env';
import { renderPageCacheConfig } from '@/scripts/page-cache.mjs';
import { fixedSecurityHeaders, staticAssetPolicy } from '@/lib/security-headers';
import refusalMessages from '@/lib/refusal-messages.json' with { type: 'json' };

const secret = 'a-secret-of-the-page-cache';

describe('the pages the page cache may keep for everyone', () => {
  it('are the public pages that depend on the URL alone', () => {
    for (const path of ['/', '/about', '/learn-more', '/products', '/products/welding-electrodes', '/product/e7018-low-hydrogen', '/product/e7018-low-hydrogen/datasheet', '/news', '/news/bhiwandi-plant-expansion', '/contact', '/inquiry', '/inquiry/quote', '/dealers', '/careers', '/privacy', '/browse-products', '/sitemap.xml', '/robots.txt']) {
      expect(isSharedPage(path), path).toBe(true);
    }
  });

  it('never search, the API, the back office or a path they do not know', () => {
    for (const path of ['/search', '/api/health', '/api/resumes', '/admin', '/admin/leads', '/no/such-page', '/news/a/b', '/product/a/b', '/_next/static/chunks/a.js', '/about/']) {
      expect(isSharedPage(path), path).toBe(false);
    }
  });
});

describe('rendersForPageCache', () => {
  const asked = { method: 'GET', pathname: '/about', authHeader: secret };

  it('is true only when the cache asks with the shared secret for a shared page with GET or HEAD', () => {
    expect(rendersForPageCache(asked, secret)).toBe(true);
    expect(rendersForPageCache({ ...asked, method: 'HEAD' }, secret)).toBe(true);
    expect(rendersForPageCache({ ...asked, method: 'POST' }, secret)).toBe(false);
    expect(rendersForPageCache({ ...asked, pathname: '/search' }, secret)).toBe(false);
    expect(rendersForPageCache({ ...asked, authHeader: null }, secret)).toBe(false);
    expect(rendersForPageCache({ ...asked, authHeader: `${secret}x` }, secret)).toBe(false);
    expect(rendersForPageCache({ ...asked, authHeader: secret.replace('a', 'b') }, secret)).toBe(false);
  });

  it('is never true when no secret is set (no page cache in front)', () => {
    expect(rendersForPageCache(asked, undefined)).toBe(false);
    expect(rendersForPageCache({ ...asked, authHeader: '' }, '')).toBe(false);
  });
});

describe('a page rendered for the cache', () => {
  it('carries a nonce as long as the cache writes over it (nginx $request_id: 32 hex digits), new every time', () => {
    const nonces = Array.from({ length: 50 }, pageCacheNonce);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(50);
  });

  it('is rendered by a request only this process can mark as its own', () => {
    for (const forged of ['', 'yes', '1', 'true']) expect(isPageCacheRender(new Headers({ 'x-arcstar-page-cache-render': forged }))).toBe(false);
    expect(isPageCacheRender(new Headers())).toBe(false);
  });
});

describe('PAGE_CACHE_SECRET', () => {
  it('is optional, and when set long enough and safe to write into nginx configuration', () => {
    expect(parseEnv({}).PAGE_CACHE_SECRET).toBeUndefined();
    expect(parseEnv({ PAGE_CACHE_SECRET: 'q7Vx+2/abcDEF0123=' }).PAGE_CACHE_SECRET).toBe('q7Vx+2/abcDEF0123=');
    for (const bad of ['short', 'has a space in it here', 'quote"inside-0123456', 'dollar$variable012345']) {
      expect(() => parseEnv({ PAGE_CACHE_SECRET: bad }), bad).toThrow(/PAGE_CACHE_SECRET/);
    }
  });
});

describe('the nginx configuration template', () => {
  const values = { PAGE_CACHE_LISTEN: '127.0.0.1:8080', PAGE_CACHE_UPSTREAM: 'app:3000', PAGE_CACHE_DIR: '/var/cache/nginx', PAGE_CACHE_SECRET: secret, PAGE_CACHE_SCRIPT: '/etc/nginx/page-cache.js' };

  it('takes its five settings and leaves nginx variables alone', () => {
    const config = renderPageCacheConfig(values);
    expect(config).not.toMatch(/\$\{PAGE_CACHE_/);
    expect(config).toContain(`0       "${secret}";`);
    expect(config).toContain('server app:3000;');
    expect(config).toContain('sub_filter $upstream_http_x_page_cache_nonce $request_id;');
    expect(config).toContain('js_import page_cache from /etc/nginx/page-cache.js;');
  });

  it('refuses to start without one of them', () => {
    const { PAGE_CACHE_SECRET: _, ...incomplete } = values;
    expect(() => renderPageCacheConfig(incomplete)).toThrow(/PAGE_CACHE_SECRET/);
  });

  it("answers of nginx's own (no app; a request it refuses) carry the app's fixed security headers and refusal texts", () => {
    const config = renderPageCacheConfig(values);
    const ownAnswers = [...config.matchAll(/location = (\/_page-cache\/[a-z-]+) \{\n([\s\S]*?)\n {4}\}\n/g)].map(([, name, block]) => [name, block] as const);
    expect(ownAnswers.map(([name]) => name)).toEqual(['/_page-cache/refused', '/_page-cache/unavailable']);
    for (const [name, block] of ownAnswers) {
      for (const { key, value } of fixedSecurityHeaders) expect(block, name).toContain(`add_header ${key} "${value}" always;`);
    }
    const [, refused] = ownAnswers[0];
    expect(refused).toContain(`add_header Content-Security-Policy "${staticAssetPolicy}" always;`);
    // What nginx refuses itself goes there, and each status gets the app's words for it.
    const refusedStatuses = [...config.matchAll(/error_page ([\d ]+?) (?:=(\d+) )?\/_page-cache\/refused;/g)].flatMap(([, statuses, as]) => statuses.split(' ').map((status) => `${status}${as ? ` as ${as}` : ''}`));
    expect(refusedStatuses).toEqual(['400', '405', '412', '413', '414', '505', '494 as 431']);
    const words = config.slice(config.indexOf('map $status $page_cache_refusal {'));
    expect(words).toContain(`405     "${refusalMessages.methodNotAllowed}";`);
    expect(words).toContain(`413     "${refusalMessages.formTooLarge}";`);
    expect(words).toContain(`412     "${refusalMessages.preconditionFailed}";`);
    expect(words).toContain(`414     "${refusalMessages.tooLarge}";`);
    expect(words).toContain(`431     "${refusalMessages.tooLarge}";`);
    expect(words).toContain(`default "${refusalMessages.unreadableRequest}";`);
    expect(config.slice(config.indexOf('map $status $page_cache_refused_allow {'))).toContain(`405     "${refusalMessages.pageMethods}";`);
  });
});
