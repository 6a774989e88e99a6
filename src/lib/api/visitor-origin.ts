import { isIP } from 'node:net';

/**
 * Request headers the front server (server/app.ts) writes on the render of a page made for one
 * visitor: the visitor's address and protocol as it resolved them (server/forwarded.ts), so a
 * page that calls the API for the visitor is counted against the visitor's own limits. The
 * front server drops any a visitor sent; renders for the shared cache carry none.
 */
export const VISITOR_ADDRESS_HEADER = 'x-stayway-visitor-address';
export const VISITOR_PROTOCOL_HEADER = 'x-stayway-visitor-protocol';

/** Where the visitor a page is rendered for connects from. */
export interface VisitorOrigin {
  address: string;
  protocol: 'http' | 'https';
}

/** The visitor's origin from a render's request headers; undefined when it has none. */
export function visitorOrigin(headers: Headers): VisitorOrigin | undefined {
  const address = headers.get(VISITOR_ADDRESS_HEADER)?.trim() ?? '';
  const protocol = headers.get(VISITOR_PROTOCOL_HEADER);
  if (!isIP(address) || (protocol !== 'http' && protocol !== 'https')) return undefined;
  return { address, protocol };
}

/** The headers that tell the API (which trusts this server) where the visitor connects from. */
export function forwardedHeaders(origin: VisitorOrigin): Record<string, string> {
  return { 'X-Forwarded-For': origin.address, 'X-Forwarded-Proto': origin.protocol };
}
