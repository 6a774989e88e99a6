import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../contract/forwarded.ts';
import { requestOrigin } from './forwarded.ts';

describe('requestOrigin', () => {
  const proxies = trustedProxies(['10.0.0.0/8', '127.0.0.1', '::1']);
  const headers = { forwardedFor: '198.51.100.7, 10.1.2.3', forwardedProto: 'https' };

  it('ignores X-Forwarded-* from a peer that is not a trusted proxy', () => {
    expect(requestOrigin('203.0.113.5', false, headers, proxies)).toEqual({
      clientAddress: '203.0.113.5',
      protocol: 'http',
    });
  });

  it('reads the chain through trusted proxies, right to left', () => {
    expect(requestOrigin('::ffff:10.0.0.2', false, headers, proxies)).toEqual({
      clientAddress: '198.51.100.7',
      protocol: 'https',
    });
    // A visitor who writes their own X-Forwarded-For only adds an untrusted left-most entry.
    const spoofed = { forwardedFor: '1.2.3.4, 198.51.100.7' };
    expect(requestOrigin('127.0.0.1', false, spoofed, proxies).clientAddress).toBe('198.51.100.7');
  });
});
