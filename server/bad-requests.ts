/** Why a request is refused before any route sees it, as the status to answer. */
export type RefusedStatus = 400 | 404 | 414 | 431;

/** Limits of a request (server/config.ts). */
export interface RequestLimits {
  pathLength: number;
  urlLength: number;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a request target (`/path?query`) before routing: too long (414), not a path, with a
 * backslash or with malformed percent escapes anywhere (400), or a path no route can have
 * (404): control
 * characters, or a `%` left after decoding, which Astro's router would decode a second time
 * and fail on. Undefined when the target may go on.
 */
export function refuseTarget(target: string, limits: RequestLimits): RefusedStatus | undefined {
  if (target.length > limits.urlLength) return 414;
  if (!target.startsWith('/')) return 400;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  if (path.length > limits.pathLength) return 414;
  // Browsers turn `\` into `/`; a raw one is a request crafted to confuse path handling.
  if (path.includes('\\')) return 400;
  if (!decodes(path) || !decodes(query.replace(/\+/g, ' '))) return 400;
  const decoded = decodeURIComponent(path);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.includes('%')) return 404;
  return undefined;
}

/**
 * Reads what it can of a request the HTTP parser refused (`clientError`): whether its request
 * line was too long (414) or its headers (431), and the path, for the page's language.
 */
export function refusedRequest(
  code: string | undefined,
  rawPacket: Buffer | undefined,
  limits: RequestLimits,
): { status: RefusedStatus; path: string } {
  const head = rawPacket?.subarray(0, limits.urlLength + 64).toString('latin1') ?? '';
  const lineEnd = head.indexOf('\r\n');
  const requestLine = lineEnd === -1 ? head : head.slice(0, lineEnd);
  const target = /^[A-Z]+ (\S+)/.exec(requestLine)?.[1] ?? '/';
  const path = target.startsWith('/') ? (target.split('?')[0] ?? '/') : '/';
  if (code !== 'HPE_HEADER_OVERFLOW') return { status: 400, path };
  return { status: lineEnd === -1 || requestLine.length > limits.urlLength ? 414 : 431, path };
}
