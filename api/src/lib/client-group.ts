import { isIPv4, isIPv6 } from 'node:net';

/** The length of the IPv6 prefix one subscriber is given (RFC 6177): one client to the limits. */
export const IPV6_CLIENT_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

/**
 * The subject limits count a client address under: an IPv4 address as it is; an IPv6 address
 * as its /64 network (`2001:db8:1:2::/64`), since one subscriber is given a whole /64 and can
 * pick a new address in it for every request. An IPv4-mapped IPv6 address counts as its IPv4.
 */
export function clientGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address).slice(0, IPV6_CLIENT_PREFIX / 16);
  return `${groups.map((group) => group.toString(16)).join(':')}::/${IPV6_CLIENT_PREFIX}`;
}
