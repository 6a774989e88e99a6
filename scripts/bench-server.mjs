/**
 * `npm run bench:server`: the front server's figures (issue 14), printed as Markdown tables.
 * - bytes transferred (with `Accept-Encoding: br, gzip`) for `/`, a results page and a hotel
 *   page: the HTML, CSS and JavaScript Chromium loads for each, fetched again as sent;
 * - requests per second and latency of a static and an on-demand page at 50 concurrent
 *   connections on loopback (autocannon);
 * - the headers of each kind of answer, and their Mozilla Observatory grade over https.
 *
 * It starts the reference API and the front server over the build in `--dist` (default
 * `dist`, from `npm run build`) on free loopback ports. `--baseline URL --baseline-api URL`
 * measures another running site in the same run (for before/after figures; it must use the
 * same demo data, API_SEED 42), and `--baseline-pid PID` reads its server's CPU time.
 * `--duration S` (default 10) and `--connections N` (default 50).
 *
 * Besides requests per second, the throughput table gives requests per CPU second of the front
 * server (from /proc, Linux), which a machine busy with other work distorts far less, and
 * the ratio of a page cache hit to a static page by both measures (issue 30: at least 0.5),
 * and the client's own processor share: a client near 100% of a core measures itself.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { observatoryScore } from '../server/observatory.ts';
import { findBrowser } from './find-browser.mjs';
import { freePort } from './free-port.mjs';
import { waitForUrl } from './processes.mjs';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    baseline: { type: 'string' },
    'baseline-api': { type: 'string' },
    'baseline-pid': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(args.duration);

// autocannon 9 decodes every body chunk as UTF-8 text and joins it to the request's body, for
// checks this bench does not make. For compressed bytes that decoding costs the client more
// than the server spends answering (141 µs for the 19 KB brotli hotel page against 35-66 µs
// for the 14.5 KB static one, on the machine that found it), so the client, not the server,
// set the pace. The bench counts bodies without decoding them; the throughput table prints the
// client's processor share, so a run the client limits shows as one.
const PipelinedRequestsQueue = createRequire(import.meta.url)(
  'autocannon/lib/pipelinedRequestsQueue.js',
);
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function') {
  throw new Error('autocannon changed: its PipelinedRequestsQueue has no addBody to replace');
}
PipelinedRequestsQueue.prototype.addBody = function addBody() {};

const connections = Number(args.connections);
const ACCEPT = { 'accept-encoding': 'br, gzip' };

// The reference API and the front server, both on free loopback ports.
const apiPort = await freePort();
const sitePort = await freePort();
const apiBase = `http://127.0.0.1:${apiPort}`;
const siteBase = `http://127.0.0.1:${sitePort}`;
const children = [
  spawn('node', ['api/src/main.ts'], {
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      API_DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-server-')),
      API_PUBLIC_URL: '/',
      SITE_URL: siteBase,
    },
    stdio: 'ignore',
  }),
  spawn('node', ['server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      SITE_DIST: args.dist,
      API_URL: apiBase,
      PUBLIC_SITE_URL: siteBase,
      // The bench stands for the load balancer: its X-Forwarded-Proto shows the https headers.
      TRUSTED_PROXIES: '127.0.0.1',
    },
    stdio: 'ignore',
  }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('exit', stop);
await waitForUrl(`${apiBase}/openapi.json`);
await waitForUrl(`${siteBase}/hotels`);

const sites = [
  ...(args.baseline
    ? [
        {
          name: 'before',
          base: args.baseline,
          api: args['baseline-api'] ?? apiBase,
          proxied: false,
          pid: args['baseline-pid'] ? Number(args['baseline-pid']) : undefined,
        },
      ]
    : []),
  {
    name: args.baseline ? 'after' : 'this build',
    base: siteBase,
    api: apiBase,
    proxied: true,
    pid: children[1].pid,
  },
];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stay = `check_in=${day(30)}&check_out=${day(33)}&guests=2`;
const barcelona = await (
  await fetch(`${apiBase}/v3/destinations/spain/barcelona`, {
    headers: { Authorization: 'Bearer storefront-public-token' },
  })
).json();
const hotel = `/hotels/destination/spain/barcelona/${barcelona.data.top_hotels[0].slug}`;
const pages = [
  ['/', '/'],
  ['results page', `/hotels/destination/spain/barcelona/results?${stay}`],
  ['hotel page', `${hotel}?${stay}`],
];

/** Bytes on the wire (status line, headers, body as sent) for a GET with br, gzip accepted. */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: ACCEPT }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      }
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({
  ...(findBrowser() ? { executablePath: findBrowser() } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});

console.log(`\n## Bytes transferred (Accept-Encoding: br, gzip; what Chromium loads)\n`);
console.log('| site | page | HTML | CSS | JavaScript | total |');
console.log('|---|---|---:|---:|---:|---:|');
for (const site of sites) {
  for (const [name, path] of pages) {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('closed', '4102444800000'));
    const page = await context.newPage();
    const loaded = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (['document', 'stylesheet', 'script'].includes(type)) loaded.push([type, request.url()]);
    });
    await page.goto(`${site.base}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    const totals = { document: 0, stylesheet: 0, script: 0 };
    for (const [url, type] of new Map(loaded.map(([type, url]) => [url, type]))) {
      totals[type] += await wireBytes(url);
    }
    const sum = totals.document + totals.stylesheet + totals.script;
    console.log(
      `| ${site.name} | ${name} | ${kb(totals.document)} | ${kb(totals.stylesheet)} | ${kb(totals.script)} | ${kb(sum)} |`,
    );
  }
}
await browser.close();

console.log(
  `\n## Throughput: ${connections} concurrent connections, ${duration} s, loopback (autocannon)\n`,
);
console.log(
  '| site | page | requests/s | requests per CPU second | p50 | p97.5 | p99 | errors | non-2xx | client CPU |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
/** CPU seconds a process has used (user and system), from /proc; undefined elsewhere. */
function cpuSeconds(pid) {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const loads = [
  ['static page /hotels', '/hotels'],
  ['on-demand hotel page', hotel],
  ['on-demand destination page', '/hotels/destination/spain/barcelona'],
];
/**
 * Waits until every site has worked off what the last run left queued (a quick answer
 * again): a server still rendering a backlog would slow the next one down.
 */
async function settle() {
  for (const site of sites) {
    for (let i = 0; i < 120; i++) {
      const started = performance.now();
      await fetch(`${site.base}/hotels`).then((r) => r.arrayBuffer());
      if (performance.now() - started < 50) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
const figures = new Map();
// This build first: the baseline's backlog of renders must not weigh on its figures.
for (const site of [...sites].reverse()) {
  for (const [name, path] of loads) {
    const options = { url: `${site.base}${path}`, connections, headers: ACCEPT };
    await settle();
    await autocannon({ ...options, duration: 3 });
    await settle();
    const cpuBefore = cpuSeconds(site.pid);
    const clientBefore = process.cpuUsage();
    const result = await autocannon({ ...options, duration });
    const cpu = cpuBefore === undefined ? undefined : cpuSeconds(site.pid) - cpuBefore;
    const client = process.cpuUsage(clientBefore);
    // The client's share of one processor: near 100% means it, not the server, set the pace.
    const clientShare = (client.user + client.system) / 1e6 / duration;
    const perCpu = cpu ? result.requests.total / cpu : undefined;
    figures.set(`${site.name}|${name}`, { perSecond: result.requests.average, perCpu });
    console.log(
      `| ${site.name} | ${name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${perCpu ? Math.round(perCpu).toLocaleString('en') : '—'} | ${result.latency.p50} ms | ${result.latency.p97_5} ms | ${result.latency.p99} ms | ${result.errors + result.timeouts} | ${result.non2xx} | ${Math.round(clientShare * 100)}% |`,
    );
  }
}
console.log(`\n## A page cache hit against a static file (on-demand hotel page / static page)\n`);
console.log('| site | requests/s ratio | requests per CPU second ratio |');
console.log('|---|---:|---:|');
for (const site of sites) {
  const file = figures.get(`${site.name}|${loads[0][0]}`);
  const hit = figures.get(`${site.name}|${loads[1][0]}`);
  const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '—');
  console.log(
    `| ${site.name} | ${ratio(hit.perSecond, file.perSecond)} | ${ratio(hit.perCpu, file.perCpu)} |`,
  );
}

console.log(`\n## Headers per kind of answer (requested with X-Forwarded-Proto: https)\n`);
const kinds = (site, asset) => [
  ['static', `${site.base}/hotels`],
  ['on demand', `${site.base}${hotel}`],
  ['404', `${site.base}/no-such-page`],
  ['widget', `${site.base}/widgets/search`],
  [
    'API',
    site.proxied
      ? `${site.base}/api/v3/places/autocomplete?q=ber`
      : `${site.api}/v3/places/autocomplete?q=ber`,
  ],
  ['asset', `${site.base}${asset}`],
];
const ROWS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'cache-control',
  'content-encoding',
  'vary',
  'etag',
];
const summary = (name, value) => {
  if (value === null) return '—';
  if (name === 'permissions-policy') return `denies ${value.split(',').length} features`;
  if (name !== 'content-security-policy') return value.replace(/\|/g, '\\|');
  return value
    .split(';')
    .map((part) => {
      const [directive, ...sources] = part.trim().split(/\s+/);
      const hashes = sources.filter((s) => s.startsWith("'sha")).length;
      const rest = sources.filter((s) => !s.startsWith("'sha"));
      return [directive, ...rest, ...(hashes ? [`+${hashes} hashes`] : [])].join(' ');
    })
    .join('; ');
};
for (const site of sites) {
  const html = await (await fetch(`${site.base}/hotels`)).text();
  const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? '/favicon.svg';
  const answers = [];
  for (const [kind, url] of kinds(site, asset)) {
    const response = await fetch(url, {
      headers: {
        ...ACCEPT,
        'x-forwarded-proto': 'https',
        authorization: 'Bearer storefront-public-token',
      },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    answers.push([kind, response]);
  }
  console.log(`\n### ${site.name}\n`);
  console.log(`| header | ${answers.map(([kind, r]) => `${kind} (${r.status})`).join(' | ')} |`);
  console.log(`|---|${answers.map(() => '---').join('|')}|`);
  for (const name of ROWS) {
    console.log(
      `| ${name} | ${answers.map(([, r]) => summary(name, r.headers.get(name))).join(' | ')} |`,
    );
  }
  console.log(
    `| Observatory grade (https) | ${answers
      .map(([, r]) => {
        const s = observatoryScore(r.headers, { https: true });
        return `${s.grade} (${s.score})`;
      })
      .join(' | ')} |`,
  );
}
const csp = (await fetch(`${siteBase}/hotels`)).headers.get('content-security-policy');
console.log(`\nContent-Security-Policy of a static page (${sites.at(-1).name}):\n\n    ${csp}\n`);
stop();
process.exit(0);
