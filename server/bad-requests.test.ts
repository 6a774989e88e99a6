import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedRequest, refuseTarget } from './bad-requests.ts';
import { observatoryScore } from './observatory.ts';
import { fakeAstro, startFixtureSite } from './test-support.ts';

const limits = { pathLength: 2048, urlLength: 8192 };

describe('refuseTarget', () => {
  it('lets well-formed targets through', () => {
    for (const target of [
      '/',
      '/he/hotels?check_in=2026-07-01&guests=2%7C1',
      '/caf%C3%A9',
      '/a?q=%',
    ]) {
      expect(refuseTarget(target, limits), target).toBe(target === '/a?q=%' ? 400 : undefined);
    }
  });

  it('refuses malformed escapes and backslashes (400), paths no route has (404), long targets (414)', () => {
    expect(refuseTarget('/%', limits)).toBe(400);
    expect(refuseTarget('/hotels/%E0%A4%A', limits)).toBe(400);
    expect(refuseTarget('/%C0%AF', limits)).toBe(400);
    expect(refuseTarget('/\\evil.example/', limits)).toBe(400);
    expect(refuseTarget('*', limits)).toBe(400);
    expect(refuseTarget('/hotels/destination/%25', limits)).toBe(404);
    expect(refuseTarget('/a%00b', limits)).toBe(404);
    expect(refuseTarget(`/${'a'.repeat(2048)}`, limits)).toBe(414);
    expect(refuseTarget(`/hotels?q=${'a'.repeat(8200)}`, limits)).toBe(414);
  });
});

describe('refusedRequest', () => {
  it('tells a too long request line (414) from too large headers (431), and keeps the path', () => {
    const line = Buffer.from(`GET /he/${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n`);
    const long = refusedRequest('HPE_HEADER_OVERFLOW', line, limits);
    expect(long.status).toBe(414);
    expect(long.path).toMatch(/^\/he\/a+$/);
    const headers = Buffer.from(`GET /he/hotels?x=1 HTTP/1.1\r\nCookie: ${'a'.repeat(9000)}`);
    expect(refusedRequest('HPE_HEADER_OVERFLOW', headers, limits)).toEqual({
      status: 431,
      path: '/he/hotels',
    });
    expect(refusedRequest('HPE_INVALID_METHOD', undefined, limits)).toEqual({
      status: 400,
      path: '/',
    });
  });
});

describe('bad requests over HTTP', () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const astro = fakeAstro({});
  beforeAll(async () => {
    site = await startFixtureSite({ astro: astro.handler });
  });
  afterAll(() => site.close());

  /** A raw request: the path goes out exactly as written. */
  function raw(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Headers; body: string }>((resolve, reject) => {
      const { port } = new URL(site.url);
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of Array.isArray(value) ? value : [value ?? '']) out.append(name, item);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: out,
            body: Buffer.concat(chunks).toString(),
          });
        });
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers the localised error page with its status and the security headers', async () => {
    for (const [path, status, title] of [
      ['/he/hotels/%E0%A4%A', 400, 'שגיאה 400'],
      ['/%', 400, 'Error 400'],
      ['/\\evil.example/', 400, 'Error 400'],
      ['/he/hotels/destination/%25', 404, 'שגיאה 404'],
      [`/he/${'a'.repeat(3000)}`, 414, 'שגיאה 414'],
    ] as const) {
      const response = await raw(path);
      expect(response.status, path).toBe(status);
      expect(response.body, path).toContain(title);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(observatoryScore(response.headers, { https: false }).failures, path).toEqual([
        'hsts-not-implemented-no-https',
      ]);
    }
    expect(astro.renders).toEqual([]);
  });

  it('answers 431 with the page when the headers are too large, and 414 for a huge address', async () => {
    const big = await raw('/he/hotels', { cookie: `a=${'b'.repeat(20_000)}` });
    expect(big.status).toBe(431);
    expect(big.body).toContain('שגיאה 431');
    expect(big.headers.get('x-frame-options')).toBe('DENY');
    const long = await new Promise<string>((resolve) => {
      const { port } = new URL(site.url);
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(long).toMatch(/^HTTP\/1\.1 414 /);
    expect(long).toContain('Error 414');
  });
});
