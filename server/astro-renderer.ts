import { IncomingMessage, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { RenderedPage } from './page-cache.ts';

/**
 * Astro's request handler in middleware mode (`@astrojs/node` with `mode: 'middleware'`,
 * exported by `dist/server/entry.mjs`): it renders the on-demand routes, and the 404 page
 * for anything it does not know when no `next` is given.
 */
export type AstroHandler = (request: IncomingMessage, response: Writable) => Promise<void>;

/** What a render needs of a request: Astro reads no body for GET and HEAD. */
export interface RenderRequest {
  method: string;
  /** The request target: path and query. */
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * The response Astro writes into: it keeps the status, headers and body instead of sending
 * them, so the front server can add its headers, compress, and cache the page.
 */
class CapturedResponse extends Writable {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  readonly req: IncomingMessage;
  readonly headers = new Headers();
  readonly chunks: Buffer[] = [];

  constructor(req: IncomingMessage) {
    super();
    this.req = req;
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.headers.delete(name);
    for (const item of Array.isArray(value) ? value : [String(value)]) {
      this.headers.append(name, item as string);
    }
    return this;
  }

  writeHead(
    status: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders,
    maybeHeaders?: OutgoingHttpHeaders,
  ): this {
    this.statusCode = status;
    const headers = typeof reasonOrHeaders === 'object' ? reasonOrHeaders : maybeHeaders;
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (value !== undefined) this.setHeader(name, value);
    }
    this.headersSent = true;
    return this;
  }

  override _write(chunk: unknown, encoding: BufferEncoding, done: () => void): void {
    this.headersSent = true;
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding));
    done();
  }
}

/**
 * A request Astro can read without a live connection: renders outlive the visitor's request
 * when the page cache refreshes a page in the background.
 */
function detachedRequest({ method, url, headers }: RenderRequest): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.method = method;
  request.url = url;
  request.headers = headers;
  request.push(null);
  return request;
}

/** Renders a request with Astro and hands back the whole page. */
export function renderWithAstro(
  handler: AstroHandler,
  request: RenderRequest,
): Promise<RenderedPage> {
  const incoming = detachedRequest(request);
  const response = new CapturedResponse(incoming);
  return new Promise<RenderedPage>((resolve, reject) => {
    response.on('finish', () =>
      resolve({
        status: response.statusCode,
        headers: response.headers,
        body: Buffer.concat(response.chunks),
      }),
    );
    response.on('error', reject);
    response.on('close', () => {
      if (!response.writableFinished) reject(new Error(`Astro did not finish ${request.url}`));
    });
    handler(incoming, response).catch(reject);
  });
}
