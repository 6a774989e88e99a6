import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLocation } from './api-proxy.ts';
import { observatoryScore } from './observatory.ts';
import { fakeAstro, fixtureBuild, startFixtureSite, type FixtureBuild } from './test-support.ts';

const TOKEN = 'a'.repeat(32);
let api: ServerType;
/** The API's answer to `/slow` waits for this, released once the proxy has given up. */
const slowAnswer = Promise.withResolvers<void>();
let apiUrl = '';
let build: FixtureBuild;
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let siteDown: Awaited<ReturnType<typeof startFixtureSite>>;

beforeAll(async () => {
  const upstream = new Hono();
  upstream.all('/echo', async (c) =>
    c.json({
      method: c.req.method,
      query: c.req.query('q'),
      body: await c.req.text(),
      cookie: c.req.header('cookie') ?? null,
      xsrf: c.req.header('x-xsrf-token') ?? null,
      forwardedFor: c.req.header('x-forwarded-for') ?? null,
      forwardedProto: c.req.header('x-forwarded-proto') ?? null,
      forwardedHost: c.req.header('x-forwarded-host') ?? null,
    }),
  );
  upstream.get('/sanctum/csrf-cookie', (c) => {
    c.header('Set-Cookie', 'XSRF-TOKEN=abc; Path=/; Domain=api.internal; SameSite=Lax', {
      append: true,
    });
    c.header('Set-Cookie', 'storefront_session=s1; Path=/; HttpOnly; SameSite=Lax', {
      append: true,
    });
    return c.body(null, 204);
  });
  upstream.get('/big', (c) =>
    c.json({ items: Array.from({ length: 400 }, (_, i) => `hotel ${i}`) }),
  );
  upstream.get('/slow', async (c) => {
    await slowAnswer.promise;
    return c.json({ late: true });
  });
  upstream.on(['GET', 'POST'], `/pay/${TOKEN}`, (c) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    if (c.req.method === 'POST')
      return c.redirect('http://localhost:4321/transaction/t1/success', 303);
    return c.html('<form method="post"><button>Pay</button></form>');
  });
  upstream.get('/assets/hotels/hotel-01.svg', (c) => {
    c.header('Content-Type', 'image/svg+xml');
    return c.body('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  api = serve({ fetch: upstream.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => api.once('listening', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  build = await fixtureBuild();
  const astro = fakeAstro({}).handler;
  site = await startFixtureSite({
    build,
    astro,
    config: { apiUrl, apiTimeoutMs: 500, apiBodyLimit: 1000 },
  });
  // A front server whose API is not running.
  siteDown = await startFixtureSite({
    build,
    astro,
    config: { apiUrl: 'http://127.0.0.1:9', apiTimeoutMs: 500 },
  });
});
afterAll(async () => {
  slowAnswer.resolve();
  await Promise.all([site.close(), siteDown.close()]);
  await new Promise((resolve) => api.close(resolve));
  build.remove();
});

describe('the booking API on the site origin', () => {
  it('forwards method, query, body, cookies and the anti-forgery header, and says who asked', async () => {
    const response = await fetch(`${site.url}/api/echo?q=berlin`, {
      method: 'POST',
      headers: {
        cookie: 'storefront_session=s1; XSRF-TOKEN=abc',
        'x-xsrf-token': 'abc',
        'content-type': 'application/json',
        // Written by the visitor, not by a trusted proxy: replaced, never passed on.
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ rate_id: 'r1' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'POST',
      query: 'berlin',
      body: '{"rate_id":"r1"}',
      cookie: 'storefront_session=s1; XSRF-TOKEN=abc',
      xsrf: 'abc',
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
      forwardedHost: new URL(site.url).host,
    });
  });

  it("hands the API's cookies to the host the visitor is on", async () => {
    const response = await fetch(`${site.url}/api/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      'XSRF-TOKEN=abc; Path=/; SameSite=Lax',
      'storefront_session=s1; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('compresses JSON answers on the fly', async () => {
    const response = await fetch(`${site.url}/api/big`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { items: string[] }).items).toHaveLength(400);
  });

  it('serves the payment page and its redirect back on the same host', async () => {
    const page = await fetch(`${site.url}/pay/${TOKEN}?locale=he`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(observatoryScore(page.headers, { https: false }).failures).toEqual([
      'hsts-not-implemented-no-https',
    ]);
    const paid = await fetch(`${site.url}/pay/${TOKEN}`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/transaction/t1/success');
    const image = await fetch(`${site.url}/assets/hotels/hotel-01.svg`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('refuses a body over the limit with a localised 413', async () => {
    const response = await fetch(`${site.url}/api/echo?locale=he`, {
      method: 'POST',
      body: 'x'.repeat(5000),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/[א-ת]/);
  });

  it('answers an over-limit body on a kept-alive connection with a whole 413 and Connection: close', async () => {
    const { port, host } = new URL(site.url);
    const request = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n${'x'.repeat(5000)}`;
    const exchange = (bytes: string) =>
      new Promise<{ text: string; ending: string }>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        let text = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => resolve({ text, ending: 'end' }));
        socket.on('error', (error) => resolve({ text, ending: error.message }));
        socket.write(bytes);
      });
    const both = await exchange(request('/api/echo') + request(`/pay/${TOKEN}`));
    expect(both.ending).toBe('end');
    expect(both.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(both.text).toMatch(/^connection: close$/im);
    expect(both.text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    // The payment page is a page: its 413 is the error page, on a fresh connection.
    const page = await exchange(request(`/pay/${TOKEN}`));
    expect(page.ending).toBe('end');
    expect(page.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(page.text).toContain('Error 413');
  });

  it('answers 504 with a localised message when the API is too slow', async () => {
    const response = await fetch(`${site.url}/api/slow?locale=de`);
    slowAnswer.resolve();
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      message:
        'Wir konnten unseren Buchungsservice nicht erreichen. Bitte überprüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    });
  });

  it('answers 502 when the API is down, and the payment page becomes the 503 page', async () => {
    const call = await fetch(`${siteDown.url}/api/v3/auth?locale=fr`);
    expect(call.status).toBe(502);
    expect(call.headers.get('cache-control')).toBe('no-store');
    expect(((await call.json()) as { message: string }).message).toMatch(/réservation/);
    const page = await fetch(`${siteDown.url}/pay/${TOKEN}`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Error 503');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('siteLocation', () => {
  const options = {
    apiUrl: 'http://127.0.0.1:8787',
    timeoutMs: 1000,
    bodyLimit: 1000,
    ownOrigins: ['https://stayway.example'],
  };
  it("brings the API's and the site's absolute redirects back to the visitor's host", () => {
    expect(siteLocation(`http://127.0.0.1:8787/pay/${TOKEN}?locale=he`, options)).toBe(
      `/pay/${TOKEN}?locale=he`,
    );
    expect(siteLocation('http://127.0.0.1:8787/v3/auth', options)).toBe('/api/v3/auth');
    expect(siteLocation('https://stayway.example/he/transaction/t/success', options)).toBe(
      '/he/transaction/t/success',
    );
    expect(siteLocation('https://sales.example/sso', options)).toBe('https://sales.example/sso');
  });
});
