import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTwin, withoutScripts } from '../../scripts/no-script-twin.mjs';

const PAGE = [
  '<!doctype html><html><head>',
  '<link rel="modulepreload" href="/_astro/client.js">',
  '<link rel=modulepreload href=/_astro/other.js>',
  '<link rel="stylesheet" href="/_astro/page.css">',
  '<script type="module" src="/_astro/page.js"></script>',
  '<script>document.documentElement.dataset.theme = "dark";</script>',
  '<script type="application/ld+json">{"@type":"Hotel"}</script>',
  '</head><body><h1>Casa Sol</h1><astro-island uid="1"><p>Rates</p></astro-island>',
  '<SCRIPT>alert(1)</SCRIPT></body></html>',
].join('');

describe('withoutScripts', () => {
  it('removes every script and module preload, and nothing else', () => {
    expect(withoutScripts(PAGE)).toBe(
      '<!doctype html><html><head><link rel="stylesheet" href="/_astro/page.css"></head>' +
        '<body><h1>Casa Sol</h1><astro-island uid="1"><p>Rates</p></astro-island></body></html>',
    );
  });
});

describe('serveTwin', () => {
  const script = 'console.log("island");'.repeat(50);
  let origin: Server;
  let twin: Awaited<ReturnType<typeof serveTwin>>;

  beforeAll(async () => {
    origin = createServer((request, response) => {
      if (request.url === '/_astro/page.js') {
        response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br' });
        response.end(brotliCompressSync(script));
        return;
      }
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'content-security-policy': "script-src 'self'",
        etag: '"page-br"',
      });
      response.end(brotliCompressSync(PAGE));
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    twin = await serveTwin(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`);
  });
  afterAll(() => {
    twin.stop();
    origin.close();
  });

  it('serves the site’s pages without scripts, compressed as the browser accepts', async () => {
    for (const accepted of ['br', 'gzip', 'identity']) {
      const page = await fetch(`${twin.base}/hotels`, { headers: { 'accept-encoding': accepted } });
      expect(page.headers.get('content-encoding')).toBe(accepted === 'identity' ? null : accepted);
      expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
      expect(page.headers.get('etag')).toBeNull();
      expect(await page.text()).toBe(withoutScripts(PAGE));
    }
  });

  it('passes every other file through as the site sends it', async () => {
    const file = await fetch(`${twin.base}/_astro/page.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(file.headers.get('content-encoding')).toBe('br');
    expect(await file.text()).toBe(script);
  });
});
