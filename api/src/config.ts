import { vatAggregatorName } from '../../contract/vat.ts';
import { trustedProxyEntries } from '../../contract/forwarded.ts';

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
  /**
   * Failed sign-ins per account from browsers without its device cookie (OWASP ASVS 2.2.1: at
   * most 100 an hour); a browser that signed in to the account before is never locked by it.
   */
  loginAccount: Limit;
  /** Failed sign-ins per device cookie (a known browser that keeps failing loses its trust). */
  loginDevice: Limit;
  /** Registrations per client address. */
  register: Limit;
  /** Lead captures per client address. */
  lead: Limit;
  /** Guest look-ups and guest cancellations (reference + email) per client address. */
  lookup: Limit;
  /**
   * Failed guest proofs (a reference with a wrong email) per client address: counted per
   * client, never per reference, so nobody can lock a reference's owner out.
   */
  lookupFailures: Limit;
  /** New bookings per client address. */
  booking: Limit;
  /**
   * New search sessions, and polls that must price an evicted session again, per client
   * address (API_SEARCHES_PER_MINUTE a minute, default 30).
   */
  search: Limit;
  /** New search sessions per browser session. */
  searchSession: Limit;
}

/**
 * What unpaid holds may take, so one client cannot keep rooms from sale without paying. Holds
 * a client started within `windowMs` and has not paid for (held, expired or cancelled) count
 * against its room-nights; a client may start a hold while they total fewer than the limit.
 */
export interface HoldBudget {
  /** The window holds are counted over (API_HOLD_BUDGET_HOURS, default 24). */
  windowMs: number;
  /** Room-nights per client address, IPv6 by /64 (API_HOLD_NIGHTS_CLIENT, default 60). */
  roomNightsPerClient: number;
  /** Room-nights per client address in one hotel (API_HOLD_NIGHTS_HOTEL, default 20). */
  roomNightsPerHotel: number;
  /** Rooms in one unpaid booking of a signed-out visitor (API_HOLD_ROOMS_SIGNED_OUT, default 3). */
  roomsSignedOut: number;
  /** Rooms in one unpaid booking of a signed-in user (API_HOLD_ROOMS_SIGNED_IN, default 8). */
  roomsSignedIn: number;
}

/** Runtime configuration of the reference API, read from environment variables. */
export interface Config {
  /**
   * `demo` seeds demo accounts with a published password; `production` never does and refuses
   * to start on demo secrets (API_MODE, else `production` when NODE_ENV=production; any other
   * API_MODE refuses to start).
   */
  mode: 'demo' | 'production';
  /** scrypt cost of new password hashes: PRODUCTION_PASSWORD_HASH unless API_TEST_MODE=1. */
  passwordHash: PasswordHashParams;
  /** Sessions end this long after sign-in, active or not ("remember me", else not). */
  sessionLifetimeMs: { remember: number; short: number };
  /** How long a browser stays known to the account it signed in to (its device cookie). */
  deviceCookieMs: number;
  host: string;
  port: number;
  dataDir: string;
  /**
   * PostgreSQL database the API keeps its data in (DATABASE_URL, `postgres://…`); empty: the
   * SQLite file `api.sqlite` in dataDir. Copies of the API on one PostgreSQL share everything.
   */
  databaseUrl: string;
  siteUrl: string;
  /**
   * Origins allowed by CORS (with credentials): the site, CORS_ORIGINS and, in demo mode only,
   * the site's 127.0.0.1 and localhost twins.
   */
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
  /** Room-nights and rooms unpaid holds may take. */
  holdBudget: HoldBudget;
  /** Hotels one search session prices at most (API_SEARCH_MAX_HOTELS, default 300). */
  searchMaxHotels: number;
  rateLimits: RateLimits;
  /** Where stored leads are meant to go: never taken from the request. */
  lead: LeadConfig;
  /**
   * The largest markup an agent or agency may set: a percentage of net in hundredths of a
   * percent (MARKUP_MAX_PERCENT, default 50%) and a fixed amount per room-night in euro cents
   * (MARKUP_MAX_FIXED_EUR, default 200 euros; other currencies at the API's rates).
   */
  markupBounds: { maxPercent: number; maxFixedEurCents: number };
  /** How long an agent's proposal link opens for its client (PROPOSAL_DAYS, default 7). */
  proposalMs: number;
  /** Outgoing mail (SMTP_URL, MAIL_FROM, PUBLIC_BRAND_NAME); see `mailMode`. */
  mail: MailConfig;
  /** How each copy's mail sender paces itself (MAIL_POLL_MS, MAIL_BATCH, MAIL_LEASE_SECONDS). */
  mailDelivery: MailDelivery;
}

/** The pace of the outbox sender. */
export interface MailDelivery {
  /** Pause between rounds when the outbox had nothing due (MAIL_POLL_MS, default 2000). */
  pollMs: number;
  /** Messages one round claims at once (MAIL_BATCH, default 20). */
  batch: number;
  /**
   * How long a claim on a message lasts (MAIL_LEASE_SECONDS, default 120, at least 5): a
   * message whose sender died goes out again after it. SMTP timeouts stay inside it.
   */
  leaseMs: number;
}

/** scrypt's cost parameters (N, r, p); every hash records its own, so old hashes still verify. */
export interface PasswordHashParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's password storage cheat sheet: scrypt with N=2^17, r=8, p=1. */
export const PRODUCTION_PASSWORD_HASH: PasswordHashParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The cost of the API's own test runs (API_TEST_MODE=1, or testConfig), which sign in
 * thousands of times on small machines: same code path, a 32nd of the work. Production
 * refuses to start with it.
 */
export const TEST_PASSWORD_HASH: PasswordHashParams = { N: 2 ** 12, r: 8, p: 1 };

/** A configuration that cannot be read; its message names the variable and what it accepts. */
export class ConfigError extends Error {}

/** The lead destination the server decides (API_LEAD_TO, API_LEAD_TOKEN, API_LEAD_GROUP_*). */
export interface LeadConfig {
  /** The mailing provider's lead endpoint. */
  to: string;
  token: string;
  /** The mailing-list group of Hebrew leads and of every other language. */
  groups: { he: number; other: number };
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
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

/** `demo` or `production` from API_MODE (else NODE_ENV); anything else is a ConfigError. */
function modeOf(env: NodeJS.ProcessEnv): Config['mode'] {
  const given = (env['API_MODE'] ?? '').trim();
  if (given === '') return env['NODE_ENV'] === 'production' ? 'production' : 'demo';
  const mode = given.toLowerCase();
  if (mode === 'demo' || mode === 'production') return mode;
  throw new ConfigError(
    `API_MODE is "${given}": it must be demo or production (unset, it follows NODE_ENV: production when NODE_ENV=production, else demo).`,
  );
}

/**
 * Parses the environment (all variables optional) into a Config with the documented defaults.
 * Throws a ConfigError for an API_MODE other than `demo` or `production`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = modeOf(env);
  const siteUrl = (env['SITE_URL'] ?? 'http://localhost:4321').replace(/\/+$/, '');
  const corsOrigins = new Set<string>([siteUrl]);
  // The loopback twins of the site serve local runs (npm start on 127.0.0.1); a production
  // API never trusts a page on the visitor's own machine.
  if (mode === 'demo') {
    try {
      const site = new URL(siteUrl);
      corsOrigins.add(`${site.protocol}//127.0.0.1${site.port ? `:${site.port}` : ''}`);
      corsOrigins.add(`${site.protocol}//localhost${site.port ? `:${site.port}` : ''}`);
    } catch {
      // An unparsable SITE_URL only allows itself.
    }
  }
  for (const origin of (env['CORS_ORIGINS'] ?? '').split(',')) {
    const trimmed = origin.trim().replace(/\/+$/, '');
    if (trimmed) corsOrigins.add(trimmed);
  }
  const port = Number(env['API_PORT'] ?? 8787);
  const seed = Number(env['API_SEED'] ?? 42);
  const fill = Number(env['API_SEARCH_FILL_MS'] ?? 2500);
  const testMode = env['API_TEST_MODE'] === '1';
  return {
    mode,
    passwordHash: testMode ? TEST_PASSWORD_HASH : PRODUCTION_PASSWORD_HASH,
    sessionLifetimeMs: {
      remember: positiveInt(env['API_SESSION_REMEMBER_DAYS'], 30) * DAY,
      short: positiveInt(env['API_SESSION_HOURS'], 12) * HOUR,
    },
    deviceCookieMs: positiveInt(env['API_DEVICE_COOKIE_DAYS'], 180) * DAY,
    host: env['API_HOST'] ?? '127.0.0.1',
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8787,
    dataDir: env['API_DATA_DIR'] ?? './data',
    databaseUrl: (env['DATABASE_URL'] ?? '').trim(),
    siteUrl,
    corsOrigins: [...corsOrigins],
    publicClientToken: env['PUBLIC_CLIENT_TOKEN'] ?? DEFAULT_PUBLIC_CLIENT_TOKEN,
    signingKey: env['API_SIGNING_KEY'] ?? '',
    trustedProxies: trustedProxyEntries(env['TRUSTED_PROXIES']),
    whiteLabelTld: env['WHITE_LABEL_TLD'] ?? '.travel',
    vatAggregator: vatAggregatorName(env['VAT_AGGREGATOR']),
    testMode,
    seed: Number.isFinite(seed) ? Math.trunc(seed) : 42,
    searchFillMs: Number.isFinite(fill) && fill >= 0 ? fill : 2500,
    publicUrl: publicUrl(env['API_PUBLIC_URL']),
    holdMs: positiveInt(env['API_HOLD_MINUTES'], 15) * MINUTE,
    maxHoldsPerSession: positiveInt(env['API_MAX_HOLDS_PER_SESSION'], 3),
    maxHoldsPerClient: positiveInt(env['API_MAX_HOLDS_PER_CLIENT'], 10),
    holdBudget: {
      windowMs: positiveInt(env['API_HOLD_BUDGET_HOURS'], 24) * 60 * MINUTE,
      roomNightsPerClient: positiveInt(env['API_HOLD_NIGHTS_CLIENT'], 60),
      roomNightsPerHotel: positiveInt(env['API_HOLD_NIGHTS_HOTEL'], 20),
      roomsSignedOut: positiveInt(env['API_HOLD_ROOMS_SIGNED_OUT'], 3),
      roomsSignedIn: positiveInt(env['API_HOLD_ROOMS_SIGNED_IN'], 8),
    },
    searchMaxHotels: positiveInt(env['API_SEARCH_MAX_HOTELS'], 300),
    lead: {
      to: (env['API_LEAD_TO'] ?? '').trim() || 'https://leads.stayway.example/api/subscribe',
      token: (env['API_LEAD_TOKEN'] ?? '').trim() || 'demo-lead-token',
      groups: {
        he: positiveInt(env['API_LEAD_GROUP_HE'], 217379),
        other: positiveInt(env['API_LEAD_GROUP_OTHER'], 243420),
      },
    },
    markupBounds: {
      maxPercent: positiveInt(env['MARKUP_MAX_PERCENT'], 50) * 100,
      maxFixedEurCents: positiveInt(env['MARKUP_MAX_FIXED_EUR'], 200) * 100,
    },
    proposalMs: positiveInt(env['PROPOSAL_DAYS'], 7) * 24 * 60 * MINUTE,
    mail: {
      smtpUrl: (env['SMTP_URL'] ?? '').trim(),
      from: (env['MAIL_FROM'] ?? '').trim() || 'bookings@stayway.invalid',
      brandName: (env['PUBLIC_BRAND_NAME'] ?? '').trim() || 'Stayway',
    },
    mailDelivery: {
      pollMs: positiveInt(env['MAIL_POLL_MS'], 2_000),
      batch: positiveInt(env['MAIL_BATCH'], 20),
      leaseMs: Math.max(5, positiveInt(env['MAIL_LEASE_SECONDS'], 120)) * 1000,
    },
    rateLimits: {
      login: { limit: 10, windowMs: MINUTE },
      loginAccount: { limit: 100, windowMs: 60 * MINUTE },
      loginDevice: { limit: 10, windowMs: 60 * MINUTE },
      register: { limit: 10, windowMs: MINUTE },
      lead: { limit: 10, windowMs: MINUTE },
      lookup: { limit: 20, windowMs: 15 * MINUTE },
      lookupFailures: { limit: 10, windowMs: 60 * MINUTE },
      booking: { limit: 30, windowMs: 10 * MINUTE },
      search: { limit: positiveInt(env['API_SEARCHES_PER_MINUTE'], 30), windowMs: MINUTE },
      searchSession: { limit: 20, windowMs: MINUTE },
    },
  };
}

/** The shortest signing key production accepts. */
export const MIN_SIGNING_KEY_LENGTH = 32;

/**
 * What keeps a production configuration from starting (empty in demo mode): the default or a
 * short public client token, a missing or short signing key, the test endpoints, a test
 * password hash cost.
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
  const hash = config.passwordHash;
  const strong = PRODUCTION_PASSWORD_HASH;
  if (hash.N < strong.N || hash.r < strong.r || hash.p < strong.p)
    problems.push(
      `The password hash cost is scrypt N=${hash.N}, r=${hash.r}, p=${hash.p}, a test setting: production hashes with at least N=${strong.N}, r=${strong.r}, p=${strong.p} (unset API_TEST_MODE).`,
    );
  if (config.mail.smtpUrl && !/^smtps?:\/\/[^/?#]+/.test(config.mail.smtpUrl))
    problems.push('SMTP_URL must read smtp://user:password@host:port or smtps://…');
  return problems;
}
