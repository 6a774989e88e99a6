import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  answerFromCache,
  PageCache,
  type AnswerContext,
  type CachedPage,
  type PageHeaders,
  type RenderedPage,
} from './page-cache.ts';

const html = (text: string, status = 200, headers: Record<string, string> = {}): RenderedPage => ({
  status,
  headers: new Headers({ 'content-type': 'text/html', ...headers }),
  body: new TextEncoder().encode(text.repeat(200)),
});

describe('PageCache', () => {
  it('keeps a page fresh, then stale while one render replaces it, then renders anew', async () => {
    let now = 0;
    let renders = 0;
    const cache = new PageCache({ maxAgeMs: 1000, staleMs: 5000, maxBytes: 1e6, now: () => now });
    const render = () => Promise.resolve(html(`v${++renders}`));
    expect((await cache.get('/a', render)).state).toBe('rendered');
    now = 900;
    expect((await cache.get('/a', render)).state).toBe('fresh');
    now = 2000;
    const stale = await cache.get('/a', render);
    expect(stale.state).toBe('stale');
    expect(new TextDecoder().decode(stale.page.body)).toMatch(/^v1/);
    await expect
      .poll(async () => new TextDecoder().decode((await cache.get('/a', render)).page.body))
      .toMatch(/^v2/);
    now = 9000;
    expect((await cache.get('/a', render)).state).toBe('rendered');
    expect(renders).toBe(3);
  });

  it('keeps serving the stale page when its new render fails', async () => {
    let now = 0;
    const cache = new PageCache({ maxAgeMs: 10, staleMs: 1000, maxBytes: 1e6, now: () => now });
    await cache.get('/a', () => Promise.resolve(html('ok')));
    now = 20;
    let renders = 0;
    const failing = () => {
      renders += 1;
      return Promise.resolve(html('down', 503));
    };
    expect((await cache.get('/a', failing)).state).toBe('stale');
    // Once the failed render is over, the next request starts another and still gets the page.
    await vi.waitFor(async () => {
      const again = await cache.get('/a', failing);
      expect([again.state, again.page.status]).toEqual(['stale', 200]);
      expect(renders).toBeGreaterThan(1);
    });
  });

  it('compresses shared pages once; never keeps errors or pages that set cookies', async () => {
    const cache = new PageCache({ maxAgeMs: 1000, staleMs: 0, maxBytes: 1e6 });
    const shared = await cache.get('/a', () => Promise.resolve(html('a page ')));
    expect(Object.keys(shared.page.encoded).sort()).toEqual(['br', 'gzip']);
    for (const page of [html('x', 404), html('x', 200, { 'set-cookie': 'a=1' })]) {
      const result = await cache.get('/b', () => Promise.resolve(page));
      expect(result.state).toBe('not-stored');
      expect(result.page.encoded).toEqual({});
    }
    expect(cache.stats.pages).toBe(1);
  });

  it('lets the least recently used pages go when full', async () => {
    // 1,200 bytes that are not compressed, plus the cache's own 512 per page: two fit.
    const cache = new PageCache({ maxAgeMs: 1000, staleMs: 0, maxBytes: 4000 });
    const page = () =>
      Promise.resolve(html('abcdef', 200, { 'content-type': 'application/octet-stream' }));
    await cache.get('/1', page);
    await cache.get('/2', page);
    await cache.get('/1', page);
    await cache.get('/3', page);
    expect(cache.stats).toEqual({ pages: 2, bytes: 2 * (1200 + 512) });
    expect((await cache.get('/1', page)).state).toBe('fresh');
    expect((await cache.get('/2', page)).state).toBe('rendered');
  });
});

describe('answerFromCache', () => {
  const fresh: AnswerContext = { https: false, state: 'fresh' };
  let calls = 0;
  const pageHeaders: PageHeaders = (page, context) => {
    calls += 1;
    return {
      'content-type': page.headers.get('content-type') ?? '',
      'cache-control': 'public, max-age=0',
      'x-page-cache': context.state,
      ...(context.https ? { 'strict-transport-security': 'max-age=63072000' } : {}),
    };
  };
  const cached = async (headers: Record<string, string> = {}): Promise<CachedPage> => {
    const cache = new PageCache({ maxAgeMs: 1000, staleMs: 1000, maxBytes: 1e6 });
    return (await cache.get('/a', () => Promise.resolve(html('a page ', 200, headers)))).page;
  };
  const request = (headers: Record<string, string>, method = 'GET') =>
    new Request('http://localhost/a', { method, headers });
  const text = (bytes: Uint8Array | null) => new TextDecoder().decode(bytes ?? new Uint8Array());

  it('sends the copy the client accepts, brotli first, with Vary and its length', async () => {
    const page = await cached();
    const expected = text(page.body);
    const br = answerFromCache(
      page,
      request({ 'accept-encoding': 'gzip, deflate, br' }),
      fresh,
      pageHeaders,
    );
    expect(br.headers['content-encoding']).toBe('br');
    expect(text(brotliDecompressSync(br.body!))).toBe(expected);
    const gzip = answerFromCache(
      page,
      request({ 'accept-encoding': 'br;q=0, gzip' }),
      fresh,
      pageHeaders,
    );
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(text(gunzipSync(gzip.body!))).toBe(expected);
    const plain = answerFromCache(page, request({}), fresh, pageHeaders);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(text(plain.body)).toBe(expected);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.headers['content-length']).toBe(String(answer.body!.byteLength));
      expect(answer.headers['content-type']).toBe('text/html');
    }
  });

  it('tags each encoding and answers 304 when the client holds the page in any of them', async () => {
    const page = await cached();
    const br = answerFromCache(page, request({ 'accept-encoding': 'br' }), fresh, pageHeaders);
    const plain = answerFromCache(page, request({}), fresh, pageHeaders);
    expect(br.headers['etag']).toMatch(/^"[\w-]{22}-br"$/);
    expect(plain.headers['etag']).toBe(br.headers['etag']!.replace('-br', ''));
    const again = answerFromCache(
      page,
      request({ 'accept-encoding': 'gzip', 'if-none-match': `W/${br.headers['etag']}` }),
      fresh,
      pageHeaders,
    );
    expect([again.status, again.body]).toEqual([304, null]);
    expect(again.headers['etag']).toMatch(/-gzip"$/);
    expect(again.headers['content-length']).toBeUndefined();
    const changed = answerFromCache(
      page,
      request({ 'if-none-match': '"other"' }),
      fresh,
      pageHeaders,
    );
    expect(changed.status).toBe(200);
  });

  it('keeps the headers of each encoding, protocol and verdict, worked out once', async () => {
    const page = await cached({ vary: 'Cookie', 'content-length': '1', etag: '"astro"' });
    calls = 0;
    const br = request({ 'accept-encoding': 'br' });
    const first = answerFromCache(page, br, fresh, pageHeaders);
    expect(answerFromCache(page, br, fresh, pageHeaders).headers).toBe(first.headers);
    expect(first.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(first.headers['etag']).not.toBe('"astro"');
    const secure = answerFromCache(page, br, { https: true, state: 'stale' }, pageHeaders);
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000');
    expect(secure.headers['x-page-cache']).toBe('stale');
    expect(first.headers['strict-transport-security']).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('answers HEAD with the headers of the encoding and no body', async () => {
    const page = await cached();
    const head = answerFromCache(
      page,
      request({ 'accept-encoding': 'br' }, 'HEAD'),
      fresh,
      pageHeaders,
    );
    expect(head.body).toBeNull();
    expect(head.headers['content-length']).toBe(String(page.encoded.br!.byteLength));
  });

  it('answers from the new render once a stale page is replaced', async () => {
    let now = 0;
    let version = 0;
    const cache = new PageCache({ maxAgeMs: 10, staleMs: 1000, maxBytes: 1e6, now: () => now });
    const render = () => Promise.resolve(html(`v${++version} `));
    const answer = async () => {
      const { page, state } = await cache.get('/a', render);
      return answerFromCache(page, request({}), { https: false, state }, pageHeaders);
    };
    const first = await answer();
    now = 20;
    const stale = await answer();
    expect([stale.headers['x-page-cache'], stale.headers['etag']]).toEqual([
      'stale',
      first.headers['etag'],
    ]);
    await expect.poll(async () => text((await answer()).body)).toMatch(/^v2/);
    const renewed = await answer();
    expect(renewed.headers['x-page-cache']).toBe('fresh');
    expect(renewed.headers['etag']).not.toBe(first.headers['etag']);
  });
});
