import { BlockList, isIP } from 'node:net';

/**
 * Who the visitor is, as the front server (`server/`) and the booking API (`api/`) both read
 * it: one reading of TRUSTED_PROXIES and one walk of X-Forwarded-For, so a balancer -> front
 * server -> API chain counts every limit per visitor. Node only (node:net).
 */

/** Thrown for a TRUSTED_PROXIES entry that is not an address, a CIDR block or `loopback`. */
export class TrustedProxyError extends Error {}

/** The entries of a TRUSTED_PROXIES value: comma separated, blanks dropped. */
export function trustedProxyEntries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** An address without its IPv4-mapped IPv6 prefix (`::ffff:10.0.0.1` is `10.0.0.1`). */
export function plainAddress(address: string): string {
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
 * CIDR blocks (`10.0.0.0/8`, `fd00::/8`) and `loopback` (127.0.0.0/8 and ::1). Throws a
 * TrustedProxyError naming a bad entry.
 */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const kind = family(plainAddress(address));
    const prefix = Number(bits);
    if (!kind) throw new TrustedProxyError(`TRUSTED_PROXIES: "${entry}" is not an address`);
    if (bits === undefined) list.addAddress(plainAddress(address), kind);
    else if (
      /^\d{1,3}$/.test(bits) &&
      Number.isInteger(prefix) &&
      prefix <= (kind === 'ipv4' ? 32 : 128)
    )
      list.addSubnet(plainAddress(address), prefix, kind);
    else throw new TrustedProxyError(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
  }
  return list;
}

/** True when `address` (a socket's peer or a hop) is one of the trusted proxies. */
export function isTrustedProxy(address: string, trusted: BlockList): boolean {
  const bare = plainAddress(address);
  const kind = family(bare);
  return kind !== null && trusted.check(bare, kind);
}

/**
 * The visitor's address. X-Forwarded-For is read only when the direct peer is a trusted
 * proxy: then its entries are walked from the right (the nearest hop) past every trusted
 * proxy, and the first address that is not one is the visitor (the left-most entries can be
 * written by anyone). Anything else keeps the peer's address, so a visitor cannot choose
 * their own address by sending the header.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let current = plainAddress(peer);
  if (!forwardedFor || !isTrustedProxy(current, trusted)) return current;
  const hops = forwardedFor.split(',').map(plainAddress).reverse();
  for (const hop of hops) {
    if (!family(hop)) return current;
    current = hop;
    if (!isTrustedProxy(hop, trusted)) return hop;
  }
  return current;
}

/**
 * The protocol the visitor used: X-Forwarded-Proto (its first entry, `http` or `https`) when
 * the direct peer is a trusted proxy, else the connection's own.
 */
export function forwardedProtocol(
  peer: string,
  forwardedProto: string | undefined,
  encrypted: boolean,
  trusted: BlockList,
): 'http' | 'https' {
  const own = encrypted ? 'https' : 'http';
  if (!isTrustedProxy(peer, trusted)) return own;
  const claimed = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return claimed === 'https' || claimed === 'http' ? claimed : own;
}
