/**
 * Size budget: fetches pages from the production server and adds up the JavaScript and
 * CSS each one ships (inline and linked, including island components), gzip-compressed.
 * Prints a table and fails when a page goes over its budget.
 * `node scripts/budget.mjs [distDir]` (default dist-e2e, as `npm test` builds it).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';
import { freePort } from './free-port.mjs';

const dist = process.argv[2] ?? 'dist-e2e';
/**
 * Budgets in gzip bytes: [path, JavaScript, CSS]. Pages with the header ship React for its
 * pickers and menus (loaded when the browser is idle, never before first paint).
 */
const pages = [
  ['/', 90_000, 16_000],
  ['/he', 90_000, 16_000],
  ['/terms-of-use', 90_000, 16_000],
  ['/hotels/destination/germany/berlin', 90_000, 16_000],
  ['/widgets/search', 6_000, 16_000],
];

const port = await freePort();
const server = spawn('node', [join(dist, 'server/entry.mjs')], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    await fetch(`${base}/hotels`);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
console.log('page'.padEnd(40), 'JS gzip'.padStart(9), 'CSS gzip'.padStart(9));
for (const [path, jsBudget, cssBudget] of pages) {
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
    path.padEnd(40),
    String(js).padStart(9),
    String(css).padStart(9),
    over ? `OVER (budget ${jsBudget}/${cssBudget})` : '',
  );
}
server.kill();
process.exit(failed ? 1 : 0);
