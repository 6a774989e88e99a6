import { describe, expect, it } from 'vitest';
import { safePaymentUrl } from './payment';

describe('safePaymentUrl', () => {
  const api = 'http://127.0.0.1:8787';
  it('accepts the API origin only', () => {
    expect(safePaymentUrl('http://127.0.0.1:8787/pay/abc?locale=he', api)).toBe(
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
      expect(safePaymentUrl(bad, api), String(bad)).toBeUndefined();
    }
  });
});
