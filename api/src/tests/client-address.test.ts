import { describe, expect, it } from 'vitest';
import { clientAddress, TrustedProxyError, trustedProxies } from '../lib/client-address.ts';

describe('client address behind proxies', () => {
  const trusted = trustedProxies(['loopback', '10.0.0.0/8', 'fd00::/8']);

  it('believes X-Forwarded-For only from a trusted peer, walking past trusted hops', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1');
    // The client's own claim on the left is skipped: the nearest untrusted hop is the client.
    expect(clientAddress('::1', '1.2.3.4, 198.51.100.7, 10.1.2.3', trusted)).toBe('198.51.100.7');
    expect(clientAddress('fd00::5', '2001:db8::1', trusted)).toBe('2001:db8::1');
    // Garbage stops the walk at the last hop that could be read.
    expect(clientAddress('127.0.0.1', 'nonsense, 10.1.2.3', trusted)).toBe('10.1.2.3');
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.1', trustedProxies([]))).toBe('127.0.0.1');
  });

  it('refuses entries that are not addresses or blocks', () => {
    expect(() => trustedProxies(['proxy.example'])).toThrow(TrustedProxyError);
    expect(() => trustedProxies(['10.0.0.0/40'])).toThrow(TrustedProxyError);
  });
});
