/**
 * `npm run bench:lighthouse [distDir] [options]`: Lighthouse (mobile preset: simulated slow 4G
 * and a 4x slower CPU) on the production server as `npm start` runs it, in the system
 * Chromium. Each page is measured beside its no-script twin (scripts/no-script-twin.mjs: the
 * same HTML and files with every script removed, the limit of that page on this machine),
 * run for run in turn, and the median run of each is printed with the gap (score, LCP, TBT),
 * in English and Hebrew. A second pass raises Lighthouse's CPU slowdown
 * (`throttling.cpuSlowdownMultiplier`) so a fast machine shows what a slow phone sees; the
 * throttling method stays Lighthouse's default. The results page is measured twice: as a
 * visitor arrives (the session starts in the browser) and with a filled session in its URL
 * (the server renders its first cards).
 * Builds into `dist` first when there is no build there. Each server gets one unmeasured run
 * first (the home page), so the first page measured does not pay the one-off costs.
 *
 * Options: `--pages home,hotel` (of home, destination, landing, hotel, results,
 * results-filled; default all), `--locales en,he`, `--runs N` (default 3), `--cpu-slowdown N`
 * (the second pass's multiplier, default 8; 4, the preset's own, runs only the first pass),
 * `--save DIR` (writes every run's Lighthouse report, JSON, to DIR: the LCP breakdown, the
 * requests and Lantern's estimates, to compare a page with its twin).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright';
import puppeteer from 'puppeteer-core';
import { buildSite } from './build-site.mjs';
import { findBrowser } from './find-browser.mjs';
import { freePort } from './free-port.mjs';
import { serveTwin } from './no-script-twin.mjs';
import { waitForUrl } from './processes.mjs';
import { serveBuild, stayQuery } from './serve-build.mjs';

const PAGE_IDS = ['home', 'destination', 'landing', 'hotel', 'results', 'results-filled'];
/** Lighthouse's mobile preset slows the CPU down 4 times. */
const PRESET_CPU_SLOWDOWN = 4;
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pages: { type: 'string', default: PAGE_IDS.join(',') },
    locales: { type: 'string', default: 'en,he' },
    runs: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: '8' },
    save: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const chosenPages = args.pages.split(',');
for (const id of chosenPages) {
  if (!PAGE_IDS.includes(id)) throw new Error(`--pages: ${id} is none of ${PAGE_IDS.join(', ')}`);
}
const slowdowns = [
  ...new Set([PRESET_CPU_SLOWDOWN, Number(args['cpu-slowdown']) || PRESET_CPU_SLOWDOWN]),
];
const dist = positionals[0] ?? 'dist';
if (!existsSync(join(dist, 'server', 'entry.mjs'))) {
  console.log(`Building the site into ${dist}…`);
  buildSite({
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_OUT_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}

const site = await serveBuild(dist);
const twin = await serveTwin(site.base);
const query = stayQuery();

/**
 * A search session for Berlin and the stay of `query`, started and polled through the API
 * until complete: a results URL naming it is rendered with its cards.
 */
async function filledSession() {
  // The session and anti-forgery cookies a browser tab holds, and the token they carry.
  const granted = await fetch(`${site.apiBase}/sanctum/csrf-cookie`);
  const jar = new Map(
    granted.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(';')[0];
      const equals = pair.indexOf('=');
      return [pair.slice(0, equals), pair.slice(equals + 1)];
    }),
  );
  const token = [...jar].find(([name]) => name.endsWith('XSRF-TOKEN'))?.[1] ?? '';
  const headers = {
    Authorization: 'Bearer storefront-public-token',
    'Content-Type': 'application/json',
    Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    'X-XSRF-TOKEN': decodeURIComponent(token),
  };
  const stay = new URLSearchParams(query);
  const started = await fetch(`${site.apiBase}/v3/hotels/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
      check_in: stay.get('check_in'),
      check_out: stay.get('check_out'),
      guests: stay.get('guests'),
      currency: stay.get('currency'),
    }),
  });
  if (!started.ok) throw new Error(`search: ${started.status} ${await started.text()}`);
  const { session } = (await started.json()).data;
  for (let i = 0; i < 120; i++) {
    const answer = await fetch(`${site.apiBase}/v3/hotels/search/${session}`, { headers });
    if ((await answer.json()).data.status === 'complete') return session;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`search session ${session} did not complete`);
}

/** [id, label, path] per locale prefix ('' for en). */
const pages = async (prefix) => {
  const results = `${prefix}/hotels/destination/germany/berlin/results?${query}`;
  const all = [
    ['home', 'home', prefix || '/'],
    ['destination', 'fixed destination', `${prefix}/hotels/places/de/berlin`],
    ['landing', 'country landing', `${prefix}/hotels/destination/germany`],
    ['hotel', 'hotel', `${prefix}/hotels/destination/germany/berlin/${site.hotelSlug}?${query}`],
    ['results', 'results', results],
    ['results-filled', 'results, filled session', results],
  ].filter(([id]) => chosenPages.includes(id));
  for (const page of all) {
    if (page[0] === 'results-filled') page[2] = `${results}&session=${await filledSession()}`;
  }
  return all;
};

// One headless Chromium for every run; Lighthouse drives it over the DevTools protocol, in a
// tab of a fresh browser context each run (see `audit`).
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
await waitForUrl(`http://127.0.0.1:${debugPort}/json/version`);
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${debugPort}`,
  defaultViewport: null,
});
/** Stops Chromium and the site; Chromium must have exited before its profile is removed. */
const stop = async () => {
  await browser.disconnect();
  chromium.kill();
  twin.stop();
  site.stop();
  await exited;
};

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
 * One Lighthouse run of `url` with the CPU slowed down `cpuSlowdown` times, in a tab of its
 * own browser context. Lighthouse's own new tab shares the renderer process of the last page
 * of the same site (127.0.0.1: ours and the twin alike), which then tears that page down
 * (its code and heap, 130-210 ms) inside the measured load: Lighthouse counted it as an
 * unattributable long task, and the twin scored 78-100 from run to run. A fresh context has a
 * fresh process. A run whose trace failed (Lighthouse's NO_NAVSTART and kin, seen on a busy
 * machine) is run again, twice at most.
 */
async function audit(url, cpuSlowdown) {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.createBrowserContext();
    try {
      const result = await lighthouse(
        url,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // Merged into the preset's throttling: only the CPU slowdown changes.
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        },
        undefined,
        await context.newPage(),
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      return result.lhr;
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${url}: ${error.message}; again`);
    } finally {
      await context.close();
    }
  }
}

/** The figures of the median run of `runs`. */
function figures(runs) {
  const lhr = medianRun(runs);
  return {
    lhr,
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    runs: runs.map((run) => Math.round(run.categories.performance.score * 100)).join('/'),
  };
}
const save = (name, lhr) => writeFileSync(join(args.save, name), JSON.stringify(lhr));
const signed = (value, format) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${format(Math.abs(value))}`;

const rows = [];
try {
  // One unmeasured run on each server first: the first page of a run paid the fresh browser's
  // and servers' one-off costs (its LCP came out 0.3 s above the same page measured later).
  await audit(`${site.base}/`, PRESET_CPU_SLOWDOWN);
  await audit(`${twin.base}/`, PRESET_CPU_SLOWDOWN);
  for (const cpuSlowdown of slowdowns) {
    for (const locale of args.locales.split(',')) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      for (const [id, label, path] of await pages(prefix)) {
        const ours = [];
        const bare = [];
        // Turn about, so a busy moment of the machine weighs on both alike.
        for (let i = 0; i < RUNS; i++) {
          ours.push(await audit(site.base + path, cpuSlowdown));
          bare.push(await audit(twin.base + path, cpuSlowdown));
        }
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          const name = `${locale}-${id}-${cpuSlowdown}x`;
          ours.forEach((lhr, i) => save(`${name}-ours-${i + 1}.json`, lhr));
          bare.forEach((lhr, i) => save(`${name}-twin-${i + 1}.json`, lhr));
        }
        const a = figures(ours);
        const b = figures(bare);
        const score = (id) => Math.round((a.lhr.categories[id]?.score ?? 0) * 100);
        const row = {
          page: `${label} (${locale})`,
          path: path.split('?')[0],
          CPU: `${cpuSlowdown}x`,
          performance: a.score,
          LCP: ms(a.lcp),
          TBT: ms(a.tbt),
          'twin: performance': b.score,
          'twin: LCP': ms(b.lcp),
          'twin: TBT': ms(b.tbt),
          'gap: score': signed(a.score - b.score, String),
          'gap: LCP': signed(a.lcp - b.lcp, ms),
          'gap: TBT': signed(a.tbt - b.tbt, ms),
          CLS: a.lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          seo: score('seo'),
          'script transferred': kb(transferred(a.lhr, 'script')),
          'HTML transferred': kb(transferred(a.lhr, 'document')),
          runs: `${a.runs} (twin ${b.runs})`,
          // Lighthouse's measure of the machine's speed over these runs (higher is faster):
          // figures compare only with those of a machine of a similar index.
          'CPU index': Math.round(
            median([...ours, ...bare].map((lhr) => lhr.environment.benchmarkIndex)),
          ),
        };
        rows.push(row);
        console.error(`${row.page} at ${row.CPU}: ${a.score} (twin ${b.score})`);
      }
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
