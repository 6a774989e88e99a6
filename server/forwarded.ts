import { BlockList, isIP } from 'node:net';

/** What the front server knows about where a request came from. */
export interface Origin {
  /** The visitor's address: the socket's, or the nearest untrusted one in X-Forwarded-For. */
  clientAddress: string;
  /** The X-Forwarded-For chain to pass on: what trusted proxies sent, then the socket's address. */
  forwardedFor: string;
  /** `https` when the connection (or a trusted proxy in front) used TLS. */
  protocol: 'http' | 'https';
}

/**
 * Which peers may speak for the visitor. X-Forwarded-For and X-Forwarded-Proto are read
 * only when the socket's peer is in this list; from anyone else they are ignored, so a
 * visitor cannot pick their own address or claim https.
 */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const bare = plain(address);
  const family = isIP(bare);
  return family !== 0 && list.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Reads the request's origin: the socket's peer, plus X-Forwarded-For/-Proto when that peer
 * is a trusted proxy. The client is the right-most address of the chain that is not a
 * trusted proxy (the left-most entries can be written by anyone).
 */
export function requestOrigin(
  socketAddress: string | undefined,
  encrypted: boolean,
  headers: { forwardedFor?: string | undefined; forwardedProto?: string | undefined },
  proxies: BlockList,
): Origin {
  const peer = plain(socketAddress ?? '');
  const ownProtocol = encrypted ? 'https' : 'http';
  if (!isTrusted(proxies, peer)) {
    return { clientAddress: peer, forwardedFor: peer, protocol: ownProtocol };
  }
  const chain = (headers.forwardedFor ?? '')
    .split(',')
    .map((part) => plain(part.trim()))
    .filter((part) => isIP(part) !== 0);
  let clientAddress = peer;
  for (let i = chain.length - 1; i >= 0; i--) {
    clientAddress = chain[i] as string;
    if (!isTrusted(proxies, clientAddress)) break;
  }
  const proto = headers.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return {
    clientAddress,
    forwardedFor: [...chain, peer].join(', '),
    protocol: proto === 'https' || proto === 'http' ? proto : ownProtocol,
  };
}
