import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { t } from './i18n.ts';

const KB = 1024;

// Each route's largest legitimate body with room to spare; the path patterns match both Hono
// paths and OpenAPI paths (`{uuid}`).
const LIMITS: [RegExp, number][] = [
  [/^\/login$/, 4 * KB],
  [/^\/logout$/, 1 * KB],
  [/^\/api\/register$/, 4 * KB],
  [/^\/v3\/services\/proxy$/, 8 * KB],
  [/^\/v3\/hotels\/search$/, 4 * KB],
  [/^\/v3\/bookings$/, 32 * KB],
  [/^\/v3\/bookings\/[^/]+\/pay$/, 1 * KB],
  [/^\/v3\/reservations\/[^/]+\/cancel$/, 2 * KB],
  [/^\/pay\/[^/]+$/, 4 * KB],
];
const DEFAULT_LIMIT = 8 * KB;

/** The largest request body a path accepts, in bytes. */
export function bodyLimitFor(path: string): number {
  return LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? DEFAULT_LIMIT;
}

const middlewares = new Map<number, MiddlewareHandler<AppEnv>>();

/**
 * Refuses a body over its route's limit with a localised 413 before reading it (by
 * Content-Length, or while streaming a chunked body), so no large body is ever parsed.
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => {
  // GET and HEAD requests carry no body (the Node adapter gives them none); asking for it would
  // build a full web Request with a stream for nothing.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const max = bodyLimitFor(c.req.path);
  let middleware = middlewares.get(max);
  if (!middleware) {
    middleware = bodyLimit({
      maxSize: max,
      onError: (ctx) => {
        throw new ApiError(
          413,
          t((ctx.get('locale') as AppEnv['Variables']['locale']) ?? 'en', 'http.too_large'),
          { Connection: 'close' },
        );
      },
    });
    middlewares.set(max, middleware);
  }
  return middleware(c, next);
};
