import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_PUBLIC_CLIENT_TOKEN,
  loadConfig,
  PRODUCTION_PASSWORD_HASH,
  productionProblems,
  TEST_PASSWORD_HASH,
} from '../config.ts';
import { StartupError } from '../server.ts';
import { Client, json, queryDatabase, startTestServer } from '../test-support.ts';

const KEY = 'k'.repeat(48);
const production = {
  mode: 'production',
  signingKey: KEY,
  testMode: false,
  passwordHash: PRODUCTION_PASSWORD_HASH,
} as const;

function runApi(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-mode-'));
  const run = spawnSync(process.execPath, [new URL('../main.ts', import.meta.url).pathname], {
    env: {
      PATH: process.env['PATH'],
      API_DATA_DIR: dataDir,
      API_PORT: '0',
      NODE_NO_WARNINGS: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  rmSync(dataDir, { recursive: true, force: true });
  return run;
}

describe('demo and production modes', () => {
  it('is demo unless NODE_ENV=production or API_MODE=production', () => {
    expect(loadConfig({}).mode).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(loadConfig({ API_MODE: 'production' }).mode).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', API_MODE: 'demo' }).mode).toBe('demo');
    expect(loadConfig({ API_MODE: ' Production ' }).mode).toBe('production');
  });

  it('refuses to start on an API_MODE that is neither demo nor production, naming the two', () => {
    for (const typo of ['prod', 'live', 'production1'])
      expect(() => loadConfig({ API_MODE: typo })).toThrow(ConfigError);
    expect(() => loadConfig({ API_MODE: 'prod', NODE_ENV: 'production' })).toThrow(
      /API_MODE is "prod": it must be demo or production/,
    );
    const run = runApi({ API_MODE: 'prod' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('DEMO MODE');
    expect(run.stderr).toContain('The booking API cannot start');
    expect(run.stderr).toContain('it must be demo or production');
  });

  it('takes the password hash cost from the configuration, and production refuses a test cost', () => {
    // Whatever the environment says (a test runner's VITEST=true included), a loaded
    // configuration hashes at production cost unless API_TEST_MODE=1.
    expect(loadConfig({ VITEST: 'true' }).passwordHash).toEqual(PRODUCTION_PASSWORD_HASH);
    expect(loadConfig({ NODE_ENV: 'production', VITEST: 'true' }).passwordHash).toEqual(
      PRODUCTION_PASSWORD_HASH,
    );
    expect(loadConfig({ API_TEST_MODE: '1' }).passwordHash).toEqual(TEST_PASSWORD_HASH);
    const ready = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_CLIENT_TOKEN: 'a-long-random-client-token',
      API_SIGNING_KEY: KEY,
    });
    expect(productionProblems(ready)).toEqual([]);
    expect(productionProblems({ ...ready, passwordHash: TEST_PASSWORD_HASH })).toEqual([
      'The password hash cost is scrypt N=4096, r=8, p=1, a test setting: production hashes with at least N=131072, r=8, p=1 (unset API_TEST_MODE).',
    ]);
  });

  it('refuses to start production on the default client token, without a signing key or with test routes', () => {
    const env = { NODE_ENV: 'production' };
    expect(productionProblems(loadConfig(env))).toHaveLength(2);
    const ready = {
      ...env,
      PUBLIC_CLIENT_TOKEN: 'a-long-random-client-token',
      API_SIGNING_KEY: KEY,
    };
    expect(productionProblems(loadConfig(ready))).toEqual([]);
    expect(productionProblems(loadConfig({ ...ready, API_SIGNING_KEY: 'short' }))).toHaveLength(1);
    // Test routes, and the cheap password hashes that come with them.
    expect(productionProblems(loadConfig({ ...ready, API_TEST_MODE: '1' }))).toHaveLength(2);

    const run = runApi({ NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('DEMO MODE');
    expect(run.stderr).toContain('The booking API cannot start');
    expect(run.stderr).toContain('PUBLIC_CLIENT_TOKEN is the default demo token');
    expect(run.stderr).toContain('API_SIGNING_KEY is not set');
  });

  it('allows loopback origins by CORS in demo mode only', () => {
    const env = { SITE_URL: 'https://www.example.com', CORS_ORIGINS: 'https://partner.example' };
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).corsOrigins).toEqual([
      'https://www.example.com',
      'https://partner.example',
    ]);
    expect(loadConfig(env).corsOrigins).toEqual([
      'https://www.example.com',
      'https://127.0.0.1',
      'https://localhost',
      'https://partner.example',
    ]);
  });

  it('refuses a database made in demo mode, which holds demo accounts', async () => {
    const error = await startTestServer(production).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as StartupError).message).toMatch(/demo accounts .*user@demo\.test/);
  });

  it('seeds no demo account and no demo partner in production', async () => {
    const own = await startTestServer(production, true);
    expect(own.config.publicClientToken).not.toBe(DEFAULT_PUBLIC_CLIENT_TOKEN);
    expect(await queryDatabase(own.dataDir, 'SELECT email FROM users')).toEqual([]);
    expect(await queryDatabase(own.dataDir, 'SELECT fid FROM agencies')).toEqual([{ fid: 1 }]);
    const client = new Client(own.url);
    const login = await client.login('user@demo.test');
    expect(login.status).toBe(422);
    expect((await client.get('/v3/agent/1001')).status).toBe(404);
    expect((await client.get('/v3/agent/1')).status).toBe(200);
    expect((await client.get('/__test/leads')).status).toBe(404);
    const hotels = await json<{ data: { top_hotels: unknown[] } }>(
      await client.get('/v3/destinations/germany/berlin'),
    );
    expect(hotels.data.top_hotels.length).toBeGreaterThan(0);
    await own.stop();
  });
});
