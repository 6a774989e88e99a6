import { createHash } from 'node:crypto';
import type { Encoding } from './build-manifest.ts';
import { chooseEncoding, compress, isCompressible, MIN_COMPRESS_SIZE } from './compression.ts';
import { entityTag, matchesTag } from './respond.ts';

/** A page rendered on demand, held whole (status, headers, body). */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** A page as the cache keeps it: with its compressed copies and the hash of its content. */
export interface CachedPage extends RenderedPage {
  /** The key it is kept under: its path and the query parameters that change it. */
  key: string;
  hash: string;
  encoded: Partial<Record<Encoding, Uint8Array>>;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  /** The headers of its answers, worked out on first use (see `answerFromCache`). */
  answers: Map<string, Readonly<Record<string, string>>>;
}

/** How a page came out of the cache. */
export type CacheState = 'fresh' | 'stale' | 'rendered' | 'not-stored';

/** Only whole, successful pages that set no cookie are the same for every visitor. */
export function isShareable(page: RenderedPage): boolean {
  return page.status === 200 && !page.headers.has('set-cookie');
}

function size(page: CachedPage): number {
  return (
    page.body.byteLength +
    (page.encoded.br?.byteLength ?? 0) +
    (page.encoded.gzip?.byteLength ?? 0) +
    512
  );
}

/**
 * Hashes a page and, when it will be shared, compresses it once for all the visitors the
 * cache serves it to.
 */
export async function prepare(key: string, page: RenderedPage, now: number): Promise<CachedPage> {
  const encoded: CachedPage['encoded'] = {};
  if (
    isShareable(page) &&
    isCompressible(page.headers.get('content-type')) &&
    page.body.byteLength >= MIN_COMPRESS_SIZE
  ) {
    const [br, gzip] = await Promise.all([compress(page.body, 'br'), compress(page.body, 'gzip')]);
    encoded.br = br;
    encoded.gzip = gzip;
  }
  return {
    ...page,
    key,
    hash: createHash('sha256').update(page.body).digest('base64url').slice(0, 22),
    encoded,
    renderedAt: now,
    answers: new Map(),
  };
}

/** What a cached page's answer depends on besides the request: the visitor's protocol, the cache's verdict. */
export interface AnswerContext {
  https: boolean;
  state: CacheState;
}

/**
 * The headers a cached page is sent with besides those of its encoding: its own (type, policy),
 * Cache-Control, the security headers. Names in lower case.
 */
export type PageHeaders = (page: CachedPage, context: AnswerContext) => Record<string, string>;

/** A cached page's answer to one request, ready for the wire (headers in lower case). */
export interface PageAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array | null;
}

/** Page headers the cache writes itself, for the encoding it sends. */
const ENCODING_HEADERS = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
];

// Few distinct Accept-Encoding values reach a server (one per browser family): each is read once.
const chosenEncodings = new Map<string, Encoding | undefined>();
const BOTH: readonly Encoding[] = ['br', 'gzip'];

function encodingFor(acceptEncoding: string | null, page: CachedPage): Encoding | undefined {
  if (!acceptEncoding || page.encoded.br === undefined || page.encoded.gzip === undefined) {
    return chooseEncoding(acceptEncoding, Object.keys(page.encoded) as Encoding[]);
  }
  if (chosenEncodings.has(acceptEncoding)) return chosenEncodings.get(acceptEncoding);
  const encoding = chooseEncoding(acceptEncoding, BOTH);
  if (chosenEncodings.size >= 256) chosenEncodings.clear();
  chosenEncodings.set(acceptEncoding, encoding);
  return encoding;
}

/**
 * The answer to a GET or HEAD from a page the cache keeps, as static files are answered: the
 * compressed copy the client accepts (brotli first, then gzip, else the bytes as they are)
 * with `Vary: Accept-Encoding`, an ETag per encoding, 304 when If-None-Match names the page,
 * no body for HEAD. The headers of each encoding, protocol and verdict are worked out once
 * and kept with the page, so a hit costs a lookup.
 */
export function answerFromCache(
  page: CachedPage,
  request: Request,
  context: AnswerContext,
  pageHeaders: PageHeaders,
): PageAnswer {
  const encoding = encodingFor(request.headers.get('accept-encoding'), page);
  const ifNoneMatch = request.headers.get('if-none-match');
  const notModified =
    page.status === 200 && ifNoneMatch !== null && matchesTag(ifNoneMatch, page.hash);
  const key = `${encoding ?? ''}|${context.https ? 's' : ''}|${context.state}|${notModified ? 304 : ''}`;
  const body = encoding ? (page.encoded[encoding] ?? page.body) : page.body;
  let headers = page.answers.get(key);
  if (!headers) {
    const built = pageHeaders(page, context);
    for (const name of ENCODING_HEADERS) delete built[name];
    const vary = page.headers.get('vary');
    const varies =
      Object.keys(page.encoded).length > 0 && !vary?.toLowerCase().includes('accept-encoding');
    if (varies) built['vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    else if (vary) built['vary'] = vary;
    if (page.status === 200) built['etag'] = entityTag(page.hash, encoding);
    if (!notModified) {
      if (encoding) built['content-encoding'] = encoding;
      built['content-length'] = String(body.byteLength);
    }
    headers = Object.freeze(built);
    page.answers.set(key, headers);
  }
  if (notModified) return { status: 304, headers, body: null };
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : body };
}

/**
 * The shared cache of on-demand pages that are the same for every visitor. A page is fresh
 * for `maxAgeMs`, then served stale for `staleMs` more while one render replaces it in the
 * background; visitors asking for a page being rendered wait for that one render instead of
 * starting their own. Least recently used pages go first when `maxBytes` is reached.
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<CachedPage>>();
  readonly #maxAgeMs: number;
  readonly #staleMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: {
    maxAgeMs: number;
    staleMs: number;
    maxBytes: number;
    now?: () => number;
  }) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#staleMs = options.staleMs;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  /** Pages held and their bytes. */
  get stats(): { pages: number; bytes: number } {
    return { pages: this.#pages.size, bytes: this.#bytes };
  }

  /**
   * The page under `key`: from the cache while fresh (or stale, rendering it again in the
   * background), else from `render`. Pages that are not shareable are handed back, not kept.
   */
  async get(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: CachedPage; state: CacheState }> {
    const now = this.#now();
    const cached = this.#pages.get(key);
    if (cached) {
      const age = now - cached.renderedAt;
      if (age <= this.#maxAgeMs + this.#staleMs) {
        this.#pages.delete(key);
        this.#pages.set(key, cached);
        if (age <= this.#maxAgeMs) return { page: cached, state: 'fresh' };
        // A failed background render keeps the stale page until it expires.
        this.#render(key, render).catch(() => undefined);
        return { page: cached, state: 'stale' };
      }
      this.#forget(key);
    }
    const page = await this.#render(key, render);
    return { page, state: this.#pages.get(key) === page ? 'rendered' : 'not-stored' };
  }

  #render(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    let running = this.#rendering.get(key);
    if (!running) {
      running = (async () => {
        try {
          const page = await prepare(key, await render(), this.#now());
          if (isShareable(page)) this.#store(key, page);
          return page;
        } finally {
          this.#rendering.delete(key);
        }
      })();
      this.#rendering.set(key, running);
    }
    return running;
  }

  #store(key: string, page: CachedPage): void {
    this.#forget(key);
    const bytes = size(page);
    if (bytes > this.#maxBytes) return;
    this.#pages.set(key, page);
    this.#bytes += bytes;
    for (const [oldest, value] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= size(value);
    }
  }

  #forget(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= size(page);
  }
}
