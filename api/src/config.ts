import { vatAggregatorName } from '../../contract/vat.ts';

/** A limit of attempts within a fixed window. */
export interface Limit {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/** The limits the API enforces; every counter lives in the database (table rate_limits). */
export interface RateLimits {
  /** Sign-in attempts per client address. */
  login: Limit;
  /** Failed sign-ins per account (OWASP ASVS 2.2.1: at most 100 an hour). */
  loginAccount: Limit;
  /** Registrations per client address. */
  register: Limit;
  /** Lead captures per client address. */
  lead: Limit;
  /** Guest look-ups and guest cancellations (reference + email) per client address. */
  lookup: Limit;
  /** Failed guest proofs per booking reference. */
  lookupReference: Limit;
  /** New bookings per client address. */
  booking: Limit;
}

/** Runtime configuration of the reference API, read from environment variables. */
export interface Config {
  /**
   * `demo` seeds demo accounts with a published password; `production` never does and refuses
   * to start on demo secrets (API_MODE, else `production` when NODE_ENV=production).
   */
  mode: 'demo' | 'production';
  host: string;
  port: number;
  dataDir: string;
  /**
   * PostgreSQL database the API keeps its data in (DATABASE_URL, `postgres://…`); empty: the
   * SQLite file `api.sqlite` in dataDir. Copies of the API on one PostgreSQL share everything.
   */
  databaseUrl: string;
  siteUrl: string;
  /** Origins allowed by CORS (with credentials): the site, its 127.0.0.1 twin and CORS_ORIGINS. */
  corsOrigins: string[];
  publicClientToken: string;
  /** Key signing rate ids (API_SIGNING_KEY); empty = the database's own key (demo mode only). */
  signingKey: string;
  /**
   * Direct peers whose X-Forwarded-For is believed (TRUSTED_PROXIES): addresses, CIDR blocks
   * and `loopback`. Empty: the socket's address is the client's.
   */
  trustedProxies: string[];
  whiteLabelTld: string;
  /** The aggregator SPEC section 5's VAT rule singles out (VAT_AGGREGATOR; `vatAggregatorName`). */
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
  /** How long an unpaid booking holds its rooms (API_HOLD_MINUTES, default 15). */
  holdMs: number;
  /** Unpaid bookings one session (or signed-in user) may hold at once. */
  maxHoldsPerSession: number;
  /** Unpaid bookings one client address may hold at once. */
  maxHoldsPerClient: number;
  rateLimits: RateLimits;
  /**
   * The largest markup an agent or agency may set: a percentage of net in hundredths of a
   * percent (MARKUP_MAX_PERCENT, default 50%) and a fixed amount per room-night in euro cents
   * (MARKUP_MAX_FIXED_EUR, default 200 euros; other currencies at the API's rates).
   */
  markupBounds: { maxPercent: number; maxFixedEurCents: number };
  /** Outgoing mail (SMTP_URL, MAIL_FROM, PUBLIC_BRAND_NAME); see `mailMode`. */
  mail: MailConfig;
}

/** How the API sends its mail. */
export interface MailConfig {
  /** `smtp://` or `smtps://user:pass@host:port` (SMTP_URL); empty: no mail server. */
  smtpUrl: string;
  /** The From address (MAIL_FROM), e.g. `bookings@example.com`; the brand's name goes with it. */
  from: string;
  /** The house brand's name (PUBLIC_BRAND_NAME, as the site reads it; default `Stayway`). */
  brandName: string;
}

/**
 * Where mail goes: `smtp` when SMTP_URL is set (every mode), `capture` in demo mode without it
 * (kept in the outbox and shown at `GET /demo/mail`), `off` in production without it.
 */
export function mailMode(config: Pick<Config, 'mode' | 'mail'>): 'smtp' | 'capture' | 'off' {
  if (config.mail.smtpUrl) return 'smtp';
  return config.mode === 'demo' ? 'capture' : 'off';
}

const MINUTE = 60_000;

/** The public client token `npm start` and the tests of the site use; never for production. */
export const DEFAULT_PUBLIC_CLIENT_TOKEN = 'storefront-public-token';

function positiveInt(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
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
  const mode = (env['API_MODE'] ?? (env['NODE_ENV'] === 'production' ? 'production' : 'demo'))
    .trim()
    .toLowerCase();
  return {
    mode: mode === 'production' ? 'production' : 'demo',
    host: env['API_HOST'] ?? '127.0.0.1',
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8787,
    dataDir: env['API_DATA_DIR'] ?? './data',
    databaseUrl: (env['DATABASE_URL'] ?? '').trim(),
    siteUrl,
    corsOrigins: [...corsOrigins],
    publicClientToken: env['PUBLIC_CLIENT_TOKEN'] ?? DEFAULT_PUBLIC_CLIENT_TOKEN,
    signingKey: env['API_SIGNING_KEY'] ?? '',
    trustedProxies: (env['TRUSTED_PROXIES'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    whiteLabelTld: env['WHITE_LABEL_TLD'] ?? '.travel',
    vatAggregator: vatAggregatorName(env['VAT_AGGREGATOR']),
    testMode: env['API_TEST_MODE'] === '1',
    seed: Number.isFinite(seed) ? Math.trunc(seed) : 42,
    searchFillMs: Number.isFinite(fill) && fill >= 0 ? fill : 2500,
    publicUrl: publicUrl(env['API_PUBLIC_URL']),
    holdMs: positiveInt(env['API_HOLD_MINUTES'], 15) * MINUTE,
    maxHoldsPerSession: positiveInt(env['API_MAX_HOLDS_PER_SESSION'], 3),
    maxHoldsPerClient: positiveInt(env['API_MAX_HOLDS_PER_CLIENT'], 10),
    markupBounds: {
      maxPercent: positiveInt(env['MARKUP_MAX_PERCENT'], 50) * 100,
      maxFixedEurCents: positiveInt(env['MARKUP_MAX_FIXED_EUR'], 200) * 100,
    },
    mail: {
      smtpUrl: (env['SMTP_URL'] ?? '').trim(),
      from: (env['MAIL_FROM'] ?? '').trim() || 'bookings@stayway.invalid',
      brandName: (env['PUBLIC_BRAND_NAME'] ?? '').trim() || 'Stayway',
    },
    rateLimits: {
      login: { limit: 10, windowMs: MINUTE },
      loginAccount: { limit: 100, windowMs: 60 * MINUTE },
      register: { limit: 10, windowMs: MINUTE },
      lead: { limit: 10, windowMs: MINUTE },
      lookup: { limit: 20, windowMs: 15 * MINUTE },
      lookupReference: { limit: 10, windowMs: 60 * MINUTE },
      booking: { limit: 30, windowMs: 10 * MINUTE },
    },
  };
}

/** The shortest signing key production accepts. */
export const MIN_SIGNING_KEY_LENGTH = 32;

/**
 * What keeps a production configuration from starting (empty in demo mode): the default or a
 * short public client token, a missing or short signing key, the test endpoints.
 */
export function productionProblems(config: Config): string[] {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  if (
    config.publicClientToken === DEFAULT_PUBLIC_CLIENT_TOKEN ||
    config.publicClientToken.length < 16
  )
    problems.push(
      'PUBLIC_CLIENT_TOKEN is the default demo token (or shorter than 16 characters): set the token your site is built with (the site reads it as PUBLIC_CLIENT_TOKEN too).',
    );
  if (config.signingKey.length < MIN_SIGNING_KEY_LENGTH)
    problems.push(
      `API_SIGNING_KEY is ${config.signingKey ? `only ${config.signingKey.length} characters` : 'not set'}: production signs rate ids with its own key of at least ${MIN_SIGNING_KEY_LENGTH} random characters (for example \`openssl rand -base64 48\`), never the demo database's key.`,
    );
  if (config.testMode) problems.push('API_TEST_MODE=1 exposes test endpoints: unset it.');
  if (config.mail.smtpUrl && !/^smtps?:\/\/[^/?#]+/.test(config.mail.smtpUrl))
    problems.push('SMTP_URL must read smtp://user:password@host:port or smtps://…');
  return problems;
}
