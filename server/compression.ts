import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './build-manifest.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The best encoding among `available` that the client accepts (`Accept-Encoding`, with
 * q-values; `*` counts for any), brotli first; undefined for the bytes as they are.
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (encoding: string) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(
    (encoding) => available.includes(encoding) && accepts(encoding),
  );
}

/** True for answers worth compressing on the fly: HTML, JSON, text, JavaScript, SVG. */
export function isCompressible(contentType: string | null): boolean {
  return /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i.test(
    contentType ?? '',
  );
}

/** Smaller bodies gain less than the bytes of a Content-Encoding header. */
export const MIN_COMPRESS_SIZE = 1024;

/**
 * Compresses a body rendered on demand, on zlib's thread pool. Brotli at quality 5 is within
 * a few percent of its best on HTML at a fraction of the time.
 */
export function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * An answer compressed on the fly for the client (`Accept-Encoding`) when it is text worth
 * compressing and not compressed yet, with `Vary: Accept-Encoding`; else the answer as it is.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type');
  if (!response.body || response.headers.has('content-encoding') || !isCompressible(type)) {
    return response;
  }
  const headers = new Headers(response.headers);
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding'))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const body = new Uint8Array(await response.arrayBuffer());
  const encoding =
    body.byteLength >= MIN_COMPRESS_SIZE
      ? chooseEncoding(request.headers.get('accept-encoding'), ['br', 'gzip'])
      : undefined;
  const bytes = encoding ? await compress(body, encoding) : body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
