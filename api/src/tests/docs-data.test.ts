import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/open.ts';
import {
  Client,
  json,
  send,
  startTestServer,
  testConfig,
  type TestServer,
} from '../test-support.ts';

// Password hashing (scrypt, N=2^17) makes sign-ins slow on small machines.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface CountryJson {
  id: number;
  code: string;
  title: string;
  name: string;
  slug: string;
  emoji: string | null;
  dial_code: string;
  default_currency: string;
  continent: { id: number; name: string; slug: string };
  _geoloc: { lat: number; lng: number };
  translations: Record<string, { title: string }>;
}

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

describe('OpenAPI document and reference page', () => {
  it('serves OpenAPI 3.1 documenting every route of the app', async () => {
    const response = await send(`${server.url}/openapi.json`);
    expect(response.status).toBe(200);
    const doc = await json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>(response);
    expect(doc.openapi).toBe('3.1.0');
    const db = await openDatabase(testConfig(server.dataDir));
    const app = await createApp({ db, config: testConfig(server.dataDir) });
    const undocumented = app.routes
      // The demo mail viewer (demo mode only) is a page for people, not part of the API.
      .filter(
        (r) =>
          r.method !== 'ALL' && !/^\/(__test|assets|health|docs|openapi\.json|demo\/)/.test(r.path),
      )
      .map((r) => ({
        method: r.method.toLowerCase(),
        path: r.path.replace(/:([A-Za-z]+)(\{[^/]*\})?/g, '{$1}'),
      }))
      .filter((r) => !doc.paths[r.path]?.[r.method]);
    await db.close();
    expect(undocumented).toEqual([]);
    const text = JSON.stringify(doc);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([A-Za-z]+)"/g))
      expect(doc.components.schemas[name!]).toBeTruthy();
  });

  it('serves a readable HTML reference', async () => {
    const response = await send(`${server.url}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('/v3/hotels/search/{session}');
    // The map's "search this area" parameter is documented with the poll.
    expect(html).toContain('bbox');
    expect(html).toContain('4242 4242 4242 4242');
    // Agents' proposals: created and listed by the agent, opened by the client's signed link.
    expect(html).toContain('/v3/agent/proposals');
    expect(html).toContain('/v3/proposals/{id}');
    expect(html).toContain('PROPOSAL_DAYS');
  });

  it('answers unknown routes with a localised JSON 404', async () => {
    const client = new Client(server.url);
    const response = await client.get('/v3/nothing-here?locale=he');
    expect(response.status).toBe(404);
    expect((await json<{ message: string }>(response)).message).toBe('לא נמצא.');
  });

  it('allows CORS with credentials for the site origin only', async () => {
    const ok = await send(`${server.url}/v3/auth`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const twin = await send(`${server.url}/v3/auth`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4321', 'access-control-request-method': 'GET' },
    });
    expect(twin.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    const evil = await send(`${server.url}/v3/auth`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bundled data', () => {
  it('has about 240 countries shaped as SPEC section 3 Country', () => {
    const countries = read<CountryJson[]>('../../../src/data/countries.json');
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(260);
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('XK')!.id).toBe(0);
    expect(byCode.get('DE')).toMatchObject({
      id: 276,
      title: 'Germany',
      slug: 'germany',
      dial_code: '+49',
      default_currency: 'EUR',
      continent: { id: 6, slug: 'europe' },
    });
    expect(byCode.get('AE')!.slug).toBe('united-arab-emirates');
    expect(byCode.get('AS')!.dial_code).toBe('+1-684');
    expect(byCode.get('IL')!.translations['he']!.title).toBe('ישראל');
    expect(countries.filter((c) => c.emoji === null).length).toBeLessThanOrEqual(1);
    expect(new Set(countries.map((c) => c.continent.id))).toEqual(new Set([1, 2, 3, 4, 6, 7]));
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.default_currency).toMatch(/^[A-Z]{3}$/);
      expect(c.dial_code).toMatch(/^\+\d+(-\d+)?$/);
      expect(Object.keys(c.translations).sort()).toEqual(['en', 'en-US', 'he']);
    }
    expect(new Set(countries.map((c) => c.slug)).size).toBe(countries.length);
  });

  it('has exactly the SPEC currencies with symbols and minor units', () => {
    const currencies = read<
      {
        code: string;
        name: string;
        symbol: string | null;
        minor_units: number;
        translations: Record<string, string>;
      }[]
    >('../../../contract/currencies.json');
    expect(currencies).toHaveLength(51);
    expect(currencies[0]!.code).toBe('ARS');
    expect(currencies.at(-1)).toMatchObject({ code: 'USD', name: 'US Dollar', symbol: '$' });
    const byCode = new Map(currencies.map((c) => [c.code, c]));
    expect(byCode.get('ILS')!.symbol).toBe('₪');
    expect(byCode.get('CHF')).toMatchObject({ name: 'Swiss Franc', symbol: null });
    expect(byCode.get('AED')!.name).toBe('UAE Dirham');
    expect(byCode.get('JPY')!.minor_units).toBe(0);
    expect(byCode.get('KWD')!.minor_units).toBe(3);
    expect(byCode.get('EUR')!.translations['he']).toBeTruthy();
  });

  it('seeds the same hotels from the same seed', async () => {
    const a = await startTestServer({}, true);
    const b = new Client(a.url);
    const first = await json<{ data: { top_hotels: { id: number; name: string }[] } }>(
      await b.get('/v3/destinations/spain/barcelona'),
    );
    const other = await startTestServer();
    const second = await json<{ data: { top_hotels: { id: number; name: string }[] } }>(
      await new Client(other.url).get('/v3/destinations/spain/barcelona'),
    );
    const names = (list: { id: number; name: string }[]) => list.map((h) => `${h.id} ${h.name}`);
    expect(first.data.top_hotels.length).toBeGreaterThan(0);
    expect(names(first.data.top_hotels)).toEqual(names(second.data.top_hotels));
    await a.stop();
    await other.stop();
  });
});
