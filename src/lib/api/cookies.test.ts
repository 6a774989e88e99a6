import { describe, expect, it } from 'vitest';
import { apiSession, apiSessionCookie, readXsrfToken } from './cookies';

describe("the API's cookies", () => {
  it('reads the anti-forgery token under its https name first, then its http name', () => {
    expect(readXsrfToken('XSRF-TOKEN=plain%3D')).toBe('plain=');
    expect(readXsrfToken('XSRF-TOKEN=plain; __Host-XSRF-TOKEN=host%3D')).toBe('host=');
    expect(readXsrfToken('other=1')).toBeUndefined();
  });

  it('passes the visitor session on under the name the API reads at its address', () => {
    const cookies: Record<string, string> = { '__Host-storefront_session': 's1' };
    expect(apiSession((name) => cookies[name])).toBe('s1');
    expect(apiSession((name) => ({ storefront_session: 's2' })[name])).toBe('s2');
    expect(apiSessionCookie('http://127.0.0.1:8787', 's1')).toBe('storefront_session=s1');
    expect(apiSessionCookie('https://api.example.com', 's1')).toBe('__Host-storefront_session=s1');
  });
});
