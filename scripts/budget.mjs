/**
 * Size budget: fetches pages from the production server and adds up the JavaScript and
 * CSS each one ships (inline and linked, including island components), gzip-compressed.
 * Prints a table and fails when a page goes over its budget.
 * `node scripts/budget.mjs [distDir]` (default dist-e2e, as `npm test` builds it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';
import { freePort } from './free-port.mjs';
import { waitForUrl } from './processes.mjs';

const dist = process.argv[2] ?? 'dist-e2e';
/**
 * Budgets in gzip bytes: [path, JavaScript, CSS]. Pages with the header ship React for its
 * pickers and menus, loaded when the browser is idle, never before first paint; pages with
 * the search form add the form (its calendar loads only when the dates are opened).
 */
const stay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const query = `check_in=${stay(20)}&check_out=${stay(23)}&guests=2&currency=EUR`;
const pages = [
  ['/terms-of-use', 90_000, 16_000],
  ['/', 100_000, 16_000],
  ['/he', 100_000, 16_000],
  ['/hotels/destination/germany/berlin', 100_000, 16_000],
  // The results island parses every answer with the contract's zod schemas (issue 19): 122 KB.
  [`/hotels/destination/germany/berlin/results?${query}`, 125_000, 16_000],
  ['HOTEL', 115_000, 16_000],
  ['/widgets/search', 92_000, 16_000],
];

// The reference API (fresh data) and the production server, both on free loopback ports.
const apiPort = await freePort();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const apiBase = `http://127.0.0.1:${apiPort}`;
const api = spawn('node', ['api/src/main.ts'], {
  env: {
    ...process.env,
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    API_DATA_DIR: mkdtempSync(join(tmpdir(), 'budget-')),
    SITE_URL: base,
    API_PUBLIC_URL: '/',
  },
  stdio: 'ignore',
});
const server = spawn('node', ['server/main.ts'], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_DIST: dist,
    API_URL: apiBase,
  },
  stdio: 'ignore',
});
await waitForUrl(`${apiBase}/openapi.json`);
await waitForUrl(`${base}/hotels`);
const berlin = await (
  await fetch(`${apiBase}/v3/destinations/germany/berlin`, {
    headers: { Authorization: 'Bearer storefront-public-token' },
  })
).json();
const hotelPath = `/hotels/destination/germany/berlin/${berlin.data.top_hotels[0].slug}?${query}`;

const gz = (text) => gzipSync(text, { level: 9 }).length;
const asset = (url) => readFileSync(join(dist, 'client', new URL(url, base).pathname));
/** Static imports of a module, followed so shared chunks count once per page. */
function withImports(url, seen) {
  if (seen.has(url)) return;
  seen.add(url);
  const code = asset(url).toString();
  for (const [, spec] of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[^'"]*?from\s*)?["']([^"']+)["']/g,
  )) {
    withImports(new URL(spec, new URL(url, base)).pathname, seen);
  }
}

let failed = false;
console.log('page'.padEnd(48), 'JS gzip'.padStart(9), 'CSS gzip'.padStart(9));
for (const [page, jsBudget, cssBudget] of pages) {
  const path = page === 'HOTEL' ? hotelPath : page;
  const html = await (await fetch(base + path)).text();
  const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[0]))
    .map((m) => m[1])
    .join('\n');
  const modules = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) withImports(src, modules);
  for (const [, src] of html.matchAll(
    /(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g,
  )) {
    withImports(src, modules);
  }
  const js = gz(inlineJs + [...modules].map((m) => asset(m).toString()).join('\n'));
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('\n');
  const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    asset(m[1]).toString(),
  );
  const css = gz(inlineCss + sheets.join('\n'));
  const over = js > jsBudget || css > cssBudget;
  failed ||= over;
  console.log(
    (page === 'HOTEL' ? '/hotels/destination/germany/berlin/{hotel}' : path.split('?')[0]).padEnd(
      48,
    ),
    String(js).padStart(9),
    String(css).padStart(9),
    over ? `OVER (budget ${jsBudget}/${cssBudget})` : '',
  );
}
server.kill();
api.kill();
process.exit(failed ? 1 : 0);
