import { describe, expect, it } from 'vitest';
import { safePaymentUrl } from './payment';

describe('safePaymentUrl', () => {
  const site = 'http://127.0.0.1:4321';

  it('accepts the API origin only, when browsers call the API directly', () => {
    const api = 'http://127.0.0.1:8787';
    expect(safePaymentUrl('http://127.0.0.1:8787/pay/abc?locale=he', api, site)).toBe(
      'http://127.0.0.1:8787/pay/abc?locale=he',
    );
    for (const bad of [
      'https://evil.test/pay/abc',
      'http://127.0.0.1:8788/pay/abc',
      'https://127.0.0.1:8787/pay/abc',
      'javascript:alert(1)',
      '//evil.test/pay',
      '/pay/abc',
      'http://user:pw@127.0.0.1:8787/pay',
      42,
      null,
    ]) {
      expect(safePaymentUrl(bad, api, site), String(bad)).toBeUndefined();
    }
  });

  it('accepts paths of the site, when the API is behind the front server', () => {
    expect(safePaymentUrl('/pay/abc?locale=he', '/api', site)).toBe(
      'http://127.0.0.1:4321/pay/abc?locale=he',
    );
    expect(safePaymentUrl('http://127.0.0.1:4321/pay/abc', '/api', site)).toBe(
      'http://127.0.0.1:4321/pay/abc',
    );
    for (const bad of ['//evil.test/pay', '/\\evil.test/pay', 'https://evil.test/pay/abc']) {
      expect(safePaymentUrl(bad, '/api', site), bad).toBeUndefined();
    }
  });
});
