import type { IncomingHttpHeaders } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE } from '../src/lib/i18n/cookie.ts';
import { DEFAULT_LOCALE } from '../src/lib/i18n/locales.ts';
import { chooseRootLocale } from '../src/lib/i18n/negotiate.ts';
import { forwardToApi, isApiRootPath, ProxyFailure, type ProxyOptions } from './api-proxy.ts';
import { renderWithAstro, type AstroHandler } from './astro-renderer.ts';
import type { BuildManifest, Encoding } from './build-manifest.ts';
import { NO_STORE, sharedPageCacheControl, sharedPageKey } from './cache-control.ts';
import { compress, compressResponse, isCompressible, MIN_COMPRESS_SIZE } from './compression.ts';
import type { ServerConfig } from './config.ts';
import { errorPage, type ErrorPageStatus } from './error-pages.ts';
import { trustedProxies } from '../contract/forwarded.ts';
import { requestOrigin, type Origin } from './forwarded.ts';
import { serverMessage } from './messages.ts';
import { answerFromCache, PageCache, type CachedPage, type PageHeaders } from './page-cache.ts';
import { RenderQueue, RenderQueueFull } from './render-queue.ts';
import { respond, type Representation } from './respond.ts';
import {
  isEmbeddablePath,
  pagePolicy,
  securityHeaders,
  type ResponseKind,
} from './security-headers.ts';
import { retiringWorkerResponse } from './service-worker.ts';
import type { StaticFiles } from './static-files.ts';
import { WORKER_PATH } from '../src/lib/offline/rules.ts';
import { VISITOR_ADDRESS_HEADER, VISITOR_PROTOCOL_HEADER } from '../src/lib/api/visitor-origin.ts';

/** What the front server is made of. */
export interface SiteDependencies {
  config: ServerConfig;
  manifest: BuildManifest;
  files: StaticFiles;
  astro: AstroHandler;
  /**
   * The site's canonical origin (`PUBLIC_SITE_URL`), where the API returns payments; shared
   * pages are rendered for its host, never the visitor's.
   */
  siteOrigin?: string | undefined;
  now?: () => number;
}

type Env = {
  Bindings: Partial<HttpBindings>;
  /** `secured`: the answer already carries its security headers (a page cache hit). */
  Variables: { url: URL; origin: Origin; proxied: boolean; secured: boolean };
};

/** Header of the page cache's verdict, for people and tests: `fresh`, `stale`, `rendered`. */
export const CACHE_HEADER = 'X-Page-Cache';

/** Seconds an overloaded front server asks a visitor to wait before trying again. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

/**
 * The front server: one Hono app in front of everything. In order: the booking API under
 * `/api` (and its payment pages and assets), the pre-compressed files of `dist/client`,
 * the shared cache of on-demand pages that are the same for every visitor, and Astro for
 * the rest; security headers on every answer, errors as localised pages.
 */
export function createSiteApp(deps: SiteDependencies): Hono<Env> {
  const { config, manifest, files, astro } = deps;
  const proxies = trustedProxies(config.trustedProxies);
  const cache = new PageCache({
    maxAgeMs: config.pageCache.maxAgeSeconds * 1000,
    staleMs: config.pageCache.staleSeconds * 1000,
    maxBytes: config.pageCache.maxBytes,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const renders = new RenderQueue(config.render.concurrency, config.render.queue);
  // Shared pages are the same for every visitor and cached without the Host header: rendered
  // for the canonical host, a visitor's Host cannot reach them (nor poison the cache).
  const canonicalHost = deps.siteOrigin ? new URL(deps.siteOrigin).host : 'localhost';
  const sharedCacheControl = sharedPageCacheControl(
    config.pageCache.maxAgeSeconds,
    config.pageCache.staleSeconds,
  );
  const proxy: ProxyOptions = {
    apiUrl: config.apiUrl,
    timeoutMs: config.apiTimeoutMs,
    bodyLimit: config.apiBodyLimit,
    ownOrigins: deps.siteOrigin ? [new URL(deps.siteOrigin).origin] : [],
  };
  // The headers of a kind of answer, worked out once per policy: every answer needs them.
  const headerSets = new Map<string, [string, string][]>();
  const headersFor = (kind: ResponseKind, https: boolean, csp: string | null) => {
    const key = `${kind}|${https}|${csp ?? ''}`;
    let set = headerSets.get(key);
    if (!set) {
      const pageCsp =
        kind === 'page' || kind === 'embeddable-page'
          ? pagePolicy(
              { ...manifest.policy, astroCsp: csp ?? manifest.policy.astroCsp },
              { embeddable: kind === 'embeddable-page', https },
            )
          : undefined;
      set = Object.entries(securityHeaders(kind, { https, pageCsp, upstreamCsp: csp }));
      // Policies with per-answer parts (nonces) would otherwise pile up.
      if (headerSets.size >= 64) headerSets.clear();
      headerSets.set(key, set);
    }
    return set;
  };

  // A cached page's headers besides those of its encoding, worked out once per page, protocol
  // and verdict (server/page-cache.ts keeps them): its own, Cache-Control, security headers.
  const cachedPageHeaders: PageHeaders = (page, { https, state }) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of page.headers) headers[name] = value;
    headers['cache-control'] = page.headers.get('cache-control') ?? sharedCacheControl;
    const csp = page.headers.get('content-security-policy');
    const kind = responseKind(pagePath(page.key), page.headers.get('content-type'), false);
    for (const [name, value] of headersFor(kind, https, csp)) headers[name.toLowerCase()] = value;
    headers[CACHE_HEADER.toLowerCase()] = state;
    return headers;
  };

  const app = new Hono<Env>();

  // Every answer leaves with the security headers of its kind (server/security-headers.ts).
  app.use('*', async (c, next) => {
    const incoming = c.env?.incoming;
    const url = new URL(c.req.url);
    c.set('url', url);
    c.set(
      'origin',
      requestOrigin(
        incoming?.socket.remoteAddress,
        Boolean(incoming && 'encrypted' in incoming.socket && incoming.socket.encrypted),
        {
          forwardedFor: c.req.header('x-forwarded-for'),
          forwardedProto: c.req.header('x-forwarded-proto'),
        },
        proxies,
      ),
    );
    c.set('proxied', false);
    c.set('secured', false);
    await next();
    if (c.get('secured')) return;
    const response = c.res;
    const kind = responseKind(url.pathname, response.headers.get('content-type'), c.get('proxied'));
    const https = c.get('origin').protocol === 'https';
    // Pages rendered on demand and API pages bring their own policy; static pages the build's.
    const csp = response.headers.get('content-security-policy');
    for (const [name, value] of headersFor(kind, https, csp)) response.headers.set(name, value);
  });

  app.onError(async (error, c) => {
    if (error instanceof RenderQueueFull) {
      const busy = await errorResponse(c, 503);
      busy.headers.set('Retry-After', String(RENDER_RETRY_AFTER_SECONDS));
      return busy;
    }
    console.error(error);
    return errorResponse(c, 500);
  });

  function errorResponse(c: Context<Env>, status: ErrorPageStatus): Promise<Response> {
    return respond(c.req.raw, errorPage(files, status, c.get('url').pathname));
  }

  // The booking API, on this site's origin: cookies and the anti-forgery token then belong to
  // whatever host the visitor opened (localhost, 127.0.0.1, a partner's domain).
  async function forward(c: Context<Env>, target: string, navigation: boolean) {
    c.set('proxied', true);
    try {
      return await compressResponse(
        c.req.raw,
        await forwardToApi(c.req.raw, target, c.get('origin'), proxy),
      );
    } catch (error) {
      if (!(error instanceof ProxyFailure)) throw error;
      c.set('proxied', false);
      const tooLarge = error.status === 413;
      const answer = navigation
        ? await errorResponse(c, tooLarge ? 413 : 503)
        : c.json(
            {
              message: serverMessage(
                c.req.query('locale'),
                tooLarge ? 'error.tooLarge' : 'api.unreachable',
              ),
            },
            error.status,
            { 'Cache-Control': NO_STORE },
          );
      // The rest of an over-limit body is never read: the connection ends after the answer,
      // which the visitor then gets whole rather than a cut connection.
      if (tooLarge) answer.headers.set('Connection', 'close');
      return answer;
    }
  }
  app.all('/api/*', (c) => {
    const url = c.get('url');
    return forward(c, `${url.pathname.slice('/api'.length)}${url.search}`, false);
  });
  app.all('*', async (c, next) => {
    const url = c.get('url');
    if (!isApiRootPath(url.pathname)) return next();
    return forward(c, `${url.pathname}${url.search}`, url.pathname.startsWith('/pay/'));
  });

  // The kill switch: a worker that retires the installed one (server/service-worker.ts).
  if (config.retireServiceWorker) {
    app.on(['GET', 'HEAD'], WORKER_PATH, () => retiringWorkerResponse());
  }

  // Files of dist/client, compressed at build time.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const file = files.forUrl(decodeURIComponent(c.get('url').pathname));
    if (!file) return next();
    return respond(c.req.raw, files.representation(file));
  });

  // On-demand pages that are the same for every visitor, from the shared cache.
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const url = c.get('url');
    const key = sharedPageKey(url.pathname, url.searchParams);
    if (key === undefined) return next();
    // `/` chooses the language: only its English page is the same for everyone.
    if (
      url.pathname === '/' &&
      chooseRootLocale(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language') ?? null) !==
        DEFAULT_LOCALE
    ) {
      return next();
    }
    // Rendered from the path and the parameters of the key only, without the visitor's
    // cookies or language, so the page can be anybody's.
    const { page, state } = await cache.get(key, () =>
      renders.run(() =>
        renderWithAstro(astro, { method: 'GET', url: key, headers: { host: canonicalHost } }),
      ),
    );
    if (state !== 'not-stored') {
      const https = c.get('origin').protocol === 'https';
      const answer = answerFromCache(page, c.req.raw, { https, state }, cachedPageHeaders);
      c.set('secured', true);
      // Plain headers and bytes: @hono/node-server writes them as they are.
      return new Response(answer.body as Uint8Array<ArrayBuffer> | null, {
        status: answer.status,
        headers: answer.headers,
      });
    }
    const response = await respond(
      c.req.raw,
      pageRepresentation(page, state === 'not-stored' ? NO_STORE : sharedCacheControl),
    );
    response.headers.set(CACHE_HEADER, state);
    return response;
  });

  // Everything else is Astro's: per-visitor pages (account, booking, transaction) and 404.
  app.all('*', async (c) => {
    const url = c.get('url');
    const incoming = c.env?.incoming;
    const origin = c.get('origin');
    // The visitor as this server resolved them, for pages that call the API on their behalf
    // (src/lib/api/visitor-origin.ts); whatever a visitor sent under these names is replaced.
    const headers: IncomingHttpHeaders = {
      ...(incoming ? incoming.headers : Object.fromEntries(c.req.raw.headers)),
      [VISITOR_ADDRESS_HEADER]: origin.clientAddress,
      [VISITOR_PROTOCOL_HEADER]: origin.protocol,
    };
    const page = await renders.run(() =>
      renderWithAstro(astro, {
        method: c.req.method === 'HEAD' ? 'GET' : c.req.method,
        url: `${url.pathname}${url.search}`,
        headers,
      }),
    );
    if (page.status >= 500 && !(page.headers.get('content-type') ?? '').startsWith('text/html')) {
      return errorResponse(c, 500);
    }
    return respond(
      c.req.raw,
      pageRepresentation(
        { ...page, key: '', hash: '', encoded: {}, renderedAt: 0, answers: new Map() },
        NO_STORE,
      ),
    );
  });

  return app;
}

/** The path of a shared-cache key (`sharedPageKey`). */
function pagePath(key: string): string {
  const query = key.indexOf('?');
  return query === -1 ? key : key.slice(0, query);
}

/** The kind of an answer, for its security headers: by who made it, its path and its type. */
function responseKind(
  pathname: string,
  contentType: string | null,
  proxied: boolean,
): ResponseKind {
  if (proxied) return 'api';
  if (pathname === WORKER_PATH) return 'worker';
  if (!(contentType ?? '').startsWith('text/html')) return 'file';
  return isEmbeddablePath(pathname) ? 'embeddable-page' : 'page';
}

/**
 * An on-demand page as a response body: the copies the cache compressed, else compressed
 * now for the encoding the visitor accepts; an ETag for shared pages.
 */
function pageRepresentation(page: CachedPage, cacheControl: string): Representation {
  const headers = new Headers(page.headers);
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'etag'])
    headers.delete(name);
  headers.set('Cache-Control', page.headers.get('cache-control') ?? cacheControl);
  const encodings: Encoding[] =
    Object.keys(page.encoded).length > 0
      ? (Object.keys(page.encoded) as Encoding[])
      : isCompressible(page.headers.get('content-type')) &&
          page.body.byteLength >= MIN_COMPRESS_SIZE
        ? ['br', 'gzip']
        : [];
  return {
    status: page.status,
    headers,
    hash: page.hash !== '' && page.status === 200 ? page.hash : undefined,
    encodings,
    read: (encoding) =>
      encoding === undefined
        ? page.body
        : (page.encoded[encoding] ?? compress(page.body, encoding)),
  };
}
