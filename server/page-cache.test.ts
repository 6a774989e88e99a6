import { describe, expect, it, vi } from 'vitest';
import { PageCache, type RenderedPage } from './page-cache.ts';

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
