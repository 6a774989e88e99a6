/**
 * Size budget, on the production server (`server/main.ts`) as `npm start` runs it:
 * - in Chromium, the scripts a page requests before any input (inline and fetched, gzip),
 *   and how much of that is framework code (React): a static page must request none;
 * - the page's HTML as the server sends it (brotli): at most 15 KB on a static page;
 * - everything the page can load once its islands wake (JavaScript and CSS, gzip), against
 *   a budget per page;
 * - the service worker (`/sw.js`, Workbox and the caching rules, gzip): every visitor's browser
 *   installs it once the page is interactive;
 * - the map (issue 28): no byte of its code, sheet or land outline before the visitor opens
 *   the results map or scrolls the hotel's map into view, and what it costs once opened (gzip);
 * - that React DOM, where a page loads it before any input, starts with V8's compile hint
 *   (scripts/vite-compile-hints.mjs);
 * - that the page links exactly one stylesheet, its kind's (src/styles/pages/): a second
 *   utilities sheet would reorder Tailwind's utilities (scripts/page-styles.ts checks that each
 *   sheet holds every class its pages can render). Pages outside the table are checked too.
 * Prints a table and fails when a page goes over a budget.
 * `node scripts/budget.mjs [distDir]` (default dist-e2e, as `npm test` builds it).
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import process from 'node:process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { findBrowser } from './find-browser.mjs';
import { COMPILE_HINT } from './vite-compile-hints.mjs';
import { serveBuild, stayQuery } from './serve-build.mjs';

const dist = process.argv[2] ?? 'dist-e2e';
const query = stayQuery();
/** The service worker script, gzip: Workbox's runtime modules (about 8 KB) and the rules. */
const WORKER_BUDGET = 12 * 1024;
/** Static pages: no framework before input, lean HTML. */
const HTML_BUDGET = 15 * 1024;
/**
 * Script a page requests before any input (inline and fetched, gzip), by kind of page: a static
 * page runs its small page script and the interaction directive (about 20 KB measured); the
 * hotel page the same and its deadlines script, its rates rendered with the page and their
 * island woken on the first input (about 24 KB; it was 103 KB with React at load, issue 30).
 * The widget hydrates at load and has no such limit; nor has the results page, whose list
 * hydrates at load unless the server sent a full first page (then a small script follows the
 * search until the list is used: about 38 KB, no framework; src/scripts/results-follow.ts),
 * which depends on how fast the API answered the page's render.
 */
const BEFORE_INPUT_BUDGET = { static: 24_000, hotel: 40_000 };
/**
 * zod schemas a page builds before any input. Every schema a loaded module declares is built
 * as it loads (zod binds each instance's methods), in the task that evaluates the page's
 * modules: the results page built 464 of them with the hotel page's and rates' schemas and the
 * suggestions', about 100 without (issue 30 item 4). Static and hotel pages build none.
 */
const SCHEMAS_BEFORE_INPUT = { static: 0, hotel: 0, results: 150 };
/**
 * [path, static, JavaScript with every island, CSS, script before input (gzip bytes), zod
 * schemas built before input]. Pages with the header can
 * load React for its pickers and menus, pages with the search form add the form (its
 * calendar loads only when the dates are opened): all of it only when a person asks. The
 * interaction directive and the map of per-locale message chunks add about 4 KB to it. The
 * results and hotel pages also carry the API contract's schemas (zod, about 10 KB), which
 * check the answers of the typed API client (src/lib/api/*-calls.ts); the results page also
 * its search-session store (src/stores/results.ts) and Intl number formatting (about 3 KB).
 * CSS: static pages and the widget link the static sheet (src/styles/pages/static.css, 8.2 KB),
 * results and hotel pages the search sheet (9.5 KB); one sheet with every page's classes was
 * 10.0 KB. The calendar's sheets load when it opens and are not counted.
 * Raised this round by what the islands gained (measured under .ci/run): the header's
 * islands about 1 KB (the service worker's start and offline notice, typed message keys),
 * the results page 6 KB (the map switch and results map shell, the phone summary bar; the
 * map itself loads on opening and is counted apart), the hotel page 6 KB (its map island,
 * the range calendar of the stay form, the agent's proposal panel). Issue 30 is to bring
 * these down again.
 */
const pages = [
  ['/terms-of-use', true, 97_000, 8_600, BEFORE_INPUT_BUDGET.static],
  ['/', true, 107_000, 8_600, BEFORE_INPUT_BUDGET.static],
  ['/he', true, 107_000, 8_600, BEFORE_INPUT_BUDGET.static],
  ['/hotels', true, 107_000, 8_600, BEFORE_INPUT_BUDGET.static],
  ['/hotels/israel', true, 107_000, 8_600, BEFORE_INPUT_BUDGET.static],
  ['/hotels/places/de/berlin', true, 107_000, 8_600, BEFORE_INPUT_BUDGET.static],
  ['/hotels/destination/germany', true, 107_000, 8_600, BEFORE_INPUT_BUDGET.static],
  ['/hotels/destination/germany/berlin', true, 107_000, 8_600, BEFORE_INPUT_BUDGET.static],
  [
    `/hotels/destination/germany/berlin/results?${query}`,
    false,
    139_000,
    10_000,
    undefined,
    SCHEMAS_BEFORE_INPUT.results,
  ],
  ['HOTEL', false, 127_000, 10_000, BEFORE_INPUT_BUDGET.hotel, SCHEMAS_BEFORE_INPUT.hotel],
  ['/widgets/search', false, 99_000, 8_600],
];

const site = await serveBuild(dist);
const { base } = site;
const hotelPath = `/hotels/destination/germany/berlin/${site.hotelSlug}?${query}`;

const gz = (text) => gzipSync(text, { level: 9 }).length;
/** React's own code: the element symbol and the error links only React ships. */
const isFramework = (code) => /react\.transitional\.element|react\.dev\/errors\//.test(code);
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

/** The bytes of a page's HTML as the server sends it to a browser (brotli). */
function htmlOnWire(path) {
  return new Promise((resolve, reject) => {
    request(base + path, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

/** What a page can load once every island woke: inline and linked scripts and styles. */
async function everything(path) {
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
  const links = stylesheets(html);
  const sheets = links.map((href) => asset(href).toString());
  return { js, css: gz(inlineCss + sheets.join('\n')), inlineJs, links };
}

/** The stylesheets a page links. */
function stylesheets(html) {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
}
/** A sheet's name without its folder and content hash: `static.css` for `/_astro/static.x1.css`. */
const sheetName = (href) =>
  href
    .split('/')
    .at(-1)
    .replace(/\.[\w-]{8}\.css$/, '.css');

/**
 * Pages outside the table, for the one-sheet check only: each kind and layout (account, sign-in,
 * booking, list, not found) and an error page the front server answers with (a file: it has no
 * address of its own).
 */
const linkChecked = [
  '/profile',
  '/login',
  '/book',
  '/favorites',
  '/dashboard/bookings',
  '/he/privacy-policy',
  '/no-such-page',
  '/offline',
  'errors/503',
];

const browser = await chromium.launch({ executablePath: findBrowser() });
/** The scripts Chromium requests for a page until the network is idle, with no input. */
async function beforeInput(path, inlineJs) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // zod calls its global post-processor once for every schema it builds.
  await page.addInitScript(() => {
    globalThis.zodSchemasBuilt = 0;
    globalThis.__zod_globalConfig = { postProcessor: () => void globalThis.zodSchemasBuilt++ };
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => body.toString()));
    }
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const schemas = await page.evaluate(() => globalThis.zodSchemasBuilt);
  const files = await Promise.all(scripts);
  await context.close();
  const framework = files.filter(isFramework);
  // React DOM (its fibers' key), to be compiled off the main thread with V8's hint
  // (scripts/vite-compile-hints.mjs); -1 when React loads but no chunk is known as React DOM's.
  const reactDom = framework.filter((code) => code.includes('__reactFiber$'));
  return {
    js: gz(inlineJs + files.join('\n')),
    framework: framework.length > 0 ? gz(framework.join('\n')) : 0,
    schemas,
    unhinted:
      framework.length > 0 && reactDom.length === 0
        ? -1
        : reactDom.filter((code) => !code.startsWith(COMPILE_HINT)).length,
  };
}

/** A response of the map: Leaflet's code or sheet, the map's own sheet or the land outline. */
const isMapBytes = (url, body) =>
  /land-50m/.test(url) || /leaflet-container|\.stay-map/.test(body.toString('latin1'));

/**
 * The map's bytes (gzip) a page requests before the map is opened (`open` clicks or scrolls
 * to it) and once it is.
 */
async function mapBytes(path, open) {
  // A phone's screen: the hotel's location box (and its map) is well below the first screen.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    responses.push(
      response
        .body()
        .then((body) => ({ url: response.url(), body }))
        .catch(() => null),
    );
  });
  const mapOf = async (list) =>
    (await Promise.all(list))
      .filter((r) => r !== null && isMapBytes(r.url, r.body))
      .reduce((sum, r) => sum + gzipSync(r.body, { level: 9 }).length, 0);
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const before = await mapOf(responses.splice(0));
  await open(page);
  await page.locator('[data-map-ready="true"]').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const opened = await mapOf(responses.splice(0));
  await context.close();
  return { before, opened };
}

/** [page, how its map opens]: the results' Map button, the hotel's location box in view. */
const maps = [
  [
    `/hotels/destination/germany/berlin/results?${query}`,
    async (page) => {
      await page.locator('[data-hotel-card]').first().waitFor({ timeout: 30_000 });
      await page.locator('[data-map-toggle]').click();
    },
  ],
  ['HOTEL', (page) => page.locator('[data-map]').scrollIntoViewIfNeeded()],
];

let failed = false;
const columns = [
  ['page', 48],
  ['HTML br', 9],
  ['JS before input', 16],
  ['framework', 10],
  ['schemas', 8],
  ['JS all islands', 15],
  ['CSS', 7],
  ['sheet', 12],
];
console.log(
  columns.map(([name, width], i) => (i ? name.padStart(width) : name.padEnd(width))).join(' '),
);
try {
  for (const [page, isStatic, jsBudget, cssBudget, beforeBudget, schemaBudget] of pages) {
    const path = page === 'HOTEL' ? hotelPath : page;
    const all = await everything(path);
    const before = await beforeInput(path, all.inlineJs);
    const html = await htmlOnWire(path);
    const over = [
      (isStatic || beforeBudget !== undefined) && before.framework > 0 && 'framework before input',
      beforeBudget !== undefined &&
        before.js > beforeBudget &&
        `JS before input over ${beforeBudget}`,
      isStatic && html > HTML_BUDGET && `HTML over ${HTML_BUDGET}`,
      before.schemas > (isStatic ? SCHEMAS_BEFORE_INPUT.static : (schemaBudget ?? Infinity)) &&
        `${before.schemas} zod schemas before input`,
      all.js > jsBudget && `JS over ${jsBudget}`,
      all.css > cssBudget && `CSS over ${cssBudget}`,
      all.links.length !== 1 && `${all.links.length} stylesheets`,
      before.unhinted !== 0 && 'React DOM without its compile hint',
    ].filter(Boolean);
    failed ||= over.length > 0;
    const label =
      page === 'HOTEL' ? '/hotels/destination/germany/berlin/{hotel}' : path.split('?')[0];
    const sheet = all.links.map(sheetName).join(' ');
    const cells = [
      label,
      html,
      before.js,
      before.framework,
      before.schemas,
      all.js,
      all.css,
      sheet,
    ];
    console.log(
      cells
        .map((cell, i) => (i ? String(cell).padStart(columns[i][1]) : cell.padEnd(48)))
        .join(' '),
      over.length > 0 ? `OVER: ${over.join(', ')}` : '',
    );
  }
  for (const [page, open] of maps) {
    const path = page === 'HOTEL' ? hotelPath : page;
    const { before, opened } = await mapBytes(path, open);
    failed ||= before > 0 || opened === 0;
    const label =
      page === 'HOTEL' ? '/hotels/destination/germany/berlin/{hotel}' : path.split('?')[0];
    console.log(
      `${`map of ${label}`.padEnd(48)} before opening ${before} B, once opened ${opened} B gzip`,
      before > 0 ? 'OVER: map bytes before the map was opened' : '',
      opened === 0 ? 'WRONG: the opened map loaded nothing' : '',
    );
  }
  for (const page of linkChecked) {
    const html = page.startsWith('/')
      ? await (await fetch(base + page)).text()
      : readFileSync(join(dist, 'client', page, 'index.html'), 'utf8');
    const links = stylesheets(html);
    failed ||= links.length !== 1;
    console.log(
      `${page.padEnd(48)} links ${links.map(sheetName).join(' ') || 'no stylesheet'}`,
      links.length !== 1 ? `WRONG: ${links.length} stylesheets, 1 expected` : '',
    );
  }
  const worker = gz(asset('/sw.js'));
  const workerOver = worker > WORKER_BUDGET;
  failed ||= workerOver;
  console.log(
    `${'/sw.js (service worker, gzip)'.padEnd(48)} ${String(worker).padStart(9)}`,
    workerOver ? `OVER: ${WORKER_BUDGET}` : '',
  );
} finally {
  await browser.close();
  site.stop();
}
process.exit(failed ? 1 : 0);
