import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAstro, startFixtureSite } from './test-support.ts';

// The deployment of README.md "Production", on loopback: a load balancer (127.0.0.2) in front
// of the front server, which forwards to the booking API (from 127.0.0.1). The front server
// trusts the balancer only, the API the front server only, each through TRUSTED_PROXIES.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const BALANCER = '127.0.0.2';
let api: ChildProcess;
let dataDir = '';
let site: Awaited<ReturnType<typeof startFixtureSite>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'proxy-chain-'));
  api = spawn(process.execPath, [new URL('../api/src/main.ts', import.meta.url).pathname], {
    env: {
      PATH: process.env['PATH'],
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      API_DATA_DIR: dataDir,
      API_TEST_MODE: '1',
      API_PUBLIC_URL: '/',
      TRUSTED_PROXIES: '127.0.0.1',
      NODE_NO_WARNINGS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const apiUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    api.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    api.once('exit', (code) => reject(new Error(`API exited with ${code}: ${output}`)));
  });
  site = await startFixtureSite({
    astro: fakeAstro({}).handler,
    config: { apiUrl, trustedProxies: [BALANCER] },
  });
});

afterAll(async () => {
  await site?.close();
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  cookies: string[];
}

/** A request that reaches the front server from the balancer, on behalf of `visitor`. */
function viaBalancer(
  visitor: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: Number(port),
        localAddress: BALANCER,
        path,
        method: options.method ?? 'GET',
        headers: {
          accept: 'application/json',
          // A visitor may write their own entries; the balancer appends the address it saw.
          'x-forwarded-for': `6.6.6.6, ${visitor}`,
          'x-forwarded-proto': 'http',
          ...options.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: ([] as string[]).concat(response.headers['set-cookie'] ?? []),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

/** A browser of `visitor`: its anti-forgery cookie, then one sign-in with a wrong password. */
async function wrongSignIn(visitor: string): Promise<number> {
  const start = await viaBalancer(visitor, '/api/sanctum/csrf-cookie');
  const jar = new Map(
    start.cookies.map((line) => {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), pair.slice(index + 1)] as const;
    }),
  );
  const answer = await viaBalancer(visitor, '/api/login', {
    method: 'POST',
    headers: {
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email: 'nobody@example.test', password: 'wrong' }).toString(),
  });
  return answer.status;
}

describe('balancer -> front server -> API', () => {
  it('counts limits per visitor: one visitor reaching the limit leaves the next one free', async () => {
    const first: number[] = [];
    for (let i = 0; i < 11; i++) first.push(await wrongSignIn('198.51.100.20'));
    // Sign-ins are 10 a minute per visitor.
    expect(first).toEqual([...Array<number>(10).fill(422), 429]);
    expect(await wrongSignIn('198.51.100.21')).toBe(422);
    console.log(
      'proxy chain: the visitor behind balancer and front server hit the sign-in limit at attempt 11; the next visitor through the same chain was not limited',
    );
  });
});
