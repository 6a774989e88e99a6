import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freePort } from '../../scripts/free-port.mjs';
import { observatoryScore } from '../../server/observatory.ts';
import { API, text } from './helpers';
import { scaled } from './timing';

// The front server (server/main.ts, issue 14): compression, headers, page cache, bad URLs,
// and what visitors get while the booking API is down (issue 16 item 6).

const stay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const query = `check_in=${stay(20)}&check_out=${stay(23)}&guests=2`;

/** A Barcelona hotel of the reference API's demo data. */
async function hotelPath(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API}/v3/destinations/spain/barcelona`, {
    headers: { Authorization: 'Bearer storefront-public-token' },
  });
  const body = (await answer.json()) as { data: { top_hotels: { slug: string }[] } };
  return `/hotels/destination/spain/barcelona/${body.data.top_hotels[0]?.slug ?? ''}`;
}

/** Records Content-Security-Policy violations of the page, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test.describe('every kind of answer', () => {
  test("carries the security headers: Mozilla Observatory's rules pass (HTTPS aside)", async ({
    request,
  }) => {
    const hotel = await hotelPath(request);
    const kinds: [string, string, number][] = [
      ['static page', '/he/hotels', 200],
      ['on-demand page', hotel, 200],
      ['404', '/he/no-such-page', 404],
      ['bad request', '/he/hotels/%E0%A4%A', 400],
      ['API', '/api/v3/destinations/spain/barcelona?locale=he', 401],
      ['API asset', '/assets/hotels/hotel-01.png', 200],
      ['build asset', '/favicon.svg', 200],
    ];
    for (const [kind, path, status] of kinds) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), kind).toBe(status);
      const headers = new Headers(
        response.headersArray().map(({ name, value }): [string, string] => [name, value]),
      );
      // Loopback is plain http: HSTS is sent only when a trusted proxy says https.
      expect(observatoryScore(headers, { https: false }).failures, kind).toEqual([
        'hsts-not-implemented-no-https',
      ]);
      expect(headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(headers.get('x-frame-options'), kind).toBe('DENY');
    }
    const widget = await request.get('/widgets/search?brand_light=%23ff5a00');
    expect(widget.headers()['x-frame-options']).toBeUndefined();
    expect(widget.headers()['content-security-policy']).not.toContain('frame-ancestors');
    expect(widget.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  test('pages run with no Content-Security-Policy violation (static, on demand, errors)', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    for (const path of [
      '/',
      '/he/hotels',
      await hotelPath(request),
      `/hotels/destination/spain/barcelona/results?${query}`,
      '/widgets/search',
      '/no-such-page',
      '/he/hotels/%E0%A4%A',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });
});

test('pages and their files are compressed and cached as their kind asks', async ({ request }) => {
  const br = { 'accept-encoding': 'br, gzip' };
  const hotel = `${await hotelPath(request)}?${query}`;
  for (const path of [
    '/',
    '/he/hotels',
    `/hotels/destination/spain/barcelona/results?${query}`,
    hotel,
  ]) {
    const response = await request.get(path, { headers: br });
    expect(response.headers()['content-encoding'], path).toBe('br');
    expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/);
  }
  const first = await request.get(hotel, { headers: br });
  expect(first.headers()['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(first.headers()['x-page-cache']).toMatch(/fresh|stale|rendered/);
  expect((await request.get(hotel, { headers: br })).headers()['x-page-cache']).toBe('fresh');
  const html = await (await request.get('/he/hotels')).text();
  const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const script = await request.get(asset, { headers: br });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await request.get('/he/hotels', { headers: br });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/he/hotels', {
    headers: { ...br, 'if-none-match': page.headers()['etag'] ?? '' },
  });
  expect(again.status()).toBe(304);
});

test.describe('bad URLs', () => {
  test('get the localised error page with the right status, never a cut connection', async ({
    request,
  }) => {
    const cases: [string, number, string, string][] = [
      ['/hotels/destination/%25', 404, 'en', 'error.notFoundTitle'],
      ['/transaction/%25/success', 404, 'en', 'error.notFoundTitle'],
      ['/account/reservations/%25', 404, 'en', 'error.notFoundTitle'],
      ['/he/hotels/destination/%25', 404, 'he', 'error.notFoundTitle'],
      ['/he/hotels/%E0%A4%A', 400, 'he', 'error.badRequestTitle'],
      ['/ar/%zz', 400, 'ar', 'error.badRequestTitle'],
      [`/de/hotels?q=${'a'.repeat(9000)}`, 414, 'de', 'error.uriTooLongTitle'],
      [`/ja/${'a'.repeat(3000)}`, 414, 'ja', 'error.uriTooLongTitle'],
    ];
    for (const [path, status, locale, key] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(await response.text(), path).toContain(text(locale, key));
      expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'");
    }
    const headers = await request.get('/fr/hotels', {
      headers: { cookie: `a=${'b'.repeat(20_000)}` },
    });
    expect(headers.status()).toBe(431);
    expect(await headers.text()).toContain(text('fr', 'error.tooLargeTitle'));
    expect(headers.headers()['x-frame-options']).toBe('DENY');
  });

  for (const path of [
    '//evil.example/?fid=999999999',
    '/\\evil.example/?fid=999999999',
    '/.//evil.example/?fid=999999999',
    '/%2F%2Fevil.example?fid=999999999',
  ]) {
    test(`the white-label fallback stays on the site: ${path}`, async ({ page, baseURL }) => {
      const site = new URL(baseURL ?? '');
      await page.goto(`${site.origin}${path}`);
      // The refused agent id sends the visitor to the canonical domain without it.
      await expect(page).toHaveURL((url) => !url.searchParams.has('fid'));
      expect(new URL(page.url()).origin).toBe(site.origin);
      await expect(page.locator('[data-error-message]')).toHaveText(text('en', 'error.notFound'));
    });
  }
});

test.describe('while the booking API is down', () => {
  let server: ChildProcess | undefined;
  let base = '';

  // A second front server over the same build, whose API address answers nothing.
  test.beforeAll(async () => {
    const port = await freePort();
    const deadApi = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn('node', ['server/main.ts'], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_DIST: process.env.E2E_OUT_DIR ?? 'dist-e2e',
        API_URL: `http://127.0.0.1:${deadApi}`,
        PUBLIC_SITE_URL: base,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/hotels`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: scaled(30_000) },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('static and landing pages are served; on-demand pages say so, localised, with 503', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/hotels',
      '/he/hotels/places/es/barcelona',
      '/terms-of-use',
      '/de/hotels/destination/germany/berlin',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    }
    const hotel = await hotelPath(request);
    for (const [path, locale] of [
      [hotel, 'en'],
      [`/he${hotel}`, 'he'],
      [`/de${hotel}`, 'de'],
      [`/ar/hotels/destination/spain/barcelona/results?${query}`, 'ar'],
      ['/fr/hotels/place/city-2950159/results', 'fr'],
    ] as const) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(503);
      const body = await response.text();
      expect(body, path).toContain(text(locale, 'error.unavailableTitle'));
      expect(body, path).toContain(text(locale, 'error.tryAgain'));
    }
    const api = await fetch(`${base}/api/v3/auth?locale=he`);
    expect(api.status).toBe(502);
    expect(((await api.json()) as { message: string }).message).toBe(text('he', 'api.unreachable'));

    await page.goto(`${base}/he${hotel}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('he', 'error.unavailableTitle'),
    );
    await page.getByRole('link', { name: text('he', 'error.tryAgain') }).click();
    await expect(page).toHaveURL(`${base}/he${hotel}`);
  });
});
