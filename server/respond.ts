import type { Encoding } from './build-manifest.ts';
import { chooseEncoding } from './compression.ts';

/** A response body held in one or more encodings (the bytes as they are, brotli, gzip). */
export interface Representation {
  status: number;
  /** Content-Type, Cache-Control and any other headers of the answer. */
  headers: Headers;
  /** Hash of the content: the ETag, one per encoding (`"hash-br"`). */
  hash?: string | undefined;
  /** Last-Modified, as an HTTP date. */
  lastModified?: string | undefined;
  /** Encodings `read` can give besides the bytes as they are. */
  encodings: readonly Encoding[];
  read(encoding: Encoding | undefined): Promise<Uint8Array> | Uint8Array;
}

/** The ETag of a content in one encoding: `"hash-br"`, `"hash-gzip"` or `"hash"`. */
export function entityTag(hash: string, encoding: Encoding | undefined): string {
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** True when If-None-Match names this content (in any encoding) or is `*`. */
export function matchesTag(ifNoneMatch: string, hash: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value.replace(/-(?:br|gzip)"$/, '"') === `"${hash}"`;
  });
}

function notModified(request: Request, hash?: string, lastModified?: string): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) return hash !== undefined && matchesTag(ifNoneMatch, hash);
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  return lastModified !== undefined && !Number.isNaN(since) && since >= Date.parse(lastModified);
}

/**
 * Answers a GET or HEAD with a representation: the best encoding the client accepts (with
 * `Vary: Accept-Encoding`), its ETag and Last-Modified, 304 when the client's copy is
 * current, and no body for HEAD.
 */
export async function respond(request: Request, body: Representation): Promise<Response> {
  const encoding = chooseEncoding(request.headers.get('accept-encoding'), body.encodings);
  const headers = new Headers(body.headers);
  if (body.encodings.length > 0) {
    const vary = headers.get('vary');
    if (!vary?.toLowerCase().includes('accept-encoding'))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (body.hash !== undefined) headers.set('ETag', entityTag(body.hash, encoding));
  if (body.lastModified !== undefined) headers.set('Last-Modified', body.lastModified);
  if (body.status === 200 && notModified(request, body.hash, body.lastModified)) {
    // Browsers update the stored response with the 304's headers: it keeps the type, so the
    // page keeps its own security headers (server/app.ts chooses them by type).
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  const bytes = await body.read(encoding);
  if (encoding) headers.set('Content-Encoding', encoding);
  else headers.delete('Content-Encoding');
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: body.status,
    headers,
  });
}
