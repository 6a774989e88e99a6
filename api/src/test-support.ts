import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, TEST_PASSWORD_HASH, type Config, type RateLimits } from './config.ts';
import { createApp } from './app.ts';
import { connect, duringStartup, isPostgresUrl, openDatabase, type Database } from './db/open.ts';
import { hashPassword } from './lib/passwords.ts';
import { seedDatabase } from './seed/index.ts';
import { startServer, type RunningServer } from './server.ts';

/** The public client token the tests use. */
export const TOKEN = 'test-public-token';
/** The site URL the tests configure (payment returns go there). */
export const SITE = 'http://localhost:4321';

/**
 * The engine the tests run on: PostgreSQL when DATABASE_URL names one (every test server then
 * gets its own database in that cluster, copied from a seeded template; the URL's role needs
 * CREATEDB), else SQLite files in temp dirs.
 */
export const TEST_DATABASE_URL = isPostgresUrl(process.env['DATABASE_URL'])
  ? process.env['DATABASE_URL']
  : '';
export const TEST_ENGINE: 'sqlite' | 'postgres' = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** PostgreSQL runs: the database of each test data dir (a restart on the dir reopens it). */
const databases = new Map<string, string>();

/** The database URL of a test data dir ('' on SQLite). */
export function databaseUrlOf(dataDir: string): string {
  return databases.get(dataDir) ?? '';
}

/** The environment that points `node api/src/main.ts` at a test data dir's database. */
export function databaseEnv(dataDir: string): Record<string, string> {
  const url = databaseUrlOf(dataDir);
  return { API_DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) };
}

function urlOfDatabase(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | undefined;
const runName = `run-${process.ppid}-${new Date().toISOString().slice(0, 10)}`;

// Seeding takes a second or two, so one seeded database is made per test run (the workers of a
// run share a parent process) and every test server starts from its own copy of it.
async function seededSqliteTemplate(): Promise<string> {
  const root = join(tmpdir(), 'api-test-templates');
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    // Another worker may be removing the same stale entry: gone is as good as removed.
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && Date.now() - modified > 3 * 60 * 60 * 1000)
      rmSync(path, { recursive: true, force: true });
  }
  const final = join(root, runName);
  if (existsSync(join(final, 'api.sqlite'))) return final;
  const dir = mkdtempSync(join(root, 'build-'));
  const db = await openDatabase({ dataDir: dir });
  await seedDatabase(db, testConfig(dir));
  await db.close();
  try {
    renameSync(dir, final);
  } catch {
    // Another worker finished first; its copy is the same data.
    rmSync(dir, { recursive: true, force: true });
  }
  return final;
}

// The same on PostgreSQL: a template database, copied by CREATE DATABASE ... TEMPLATE.
async function seededPostgresTemplate(): Promise<string> {
  const final = `api_tmpl_${runName.replace(/\W/g, '_')}`;
  const exists = (client: pg.Client, name: string) =>
    client
      .query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      .then((r) => r.rowCount === 1);
  if (await asAdmin((client) => exists(client, final))) return final;
  const build = `api_build_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) => client.query(`CREATE DATABASE ${build}`));
  const db = await openDatabase({ dataDir: tmpdir(), databaseUrl: urlOfDatabase(build) });
  await seedDatabase(db, testConfig(tmpdir()));
  await db.close();
  await asAdmin(async (client) => {
    try {
      await client.query(`ALTER DATABASE ${build} RENAME TO ${final}`);
    } catch {
      // Another worker finished first; its copy is the same data.
      await client.query(`DROP DATABASE IF EXISTS ${build}`);
    }
  });
  return final;
}

/** A new temp data dir holding a copy of the seeded demo database (remove it when done). */
export async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  if (TEST_ENGINE === 'postgres') {
    template ??= seededPostgresTemplate();
    const source = await template;
    const name = `api_test_${randomBytes(6).toString('hex')}`;
    await asAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
    databases.set(dataDir, urlOfDatabase(name));
    return dataDir;
  }
  template ??= seededSqliteTemplate();
  copyFileSync(join(await template, 'api.sqlite'), join(dataDir, 'api.sqlite'));
  return dataDir;
}

/** A new, empty temp data dir (on PostgreSQL with an empty database of its own). */
export async function emptyDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  if (TEST_ENGINE === 'postgres') {
    const name = `api_test_${randomBytes(6).toString('hex')}`;
    await asAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    databases.set(dataDir, urlOfDatabase(name));
  }
  return dataDir;
}

/** Removes a test data dir and, on PostgreSQL, its database. */
export async function removeDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const url = databases.get(dataDir);
  if (!url) return;
  databases.delete(dataDir);
  const name = new URL(url).pathname.slice(1);
  await asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * A test configuration: port 0 on loopback, test mode on (with its cheap password hashes), the
 * data dir's database.
 */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: databaseUrlOf(dataDir),
    siteUrl: SITE,
    publicClientToken: TOKEN,
    testMode: true,
    passwordHash: TEST_PASSWORD_HASH,
    searchFillMs: 300,
    ...overrides,
  };
}

/** The default rate limits with some replaced (for a test that reaches a limit quickly). */
export function rateLimits(overrides: Partial<RateLimits>): RateLimits {
  return { ...loadConfig({}).rateLimits, ...overrides };
}

/**
 * Settings for a test server where one machine books many times (every test client is
 * 127.0.0.1): hold and booking limits out of the way, for tests about something else.
 */
export function manyBookings(): Partial<Config> {
  const plenty = { limit: 10_000, windowMs: 60_000 };
  return {
    maxHoldsPerClient: 10_000,
    maxHoldsPerSession: 10_000,
    holdBudget: {
      ...loadConfig({}).holdBudget,
      roomNightsPerClient: 1_000_000,
      roomNightsPerHotel: 1_000_000,
    },
    rateLimits: rateLimits({ booking: plenty, lookup: plenty, lookupFailures: plenty }),
  };
}

/** A server on its own temp data dir (a copy of the seeded template unless fresh). */
export interface TestServer extends RunningServer {
  dataDir: string;
  config: Config;
  /** Closes the server and removes its data dir (and database). */
  stop(): Promise<void>;
}

/** The apps answering in-process (`startTestApp`), by the origin they answer for. */
const inProcessApps = new Map<string, (request: Request) => Response | Promise<Response>>();
let inProcessCount = 0;

/**
 * Sends a request as `fetch` does, to an app answering in-process when the URL is one of
 * theirs (`startTestApp`), else over the network.
 */
export async function send(url: string, init?: RequestInit): Promise<Response> {
  const app = URL.canParse(url) ? inProcessApps.get(new URL(url).origin) : undefined;
  if (app) return app(new Request(url, init));
  try {
    return await fetch(url, init);
  } catch (error) {
    // A kept-alive connection the server closed just as it was reused ("other side closed",
    // ECONNRESET): in a test the server shares the process, so a test's own work can hold the
    // loop past its keep-alive time. A browser sends an idempotent request again on a new
    // connection, and so do we.
    const method = (init?.method ?? 'GET').toUpperCase();
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (
      ['GET', 'HEAD', 'OPTIONS'].includes(method) &&
      (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET')
    ) {
      return fetch(url, init);
    }
    throw error;
  }
}

/**
 * A seeded test API answering in-process through `app.request`, without a socket: for tests
 * of what routes answer. Its `url` is an origin only `send` and `Client` reach. Tests about
 * sockets (a crash, copies of the API, limits by address) use `startTestServer`.
 */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? (await seededDataDir());
  const config = testConfig(dataDir, overrides);
  const db = await openDatabase(config);
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    const catalog = await duringStartup(db, () => seedDatabase(db, config));
    app = await createApp({ db, config, catalog });
  } catch (error) {
    await db.close();
    if (!overrides.dataDir) await removeDataDir(dataDir);
    throw error;
  }
  inProcessCount += 1;
  const url = `http://api-${inProcessCount}.in-process.test`;
  inProcessApps.set(url, (request) => app.request(request));
  const close = async () => {
    inProcessApps.delete(url);
    await db.close();
  };
  return {
    url,
    port: 0,
    close,
    dataDir,
    config,
    stop: async () => {
      await close();
      await removeDataDir(config.dataDir);
    },
  };
}

/**
 * A seeded test API (in-process, `startTestApp`) and a client of it for the enclosing
 * `describe` block (or file): started before its tests, stopped after them. Read `client`
 * inside the tests.
 */
export function serverForTests(): { readonly server: TestServer; readonly client: Client } {
  let server: TestServer | undefined;
  let client: Client | undefined;
  beforeAll(async () => {
    server = await startTestApp();
    client = new Client(server.url);
  });
  afterAll(() => server?.stop());
  return {
    get server() {
      if (!server) throw new Error('the test server starts in beforeAll');
      return server;
    },
    get client() {
      if (!client) throw new Error('the test server starts in beforeAll');
      return client;
    },
  };
}

/** Starts a test server; `fresh` seeds an empty data dir instead of copying the template. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  fresh = false,
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? (fresh ? await emptyDataDir() : await seededDataDir());
  const config = testConfig(dataDir, overrides);
  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    if (!overrides.dataDir) await removeDataDir(dataDir);
    throw error;
  }
  return {
    ...server,
    dataDir,
    config,
    stop: async () => {
      await server.close();
      await removeDataDir(config.dataDir);
    },
  };
}

/** Opens the database of a test data dir beside a running server (close it when done). */
export function openTestDatabase(dataDir: string): Database {
  return connect({ dataDir, databaseUrl: databaseUrlOf(dataDir) });
}

/** A user to add straight into a test server's database. */
export interface NewUser {
  name: string;
  email: string;
  plan_id?: number | null;
  fid?: number | null;
  actions?: string[];
  role?: 'user' | 'staff';
}

/** Adds a user (password `demo-pass-123`) to the database of `dataDir`, beside a running server. */
export async function addUser(dataDir: string, user: NewUser): Promise<void> {
  const hash = await hashPassword('demo-pass-123', TEST_PASSWORD_HASH);
  const db = openTestDatabase(dataDir);
  try {
    await db.run(
      'INSERT INTO users (name, email, password_hash, plan_id, fid, options, actions, role, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        user.name,
        user.email,
        hash,
        user.plan_id ?? null,
        user.fid ?? null,
        JSON.stringify({ flights: false, packages: false, crm: false, vouchers: false }),
        JSON.stringify(user.actions ?? []),
        user.role ?? 'user',
        new Date().toISOString(),
      ],
    );
  } finally {
    await db.close();
  }
}

/** Runs a query on the database of `dataDir` (beside a running server). */
export async function queryDatabase<T>(
  dataDir: string,
  sql: string,
  ...params: (string | number)[]
): Promise<T[]> {
  const db = openTestDatabase(dataDir);
  try {
    return await db.all<T>(sql, params);
  } finally {
    await db.close();
  }
}

/** A copy of the API running as its own process (`node api/src/main.ts`, as `npm run api`). */
export interface ApiProcess {
  url: string;
  /** The first line it printed. */
  firstLine: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts `node api/src/main.ts` on port 0 over the database of a test data dir, in demo and
 * test mode with the test token, trusting X-Forwarded-For from loopback (the tests play the
 * site's front server); `env` adds or overrides variables.
 */
export function spawnApi(dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [new URL('./main.ts', import.meta.url).pathname], {
    env: {
      PATH: process.env['PATH'],
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      ...databaseEnv(dataDir),
      PUBLIC_CLIENT_TOKEN: TOKEN,
      SITE_URL: SITE,
      API_TEST_MODE: '1',
      API_SEARCH_FILL_MS: '300',
      TRUSTED_PROXIES: 'loopback',
      NODE_NO_WARNINGS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1])
        resolve({
          url: match[1],
          firstLine: output.split('\n')[0] ?? '',
          child,
          stop: async () => {
            stopping = true;
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code, signal) => {
      const error = new Error(`API exited with ${code ?? signal}: ${output}`);
      // Before it listened, starting failed; after, a copy dying under a test says why here.
      if (!stopping) reject(error);
      if (!stopping && output.includes('listening on')) console.error(error.message);
    });
  });
}

interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
  /** Send the public bearer token (default true). */
  bearer?: boolean;
  /** Send X-XSRF-TOKEN from the cookie jar (default true). */
  xsrf?: boolean;
}

/** An HTTP client with a cookie jar, like a browser tab of the site. */
export class Client {
  readonly base: string;
  readonly jar = new Map<string, string>();
  /** The address a proxy in front of the API reports for this browser (X-Forwarded-For). */
  readonly forwardedFor: string | undefined;

  constructor(base: string, forwardedFor?: string) {
    this.base = base;
    this.forwardedFor = forwardedFor;
  }

  /** Sends a request; redirects are not followed. */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(this.forwardedFor ? { 'x-forwarded-for': this.forwardedFor } : {}),
      ...options.headers,
    };
    if (options.bearer !== false) headers['authorization'] = `Bearer ${TOKEN}`;
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.jar.size) headers['cookie'] = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const init: RequestInit = { method, headers, redirect: 'manual' };
    if (body !== undefined) init.body = body;
    const response = await send(`${this.base}${path}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || !value) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  get(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.request('GET', path, options);
  }

  post(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.request('POST', path, options);
  }

  /** GET /sanctum/csrf-cookie (fills the jar with the session and XSRF cookies). */
  async csrf(): Promise<void> {
    const response = await this.get('/sanctum/csrf-cookie', { bearer: false });
    if (response.status !== 204) throw new Error(`csrf-cookie answered ${response.status}`);
  }

  /** Signs in (after fetching the CSRF cookie). */
  async login(email: string, password = 'demo-pass-123'): Promise<Response> {
    await this.csrf();
    return this.post('/login', { form: { email, password, remember: 'true' }, bearer: false });
  }
}

/** A date `days` from today (UTC) as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Reads a JSON answer as a loosely typed object for assertions. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
