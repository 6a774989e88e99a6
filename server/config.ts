import { trustedProxyEntries } from '../contract/forwarded.ts';

/** Runtime configuration of the front server, read from environment variables. */
export interface ServerConfig {
  host: string;
  port: number;
  /** The build folder (`dist`): `client/` is served, `server/entry.mjs` renders on demand. */
  distDir: string;
  /** Where the front server reaches the booking API (`/api/…` is forwarded there). */
  apiUrl: string;
  /** How long a forwarded API call may take before the visitor gets a 504. */
  apiTimeoutMs: number;
  /** Largest request body forwarded to the API, in bytes (413 above). */
  apiBodyLimit: number;
  /**
   * Addresses, CIDR blocks and `loopback` of the proxies whose X-Forwarded-* headers count
   * (TRUSTED_PROXIES, read as the API reads it: `contract/forwarded.ts`).
   */
  trustedProxies: string[];
  /** Shared page cache of on-demand pages that are the same for every visitor. */
  pageCache: {
    /** Seconds a cached page is served as fresh (`s-maxage`). */
    maxAgeSeconds: number;
    /** Seconds a stale page is still served while it is rendered again. */
    staleSeconds: number;
    /** Memory the cache may use, in bytes. */
    maxBytes: number;
  };
  /**
   * Pages rendered on demand at once (RENDER_CONCURRENCY, default 8) and renders that may wait
   * for a slot (RENDER_QUEUE, default 32); beyond, 503 with Retry-After.
   */
  render: { concurrency: number; queue: number };
  /**
   * `SERVICE_WORKER=off`: the kill switch. `/sw.js` answers a worker that removes the
   * installed one and its caches (server/service-worker.ts).
   */
  retireServiceWorker: boolean;
  /** Request limits; longer answers 414, larger headers 431. */
  limits: { pathLength: number; urlLength: number; headerBytes: number };
}

function integer(value: string | undefined, fallback: number, min: number, max: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number)
    ? Math.min(max, Math.max(min, number))
    : fallback;
}

/** Parses the environment (every variable optional) into a ServerConfig with the defaults. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env['HOST'] ?? '127.0.0.1',
    port: integer(env['PORT'], 4321, 0, 65_535),
    distDir: env['SITE_DIST'] ?? 'dist',
    apiUrl: (env['API_URL'] ?? `http://127.0.0.1:${env['API_PORT'] ?? '8787'}`).replace(/\/+$/, ''),
    apiTimeoutMs: integer(env['API_TIMEOUT_MS'], 15_000, 100, 300_000),
    apiBodyLimit: integer(env['API_BODY_LIMIT'], 1_048_576, 1024, 104_857_600),
    trustedProxies: trustedProxyEntries(env['TRUSTED_PROXIES']),
    pageCache: {
      maxAgeSeconds: integer(env['PAGE_CACHE_SECONDS'], 60, 0, 86_400),
      staleSeconds: integer(env['PAGE_CACHE_STALE_SECONDS'], 600, 0, 604_800),
      maxBytes: integer(env['PAGE_CACHE_MB'], 64, 1, 4096) * 1_048_576,
    },
    render: {
      concurrency: integer(env['RENDER_CONCURRENCY'], 8, 1, 1024),
      queue: integer(env['RENDER_QUEUE'], 32, 0, 100_000),
    },
    retireServiceWorker: env['SERVICE_WORKER']?.trim().toLowerCase() === 'off',
    limits: { pathLength: 2048, urlLength: 8192, headerBytes: 16_384 },
  };
}
