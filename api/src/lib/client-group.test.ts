import { describe, expect, it } from 'vitest';
import { clientGroup } from './client-group.ts';

describe('clientGroup', () => {
  it('counts an IPv6 client by its /64, whatever address it picks in it', () => {
    const group = clientGroup('2001:db8:1:2::1');
    expect(group).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:7',
      '2001:DB8:1:2:a::b',
      '2001:db8:1:2::1.2.3.4',
    ])
      expect(clientGroup(address), address).toBe(group);
    expect(clientGroup('2001:db8:1:3::1')).not.toBe(group);
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps an IPv4 address (also IPv4-mapped) and anything else as it is', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('unknown')).toBe('unknown');
  });
});
