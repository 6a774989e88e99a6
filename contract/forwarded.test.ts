import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  forwardedProtocol,
  TrustedProxyError,
  trustedProxies,
  trustedProxyEntries,
} from './forwarded.ts';

// The front server (server/forwarded.ts) and the API (api/src/lib/http.ts) both read the
// visitor through these functions: this table holds both to one behaviour.
describe('client address behind proxies', () => {
  const trusted = trustedProxies(trustedProxyEntries(' loopback, 10.0.0.0/8,,fd00::/8 '));

  it('reads TRUSTED_PROXIES as comma-separated entries', () => {
    expect(trustedProxyEntries(' loopback, 10.0.0.0/8,,fd00::/8 ')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(trustedProxyEntries(undefined)).toEqual([]);
  });

  it('believes X-Forwarded-For only from a trusted peer, walking past trusted hops', () => {
    const table: [string, string | undefined, string][] = [
      ['203.0.113.9', '198.51.100.1', '203.0.113.9'],
      ['127.0.0.1', '198.51.100.1', '198.51.100.1'],
      ['::ffff:127.0.0.1', '198.51.100.1', '198.51.100.1'],
      ['::ffff:10.0.0.2', '198.51.100.7, 10.1.2.3', '198.51.100.7'],
      // The client's own claim on the left is skipped: the nearest untrusted hop is the client.
      ['::1', '1.2.3.4, 198.51.100.7, 10.1.2.3', '198.51.100.7'],
      ['fd00::5', '2001:db8::1', '2001:db8::1'],
      // Garbage stops the walk at the last hop that could be read.
      ['127.0.0.1', 'nonsense, 10.1.2.3', '10.1.2.3'],
      ['127.0.0.1', undefined, '127.0.0.1'],
    ];
    for (const [peer, header, client] of table)
      expect(clientAddress(peer, header, trusted), `${peer} ${header}`).toBe(client);
    expect(clientAddress('127.0.0.1', '198.51.100.1', trustedProxies([]))).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-Proto only from a trusted peer', () => {
    expect(forwardedProtocol('203.0.113.9', 'https', false, trusted)).toBe('http');
    expect(forwardedProtocol('10.0.0.2', 'https, http', false, trusted)).toBe('https');
    expect(forwardedProtocol('10.0.0.2', 'gopher', true, trusted)).toBe('https');
    expect(forwardedProtocol('10.0.0.2', undefined, false, trusted)).toBe('http');
  });

  it('refuses entries that are not addresses or blocks', () => {
    expect(() => trustedProxies(['proxy.example'])).toThrow(TrustedProxyError);
    expect(() => trustedProxies(['localhost'])).toThrow(TrustedProxyError);
    expect(() => trustedProxies(['10.0.0.0/40'])).toThrow(TrustedProxyError);
    expect(() => trustedProxies(['10.0.0.0/'])).toThrow(TrustedProxyError);
  });
});
