import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observatoryScore } from './observatory.ts';
import { parsePolicy } from './security-headers.ts';
import { VISITOR_ADDRESS_HEADER, VISITOR_PROTOCOL_HEADER } from '../src/lib/api/visitor-origin.ts';
import { fakeAstro, onDemandPage, startFixtureSite, type FakeAnswer } from './test-support.ts';

const HOTEL = '/hotels/destination/spain/barcelona/casa-sol';
const RESULTS = '/hotels/destination/spain/barcelona/results';
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let clock = Date.UTC(2026, 5, 1);
let version = 1;
const astro = fakeAstro({
  [HOTEL]: (url): FakeAnswer => ({
    status: 200,
    body: onDemandPage(`Casa Sol v${version} ${url.searchParams.get('check_in') ?? ''}`),
  }),
  '/widgets/search': (): FakeAnswer => ({ status: 200, body: onDemandPage('Widget') }),
  '/account/reservations/0b4f0c2e-1111-4222-8333-444455556666': (): FakeAnswer => ({
    status: 200,
    body: onDemandPage('Your reservation'),
  }),
  [RESULTS]: (_url, headers): FakeAnswer => ({
    status: 200,
    body: onDemandPage(
      `Results for ${String(headers[VISITOR_ADDRESS_HEADER])} ${String(headers[VISITOR_PROTOCOL_HEADER])}`,
    ),
  }),
  '/hotels/destination/spain/sets-cookie': (): FakeAnswer => ({
    status: 200,
    headers: { 'set-cookie': 'seen=1; Path=/' },
    body: onDemandPage('Cookie'),
  }),
});

beforeAll(async () => {
  site = await startFixtureSite({
    astro: astro.handler,
    // The test's own client is the "load balancer" that may say the visit came over https.
    config: {
      trustedProxies: ['127.0.0.1'],
      pageCache: { maxAgeSeconds: 60, staleSeconds: 600, maxBytes: 1e7 },
    },
    now: () => clock,
  });
});
afterAll(() => site.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { headers, redirect: 'manual' });

describe('files of dist/client', () => {
  it('sends the brotli or gzip copy the client accepts, or the bytes as they are', async () => {
    const br = await get('/hotels', { 'accept-encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const gzip = await get('/hotels/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/hotels', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch decodes what it receives: every encoding carries the same page.
    const [a, b, c] = await Promise.all([br.text(), gzip.text(), plain.text()]);
    expect(a).toContain('<h1>Hotels</h1>');
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('keeps hashed assets a year and makes pages revalidate, answering 304 when unchanged', async () => {
    const asset = await get('/_astro/page.Ab12.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const first = await get('/he/hotels', { 'accept-encoding': 'br' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.headers.get('last-modified')).toBe(site.build.manifest.builtAt);
    const again = await get('/he/hotels', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    // The browser keeps the page's headers from the 304: the page's own policy, not a file's.
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
    const since = await get('/he/hotels', { 'if-modified-since': site.build.manifest.builtAt });
    expect(since.status).toBe(304);
  });

  it('gives the error pages no URL of their own', async () => {
    const response = await get('/errors/400');
    expect(response.status).toBe(404);
  });
});

describe('on-demand pages the same for every visitor', () => {
  it('renders once for many visitors and shares the page, with CDN cache headers', async () => {
    const path = `${HOTEL}?check_in=2026-07-01`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(path, { 'accept-encoding': 'br' })),
    );
    expect(astro.renders.filter((r) => r === path)).toHaveLength(1);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.every((a) => a.headers.get('content-encoding') === 'br')).toBe(true);
    expect(answers[0]?.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const states = answers.map((a) => a.headers.get('x-page-cache'));
    expect(states).toContain('rendered');
    expect((await get(path)).headers.get('x-page-cache')).toBe('fresh');
  });

  it('keys pages by path and the parameters that change them, not by others', async () => {
    await get(`${HOTEL}?check_in=2026-08-01&utm_source=mail`);
    const same = await get(`${HOTEL}?utm_campaign=x&check_in=2026-08-01`);
    expect(same.headers.get('x-page-cache')).toBe('fresh');
    const other = await get(`${HOTEL}?check_in=2026-08-02`);
    expect(other.headers.get('x-page-cache')).toBe('rendered');
    expect(await other.text()).toContain('2026-08-02');
    expect(astro.renders).toContain(`${HOTEL}?check_in=2026-08-01`);
    expect(astro.renders.some((r) => r.includes('utm_'))).toBe(false);
  });

  it('serves a stale page while one render replaces it, then the new one', async () => {
    const path = `${HOTEL}?check_in=2026-09-01`;
    expect(await (await get(path)).text()).toContain(`v${version}`);
    version += 1;
    clock += 61_000;
    const stale = await get(path);
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(await stale.text()).toContain(`v${version - 1}`);
    await expect.poll(async () => (await get(path)).text()).toContain(`v${version}`);
    clock += 61_000 + 600_000;
    expect((await get(path)).headers.get('x-page-cache')).toBe('rendered');
  });

  it('never shares per-visitor pages or answers that set cookies', async () => {
    const account = '/account/reservations/0b4f0c2e-1111-4222-8333-444455556666';
    await get(account);
    const again = await get(account);
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(astro.renders.filter((r) => r === account)).toHaveLength(2);
    await get('/hotels/destination/spain/sets-cookie');
    const cookie = await get('/hotels/destination/spain/sets-cookie');
    expect(cookie.headers.get('x-page-cache')).toBe('not-stored');
    expect(cookie.headers.get('cache-control')).toBe('no-store');
  });

  it('renders a new search for its visitor, telling the page who they are as it resolved them', async () => {
    // A visitor cannot name another address: only a trusted proxy's X-Forwarded-For counts.
    const own = await get(`${RESULTS}?check_in=2026-08-01`, {
      [VISITOR_ADDRESS_HEADER]: '198.51.100.1',
      [VISITOR_PROTOCOL_HEADER]: 'https',
    });
    expect(await own.text()).toContain('Results for 127.0.0.1 http');
    expect(own.headers.get('x-page-cache')).toBeNull();
    expect(own.headers.get('cache-control')).toBe('no-store');
    const proxied = await get(`${RESULTS}?check_in=2026-08-01`, {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(await proxied.text()).toContain('Results for 203.0.113.9 https');
    // A session in the URL makes it the same page for everyone: shared, with no visitor.
    await get(`${RESULTS}?session=s1`);
    const shared = await get(`${RESULTS}?session=s1`);
    expect(shared.headers.get('x-page-cache')).toBe('fresh');
    expect(await shared.text()).toContain('Results for undefined undefined');
  });

  it('compresses pages rendered for one visitor on the fly', async () => {
    const response = await get('/account/reservations/0b4f0c2e-1111-4222-8333-444455556666', {
      'accept-encoding': 'gzip',
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('Your reservation');
  });
});

describe('security headers on every kind of answer', () => {
  const https = { 'x-forwarded-proto': 'https' };
  const kinds: [string, string, number][] = [
    ['static page', '/hotels', 200],
    ['on-demand page', HOTEL, 200],
    ['404', '/no-such-page', 404],
    ['500', '/he/boom', 500],
    ['bad request', '/he/hotels/%E0%A4%A', 400],
    ['file', '/_astro/page.Ab12.js', 200],
  ];
  for (const [kind, path, status] of kinds) {
    it(`${kind}: Mozilla Observatory's rules give A+`, async () => {
      const response = await get(path, https);
      expect(response.status).toBe(status);
      const result = observatoryScore(response.headers, { https: true });
      expect(result.failures, kind).toEqual([]);
      expect(result.grade, kind).toBe('A+');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\)/);
    });
  }

  it('pages: scripts only from the site and the build hashes, no plugins, no <base>, no framing', async () => {
    for (const path of ['/hotels', HOTEL, '/no-such-page', '/he/boom']) {
      const policy = parsePolicy((await get(path)).headers.get('content-security-policy') ?? '');
      expect(policy.get('script-src'), path).toEqual(["'self'", "'sha256-abc='"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('the widget may be framed by any site, and is otherwise as strict', async () => {
    const response = await get('/he/widgets/search?brand_light=%23ff0000');
    const policy = parsePolicy(response.headers.get('content-security-policy') ?? '');
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    const result = observatoryScore(response.headers, { https: false });
    expect(result.failures).toEqual([
      'hsts-not-implemented-no-https',
      'x-frame-options-not-implemented',
    ]);
  });

  it('sends HSTS only when a trusted proxy says the visit came over https', async () => {
    expect((await get('/hotels', https)).headers.get('strict-transport-security')).toBe(
      'max-age=63072000',
    );
    expect((await get('/hotels')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('errors', () => {
  it('a page that fails to render gets the localised 500 page, never a blank', async () => {
    const response = await get('/he/boom', { 'accept-encoding': 'br' });
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('שגיאה 500');
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${site.url}/hotels`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });
});
