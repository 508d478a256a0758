import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { chromium, expect, test, type APIResponse } from '@playwright/test';
import { articles } from '@/db/seed/data/news';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { staticAssetPolicy } from '@/lib/security-headers';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { siteRoutes } from './support/routes';
import { logLines } from './support/server';

const product = weldingElectrodes.find((item) => item.is_available)!;
const article = articles.find((item) => item.is_published)!;

function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectFixedHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['permissions-policy'], label).toContain('geolocation=()');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['x-powered-by'], label).toBeUndefined();
  expect(headers['strict-transport-security'], `${label} over plain HTTP`).toBeUndefined();
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src')!;
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
}

test.describe('security headers', () => {
  test('every kind of response carries them: pages, files, API, the datasheet, 404, redirects, sitemap', async ({ request, baseURL }) => {
    const home = await request.get('/');
    const chunk = (await home.text()).match(/\/_next\/static\/[^"]+\.js/)![0];
    const paths = [
      ...siteRoutes,
      chunk,
      '/icon.svg',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/api/health',
      '/api/health/ready',
      `/product/${product.id}/datasheet`,
      '/no/such-page',
      '/product/no-such-product',
      '/sitemap.xml',
      '/robots.txt',
      // Next's image optimizer (the site draws no picture through it): a refusal.
      '/_next/image?url=%2Fimages%2Fhome%2Fhero-arc.svg&w=640&q=75',
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expectFixedHeaders(response, path);
    }
    // The upload route streams its body and is not seen by proxy.ts: its answers carry them too.
    const upload = await request.post('/api/resumes', { data: Buffer.from('%PDF-'), headers: { origin: 'https://attacker.example', 'x-file-name': 'cv.pdf' } });
    expect(upload.status()).toBe(403);
    expectFixedHeaders(upload, 'POST /api/resumes');
    expect(upload.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const redirect = await request.get('/products/electrodes', { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expectFixedHeaders(redirect, 'the /products/electrodes redirect');
    // Next's own redirects to the address without a trailing or a doubled slash, made before
    // next.config.ts's headers apply.
    for (const path of ['/about/', '//about', '/news//x', '/admin/']) {
      const slash = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(slash.status(), path).toBe(308);
      expectFixedHeaders(slash, path);
    }
    // An uploaded picture's answers are never documents: a policy under which nothing runs, with no
    // nonce (a cache in front may keep them; a nonce must never repeat).
    for (const path of [`/media/${randomUUID()}/320.webp`, '/media/not-an-id/anything']) {
      const picture = await request.get(path);
      expect(picture.status(), path).toBe(404);
      expectFixedHeaders(picture, path);
      expect(picture.headers()['content-security-policy'], path).toBe(staticAssetPolicy);
    }
  });

  test('HSTS is sent when the request came over HTTPS, and sub-resources are upgraded', async ({ request }) => {
    for (const path of ['/', '/icon.svg', `/product/${product.id}`]) {
      const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
    // Behind two proxies the chain's first hop is what the visitor used.
    const chained = await request.get('/icon.svg', { headers: { 'x-forwarded-proto': 'https,http' } });
    expect(chained.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const page = await request.get('/about', { headers: { 'x-forwarded-proto': 'https' } });
    expect(directives(page.headers()['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    const plain = await request.get('/about');
    expect(directives(plain.headers()['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });

  test('each page gets a fresh nonce, and every script Next renders carries it', async ({ request }) => {
    const seen = new Set<string>();
    for (const path of ['/', '/products/welding-electrodes', `/product/${product.id}`, `/news/${article.id}`, '/search?q=7018', '/contact', '/careers']) {
      for (let round = 0; round < 2; round++) {
        const response = await request.get(path);
        const scripts = directives(response.headers()['content-security-policy']).get('script-src')!;
        const nonceSource = scripts.find((source) => source.startsWith("'nonce-"));
        expect(nonceSource, path).toBeTruthy();
        expect(scripts).toContain("'strict-dynamic'");
        const nonce = nonceSource!.slice("'nonce-".length, -1);
        expect(seen.has(nonce), `${path}: nonce reused`).toBe(false);
        seen.add(nonce);

        const html = await response.text();
        const executable = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]).filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
        expect(executable.length, path).toBeGreaterThan(0);
        for (const attributes of executable) expect(attributes, `${path}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
      }
    }
  });

  test('browsing and sending a form raise no CSP violation, and the page scripts run', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of ['/', '/products/welding-electrodes', `/product/${product.id}`, `/news/${article.id}`, '/search?q=low+hydrogen', '/careers']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Client-side behaviour works: the product gallery's tabs switch (a client island).
    await page.goto(`/product/${product.id}`);
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    // A client-side navigation (Next loads the next page's chunks under 'strict-dynamic').
    await page.goto('/products');
    await page.getByRole('link', { name: /electrodes/i }).first().click();
    await expect(page).toHaveURL(/\/products\/welding-electrodes$/);
    expect(violations).toEqual([]);
  });
});

test.describe('what browsers may keep', () => {
  test('a public page may be kept by the browser, never by a shared cache; the back office and files keep their own rules', async ({ request }) => {
    for (const path of ['/', '/products/welding-electrodes', `/product/${product.id}`, `/news/${article.id}`, '/search?q=low+hydrogen', '/contact', '/products/electrodes']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['cache-control'], path).toBe('private, no-cache');
      // Nothing to revalidate against: a browser's stored copy is never answered 304 with a new policy.
      expect([response.headers()['etag'], response.headers()['last-modified']], path).toEqual([undefined, undefined]);
    }
    for (const path of ['/admin/sign-in', '/admin/leads']) {
      expect((await request.get(path, { maxRedirects: 0 })).headers()['cache-control'], path).toBe('private, no-store');
    }
    expect((await request.get('/sitemap.xml')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await request.get('/api/health')).headers()['cache-control']).toBe('no-store');
    expect((await request.get(`/media/${randomUUID()}/320.webp`)).headers()['cache-control']).toBe('public, max-age=60');
  });

  test('Back from another page shows the page as it was left, typed text included, without loading it again', async ({ baseURL }) => {
    // Playwright turns Chromium's back/forward cache off; a visitor's browser has it on.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    try {
      const page = await browser.newPage({ baseURL });
      const rscAnswers: string[] = [];
      page.on('response', (response) => {
        if (response.request().headers()['rsc']) rscAnswers.push(`${response.status()} ${response.headers()['cache-control']}`);
      });
      await page.goto('/products');
      await page.getByRole('banner').getByRole('link', { name: 'Enquire Now' }).click();
      await expect(page).toHaveURL(/\/inquiry$/);
      const form = page.getByRole('form', { name: 'Inquiry form' });
      await page.waitForFunction(() => !document.querySelector('form[data-hydrated="false"]'));
      await form.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
      await page.evaluate(() => {
        (window as unknown as { leftAt: string }).leftAt = 'inquiry';
        addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted));
      });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.push(request.url());
      });
      await page.goto('/robots.txt');
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/inquiry$/);
      await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { leftAt?: string }).leftAt)).toBe('inquiry');
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
      expect(documents.filter((url) => url.endsWith('/inquiry'))).toEqual([]);
      // The client navigation's RSC answer did not keep the page out of that cache either.
      expect(rscAnswers.length).toBeGreaterThan(0);
      for (const answer of rscAnswers) expect(answer).toBe('200 private, no-cache');
      // The restored page's router still navigates.
      await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});

test.describe('request ids', () => {
  test('every response has one; a load balancer id is kept, anything else is replaced', async ({ request }) => {
    const first = (await request.get('/about')).headers()['x-request-id'];
    const second = (await request.get('/about')).headers()['x-request-id'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    const kept = await request.get('/about', { headers: { 'x-request-id': 'lb-7f3a9c21e4' } });
    expect(kept.headers()['x-request-id']).toBe('lb-7f3a9c21e4');
    const replaced = await request.get('/about', { headers: { 'x-request-id': 'evil id <script>' } });
    expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the log lines written while serving a request carry its id', async ({ request }) => {
    const response = await request.get('/no/such-request-id-page');
    const requestId = response.headers()['x-request-id'];
    await expect
      .poll(() =>
        logLines(process.env.E2E_SERVER_LOG!).find((entry) => entry.msg === '404' && entry.path === '/no/such-request-id-page')?.requestId,
      )
      .toBe(requestId);
  });
});

test('a kept-alive connection left idle longer than Node’s default 5 s still answers (a proxy in front reuses it)', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = net.connect(Number(port), hostname);
  const responses: string[] = [];
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    received += chunk;
    // Each answer is a HEAD's: headers only, up to the blank line.
    while (received.includes('\r\n\r\n')) {
      const end = received.indexOf('\r\n\r\n') + 4;
      responses.push(received.slice(0, end));
      received = received.slice(end);
    }
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const ask = () => socket.write(`HEAD /about HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    ask();
    await expect.poll(() => responses.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(socket.destroyed, 'the server closed the idle connection').toBe(false);
    ask();
    await expect.poll(() => responses.length).toBe(2);
    expect(responses[1]).toMatch(/^HTTP\/1\.1 200 /);
  } finally {
    socket.destroy();
    await closed;
  }
});
