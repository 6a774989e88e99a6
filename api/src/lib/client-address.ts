import { BlockList, isIP } from 'node:net';

/** Thrown for a TRUSTED_PROXIES entry that is not an address, a CIDR block or `loopback`. */
export class TrustedProxyError extends Error {}

function plain(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * The set of trusted proxies from TRUSTED_PROXIES entries: single addresses (`10.0.0.5`),
 * CIDR blocks (`10.0.0.0/8`, `fd00::/8`) and `loopback` (127.0.0.0/8 and ::1).
 */
export function trustedProxies(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const kind = family(plain(address));
    const prefix = Number(bits);
    if (!kind) throw new TrustedProxyError(`TRUSTED_PROXIES: "${entry}" is not an address`);
    if (bits === undefined) list.addAddress(plain(address), kind);
    else if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (kind === 'ipv4' ? 32 : 128))
      list.addSubnet(plain(address), prefix, kind);
    else throw new TrustedProxyError(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
  }
  return list;
}

/**
 * The client's address. X-Forwarded-For is read only when the direct peer is a trusted proxy:
 * then its entries are walked from the right (the nearest hop) past every trusted proxy, and
 * the first address that is not one is the client. Anything else keeps the peer's address, so
 * a client cannot choose its own address by sending the header.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let current = plain(peer);
  const isTrusted = (address: string) => {
    const kind = family(address);
    return kind !== null && trusted.check(address, kind);
  };
  if (!forwardedFor || !isTrusted(current)) return current;
  const hops = forwardedFor.split(',').map(plain).reverse();
  for (const hop of hops) {
    if (!family(hop)) return current;
    current = hop;
    if (!isTrusted(hop)) return hop;
  }
  return current;
}
