import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { Client, json, startTestApp, type TestServer } from '../test-support.ts';

describe('API_PUBLIC_URL', () => {
  it('keeps an absolute base or a path, without trailing slashes; "/" means this host', () => {
    expect(loadConfig({}).publicUrl).toBe('');
    expect(loadConfig({ API_PUBLIC_URL: 'https://api.example/' }).publicUrl).toBe(
      'https://api.example',
    );
    expect(loadConfig({ API_PUBLIC_URL: '/' }).publicUrl).toBe('/');
    expect(loadConfig({ API_PUBLIC_URL: '/booking/' }).publicUrl).toBe('/booking');
  });
});

// Behind the site's front server the API's own URLs are paths, valid on whatever host the
// visitor opened the site at.
describe('with API_PUBLIC_URL=/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestApp({ publicUrl: '/' });
  });
  afterAll(() => server.stop());

  it('writes images, logos and payment pages as paths of the host', async () => {
    const client = new Client(server.url);
    const landing = await json<{ data: { top_hotels: { image: string }[] } }>(
      await client.get('/v3/destinations/germany/berlin'),
    );
    expect(landing.data.top_hotels[0]?.image).toMatch(/^\/assets\/hotels\/hotel-\d\d\.png$/);
    const brand = await json<{ data: { logo: { light: string } } }>(
      await client.get('/v3/agent/1001'),
    );
    expect(brand.data.logo.light).toMatch(/^\/assets\/brands\//);
  });
});
