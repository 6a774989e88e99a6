import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSearch } from './search-calls';
import { visitorApi } from './server';
import {
  forwardedHeaders,
  VISITOR_ADDRESS_HEADER,
  VISITOR_PROTOCOL_HEADER,
  visitorOrigin,
} from './visitor-origin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('visitorOrigin', () => {
  it('reads the address and protocol the front server wrote', () => {
    const headers = new Headers({
      [VISITOR_ADDRESS_HEADER]: '203.0.113.7',
      [VISITOR_PROTOCOL_HEADER]: 'https',
    });
    expect(visitorOrigin(headers)).toEqual({ address: '203.0.113.7', protocol: 'https' });
    expect(forwardedHeaders({ address: '2001:db8::1', protocol: 'http' })).toEqual({
      'X-Forwarded-For': '2001:db8::1',
      'X-Forwarded-Proto': 'http',
    });
  });

  it('knows no visitor without both headers, or with values that are not an address and protocol', () => {
    for (const headers of [
      {},
      { [VISITOR_ADDRESS_HEADER]: '203.0.113.7' },
      { [VISITOR_ADDRESS_HEADER]: '203.0.113.7, 10.0.0.1', [VISITOR_PROTOCOL_HEADER]: 'http' },
      { [VISITOR_ADDRESS_HEADER]: 'example.com', [VISITOR_PROTOCOL_HEADER]: 'http' },
      { [VISITOR_ADDRESS_HEADER]: '203.0.113.7', [VISITOR_PROTOCOL_HEADER]: 'ftp' },
    ]) {
      expect(visitorOrigin(new Headers(headers)), JSON.stringify(headers)).toBeUndefined();
    }
  });
});

describe('visitorApi', () => {
  const origin = { address: '203.0.113.7', protocol: 'https' } as const;

  /** An API granting `cookies` at /sanctum/csrf-cookie; records what each call sent. */
  function fakeApi(cookies: string[]) {
    const seen: { url: string; headers: Headers }[] = [];
    vi.stubEnv('API_URL', 'http://api.test');
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      seen.push({ url, headers: new Headers(init?.headers) });
      if (url.includes('/sanctum/csrf-cookie')) {
        const headers = new Headers();
        for (const cookie of cookies) headers.append('Set-Cookie', cookie);
        return Promise.resolve(new Response(null, { status: 204, headers }));
      }
      return Promise.resolve(
        new Response(JSON.stringify({ data: { session: 'srv', status: 'pending' } }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    return seen;
  }

  it('starts a search for the visitor with an API session of its own', async () => {
    const seen = fakeApi([
      '__Host-XSRF-TOKEN=t%3D1; Path=/; Secure; SameSite=Lax',
      '__Host-storefront_session=s1; Path=/; Secure; HttpOnly; SameSite=Lax',
    ]);
    const api = await visitorApi('de', 'Unreachable', origin);
    expect(api).toBeDefined();
    const started = await startSearch(api!, {
      place_id: 'city-1',
      check_in: '2026-12-01',
      check_out: '2026-12-04',
      guests: '2',
      currency: 'EUR',
    });
    expect(started).toEqual({ session: 'srv', status: 'pending' });
    expect(seen.map((call) => call.url)).toEqual([
      'http://api.test/sanctum/csrf-cookie?locale=de',
      'http://api.test/v3/hotels/search?locale=de',
    ]);
    for (const call of seen) {
      expect(call.headers.get('x-forwarded-for')).toBe('203.0.113.7');
      expect(call.headers.get('x-forwarded-proto')).toBe('https');
    }
    const post = seen[1]!.headers;
    expect(post.get('cookie')).toBe('__Host-XSRF-TOKEN=t%3D1; __Host-storefront_session=s1');
    expect(post.get('x-xsrf-token')).toBe('t=1');
  });

  it('gives no client when the API grants no anti-forgery cookie', async () => {
    fakeApi(['storefront_session=s1; Path=/']);
    expect(await visitorApi('en', 'Unreachable', origin)).toBeUndefined();
  });
});
