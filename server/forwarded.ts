import type { BlockList } from 'node:net';
import { clientAddress, forwardedProtocol, plainAddress } from '../contract/forwarded.ts';

/** What the front server knows about where a request came from. */
export interface Origin {
  /**
   * The visitor's address: the socket's, or the nearest untrusted one in X-Forwarded-For.
   * It is all the front server passes on to the API as X-Forwarded-For.
   */
  clientAddress: string;
  /** `https` when the connection (or a trusted proxy in front) used TLS. */
  protocol: 'http' | 'https';
}

/**
 * Reads the request's origin: the socket's peer, plus X-Forwarded-For/-Proto when that peer
 * is a trusted proxy (TRUSTED_PROXIES, read as the API reads its own: `contract/forwarded.ts`).
 * From anyone else these headers are ignored, so a visitor cannot pick their own address or
 * claim https.
 */
export function requestOrigin(
  socketAddress: string | undefined,
  encrypted: boolean,
  headers: { forwardedFor?: string | undefined; forwardedProto?: string | undefined },
  proxies: BlockList,
): Origin {
  const peer = plainAddress(socketAddress ?? '');
  return {
    clientAddress: clientAddress(peer, headers.forwardedFor, proxies),
    protocol: forwardedProtocol(peer, headers.forwardedProto, encrypted, proxies),
  };
}
