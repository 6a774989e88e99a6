/** Runtime configuration of the reference API, read from environment variables. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  siteUrl: string;
  /** Origins allowed by CORS (with credentials): the site, its 127.0.0.1 twin and CORS_ORIGINS. */
  corsOrigins: string[];
  publicClientToken: string;
  whiteLabelTld: string;
  vatAggregator: string;
  testMode: boolean;
  seed: number;
  /** Wall time over which a search session fills, in milliseconds. */
  searchFillMs: number;
  /**
   * Base of the API's own URLs (payment pages, assets): absolute, or a path such as `/` for
   * URLs relative to whatever host the browser reached the API at (behind the site's front
   * server, which serves `/pay/` and `/assets/` on every host); from the request when empty.
   */
  publicUrl: string;
  /** Attempts allowed per minute and IP on login, register and lead capture. */
  rateLimits: { login: number; register: number; lead: number };
}

/** `API_PUBLIC_URL` without its trailing slashes; `/` stays, meaning "this host". */
function publicUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  const stripped = trimmed.replace(/\/+$/, '');
  return stripped === '' && trimmed.startsWith('/') ? '/' : stripped;
}

/** Parses the environment (all variables optional) into a Config with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const siteUrl = (env['SITE_URL'] ?? 'http://localhost:4321').replace(/\/+$/, '');
  const corsOrigins = new Set<string>([siteUrl]);
  try {
    const site = new URL(siteUrl);
    corsOrigins.add(`${site.protocol}//127.0.0.1${site.port ? `:${site.port}` : ''}`);
    corsOrigins.add(`${site.protocol}//localhost${site.port ? `:${site.port}` : ''}`);
  } catch {
    // An unparsable SITE_URL only allows itself.
  }
  for (const origin of (env['CORS_ORIGINS'] ?? '').split(',')) {
    const trimmed = origin.trim().replace(/\/+$/, '');
    if (trimmed) corsOrigins.add(trimmed);
  }
  const port = Number(env['API_PORT'] ?? 8787);
  const seed = Number(env['API_SEED'] ?? 42);
  const fill = Number(env['API_SEARCH_FILL_MS'] ?? 2500);
  return {
    host: env['API_HOST'] ?? '127.0.0.1',
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8787,
    dataDir: env['API_DATA_DIR'] ?? './data',
    siteUrl,
    corsOrigins: [...corsOrigins],
    publicClientToken: env['PUBLIC_CLIENT_TOKEN'] ?? 'storefront-public-token',
    whiteLabelTld: env['WHITE_LABEL_TLD'] ?? '.travel',
    vatAggregator: env['VAT_AGGREGATOR'] ?? 'ILDirect',
    testMode: env['API_TEST_MODE'] === '1',
    seed: Number.isFinite(seed) ? Math.trunc(seed) : 42,
    searchFillMs: Number.isFinite(fill) && fill >= 0 ? fill : 2500,
    publicUrl: publicUrl(env['API_PUBLIC_URL']),
    rateLimits: { login: 10, register: 10, lead: 10 },
  };
}
