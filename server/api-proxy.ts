import type { Origin } from './forwarded.ts';

/** Where and how the front server forwards calls to the booking API. */
export interface ProxyOptions {
  /** The API's base address (`http://127.0.0.1:8787`). */
  apiUrl: string;
  timeoutMs: number;
  /** Largest request body, in bytes. */
  bodyLimit: number;
  /**
   * Origins whose absolute redirects are brought back to the visitor's host: the API's own
   * and the site's canonical one (the API returns payments to `SITE_URL`).
   */
  ownOrigins: readonly string[];
}

/** Why a call did not reach an answer of the API. */
export class ProxyFailure extends Error {
  /** 413: body too large; 502: the API cannot be reached; 504: it did not answer in time. */
  readonly status: 413 | 502 | 504;

  constructor(status: 413 | 502 | 504, cause?: unknown) {
    super(`API call failed with ${status}`, { cause });
    this.status = status;
  }
}

/** Headers that belong to one connection, never forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Request headers the front server writes itself. */
const REPLACED = new Set([
  'host',
  'content-length',
  'accept-encoding',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
]);

/** Paths the API serves to browsers at the site's root rather than under `/api`. */
export function isApiRootPath(pathname: string): boolean {
  return /^\/pay\/[A-Za-z0-9_-]{20,100}\/?$/.test(pathname) || pathname.startsWith('/assets/');
}

async function readBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new ProxyFailure(413);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > limit) throw new ProxyFailure(413);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Where a redirect of the API sends the browser, kept on the host the visitor is on: the
 * API's own pages come back through this site, and the site's canonical origin becomes a
 * path of the current one.
 */
export function siteLocation(location: string, options: ProxyOptions): string {
  let url: URL;
  try {
    url = new URL(location, options.apiUrl);
  } catch {
    return location;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin === new URL(options.apiUrl).origin) {
    return isApiRootPath(url.pathname) ? path : `/api${path}`;
  }
  return options.ownOrigins.includes(url.origin) ? path : location;
}

/** A Set-Cookie without its Domain, so the cookie belongs to the host the visitor is on. */
function hostOnlyCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';');
}

/**
 * Forwards a call to the API at `target` (path and query): method, headers, cookies and body
 * as they came, X-Forwarded-For/-Proto/-Host from `origin`, within the timeout. The answer
 * comes back with its status, headers and cookies (host-only), redirects kept on this site,
 * and `no-store` unless the API set its own Cache-Control. Throws a ProxyFailure when there
 * is no answer.
 */
export async function forwardToApi(
  request: Request,
  target: string,
  origin: Origin,
  options: ProxyOptions,
): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!HOP_BY_HOP.has(name) && !REPLACED.has(name)) headers.append(name, value);
  }
  // The visitor's address as this server resolved it, alone: the API trusts this server and
  // reads the same address, however many proxies stood in front.
  headers.set('X-Forwarded-For', origin.clientAddress);
  headers.set('X-Forwarded-Proto', origin.protocol);
  const host = request.headers.get('host');
  if (host) headers.set('X-Forwarded-Host', host);
  headers.set('Accept-Encoding', 'identity');
  const body = await readBody(request, options.bodyLimit);
  let upstream: Response;
  try {
    upstream = await fetch(`${options.apiUrl}${target}`, {
      method: request.method,
      headers,
      ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new ProxyFailure(name === 'TimeoutError' || name === 'AbortError' ? 504 : 502, error);
  }
  const answer = new Headers();
  for (const [name, value] of upstream.headers) {
    if (HOP_BY_HOP.has(name) || name === 'set-cookie' || name === 'content-length') continue;
    // fetch hands the body back decoded.
    if (name === 'content-encoding') continue;
    answer.set(name, name === 'location' ? siteLocation(value, options) : value);
  }
  for (const cookie of upstream.headers.getSetCookie()) {
    answer.append('Set-Cookie', hostOnlyCookie(cookie));
  }
  // Answers can be a visitor's own (their session, their bookings): no shared cache keeps
  // one unless the API says it may.
  if (!answer.has('cache-control')) answer.set('Cache-Control', 'no-store');
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: answer,
  });
}
