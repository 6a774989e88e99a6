import { spawn } from 'node:child_process';
import process from 'node:process';

/**
 * Runs several long-lived commands side by side with prefixed output; when one exits,
 * or on Ctrl+C, the others are stopped and the process exits with its code.
 */
export function runTogether(commands) {
  const children = commands.map(({ name, command, args, env }) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `[${name}] ${line}\n`)
        .join('');
    child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
    return child;
  });
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

/**
 * Resolves once `url` answers 2xx (a server started by a script is ready), polling every
 * 100 ms for at most a minute.
 * @param {string} url
 * @returns {Promise<void>}
 */
export async function waitForUrl(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
