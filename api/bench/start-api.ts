/**
 * Starts the API (`node api/src/main.ts`) for a benchmark: on port 0, filling search sessions at
 * once, with `env` added (data dir, token, proxies). `address` resolves to the address it
 * prints once it listens.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import process from 'node:process';
import type { Readable } from 'node:stream';

export interface BenchApi {
  child: ChildProcessByStdio<null, Readable, null>;
  address: Promise<string>;
}

export function startApi(env: Record<string, string>): BenchApi {
  const child = spawn(process.execPath, [new URL('../src/main.ts', import.meta.url).pathname], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      API_SEARCH_FILL_MS: '0',
      NODE_NO_WARNINGS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Seeding a fresh database takes a few seconds, much longer on a busy machine.
  const address = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('API did not start in 180 s')), 180_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
  return { child, address };
}
