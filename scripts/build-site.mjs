/**
 * Builds the site (`astro build`) with a larger young generation for V8: pre-rendering tens of
 * thousands of pages allocates short-lived strings at a high rate, and the default 16 MB
 * semi-space makes the collector run so often that it costs about a quarter of the build.
 * Run directly (`npm run build`) or through `buildSite()` from the start and e2e scripts.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import process from 'node:process';

const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

/**
 * Runs `astro build` in a child Node process (this Node) with the tuned collector.
 * @param {{ env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function buildSite({ env = process.env, stdio = 'inherit' } = {}) {
  execFileSync(process.execPath, ['--max-semi-space-size=64', astro, 'build'], { env, stdio });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildSite();
  } catch (error) {
    process.exit(typeof error.status === 'number' ? error.status : 1);
  }
}
