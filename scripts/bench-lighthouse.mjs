/**
 * `npm run bench:lighthouse [distDir]`: Lighthouse (mobile preset: simulated slow 4G and a
 * 4x slower CPU) on the production server as `npm start` runs it, in the system Chromium,
 * three runs per page; prints the median run of each page, in English and Hebrew.
 * Builds into `dist` first when there is no build there.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright';
import { buildSite } from './build-site.mjs';
import { findBrowser } from './find-browser.mjs';
import { freePort } from './free-port.mjs';
import { waitForUrl } from './processes.mjs';
import { serveBuild, stayQuery } from './serve-build.mjs';

const RUNS = 3;
const dist = process.argv[2] ?? 'dist';
if (!existsSync(join(dist, 'server', 'entry.mjs'))) {
  console.log(`Building the site into ${dist}…`);
  buildSite({
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_OUT_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}

const site = await serveBuild(dist);
const query = stayQuery();
/** [label, path] per locale prefix ('' for en). */
const pages = (prefix) => [
  ['home', prefix || '/'],
  ['fixed destination', `${prefix}/hotels/places/de/berlin`],
  ['country landing', `${prefix}/hotels/destination/germany`],
  ['hotel', `${prefix}/hotels/destination/germany/berlin/${site.hotelSlug}?${query}`],
  ['results', `${prefix}/hotels/destination/germany/berlin/results?${query}`],
];

// One headless Chromium for every run; Lighthouse drives it over the DevTools protocol.
const debugPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const chromium = spawn(
  findBrowser() ?? playwrightChromium.executablePath(),
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
const exited = new Promise((resolve) => chromium.once('exit', resolve));
/** Stops Chromium and the site; Chromium must have exited before its profile is removed. */
const stop = async () => {
  chromium.kill();
  site.stop();
  await exited;
};
await waitForUrl(`http://127.0.0.1:${debugPort}/json/version`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

/** The run whose performance score is the median of `runs` (Lighthouse's own advice). */
function medianRun(runs) {
  const score = median(runs.map((lhr) => lhr.categories.performance.score));
  return runs.find((lhr) => lhr.categories.performance.score === score);
}

function transferred(lhr, type) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === type)?.transferSize ?? 0;
}

/**
 * One Lighthouse run of `url`. A run whose trace failed (Lighthouse's NO_NAVSTART and kin,
 * seen on a busy machine) is run again, twice at most.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      return result.lhr;
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${url}: ${error.message}; again`);
    }
  }
}

const rows = [];
try {
  for (const [locale, prefix] of [
    ['en', ''],
    ['he', '/he'],
  ]) {
    for (const [label, path] of pages(prefix)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(site.base + path));
      const lhr = medianRun(runs);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const row = {
        page: `${label} (${locale})`,
        path: path.split('?')[0],
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        LCP: ms(lhr.audits['largest-contentful-paint'].numericValue),
        TBT: ms(lhr.audits['total-blocking-time'].numericValue),
        CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        'script transferred': kb(transferred(lhr, 'script')),
        'HTML transferred': kb(transferred(lhr, 'document')),
        runs: runs.map((run) => Math.round(run.categories.performance.score * 100)).join('/'),
      };
      rows.push(row);
      console.error(`${row.page}: ${row.performance} (runs ${row.runs})`);
    }
  }
} finally {
  await stop();
  rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
}

// A Markdown table, ready for an issue or a pull request.
const columns = Object.keys(rows[0] ?? {});
console.log(`| ${columns.join(' | ')} |`);
console.log(`|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
