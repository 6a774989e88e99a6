/**
 * Latency benchmark of the reference API on loopback.
 * Starts the API (node api/src/main.ts) on port 0 in a child process, on a temp SQLite data
 * dir or, when DATABASE_URL names one, on PostgreSQL (`node scripts/postgres.mjs node
 * api/bench/latency.ts` gives it a throwaway cluster); it
 * creates a search session, then fires 50 concurrent clients for a fixed number of requests at
 * the search-results call, at hotel detail + rates, and at autocomplete (also with distinct
 * queries typed in every locale's script); prints p50/p95/p99 and req/s of each, and whether
 * multilingual autocomplete meets its budget (p95 <= 30 ms at 50 concurrent clients).
 * Bounded in count and time; talks to 127.0.0.1 only.
 * Run: node api/bench/latency.ts [requests=2000] [concurrency=50] [only]
 * `only` keeps the scenarios whose name contains it (`autocomplete`: the three autocomplete runs).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './start-api.ts';
import { cityNames, localName, namedCityIds, PLACE_LOCALES } from '../../contract/places/names.ts';

const REQUESTS = Number(process.argv[2] ?? 2000);
const CONCURRENCY = Number(process.argv[3] ?? 50);
const ONLY = process.argv[4] ?? '';
const TIME_LIMIT_MS = 60_000;
const TOKEN = 'bench-public-token';

const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
const { child, address } = startApi({ API_DATA_DIR: dataDir, PUBLIC_CLIENT_TOKEN: TOKEN });

function stop(): void {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const base = await address.catch((error: unknown) => {
  stop();
  throw error;
});

const headers: Record<string, string> = {
  authorization: `Bearer ${TOKEN}`,
  accept: 'application/json',
};
const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const created = await fetch(`${base}/v3/hotels/search`, {
  method: 'POST',
  headers: {
    ...headers,
    cookie: cookies.join('; '),
    'x-xsrf-token': xsrf,
    'content-type': 'application/json',
  },
  body: JSON.stringify({
    destination: { country_slug: 'germany', destination_slug: 'berlin' },
    check_in: day(30),
    check_out: day(33),
    guests: '2',
    currency: 'EUR',
  }),
});
const session = ((await created.json()) as { data: { session: string } }).data.session;
const first = (await (
  await fetch(`${base}/v3/hotels/search/${session}?per_page=100`, { headers })
).json()) as { data: { hotels: { id: number }[] } };
const hotelIds = first.data.hotels.map((h) => h.id);

/**
 * CPU seconds the API process has used (Linux /proc; undefined elsewhere): per request, a
 * figure that other programs on a shared machine disturb far less than latency.
 */
function apiCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return (Number(fields?.[11]) + Number(fields?.[12])) / 100;
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(
  name: string,
  path: (i: number) => string,
  requests = REQUESTS,
  concurrency = CONCURRENCY,
): Promise<{ p50: number; p95: number }> {
  // The warm-up always runs: a filtered run would otherwise measure a cold API.
  if (!name.startsWith('warm-up') && !name.includes(ONLY)) return { p50: NaN, p95: NaN };
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const cpuBefore = apiCpuSeconds();
  const worker = async () => {
    while (next < requests && performance.now() - started < TIME_LIMIT_MS) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(`${base}${path(i)}`, { headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = apiCpuSeconds();
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined
      ? ''
      : `  API CPU ${(((cpuAfter - cpuBefore) * 1000) / latencies.length).toFixed(2)} ms/req`;
  latencies.sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
  console.log(
    `${name.padEnd(34)} n=${latencies.length}  p50 ${f(percentile(latencies, 50))}  p95 ${f(percentile(latencies, 95))}  p99 ${f(percentile(latencies, 99))}  ${(latencies.length / elapsed).toFixed(0)} req/s  errors ${errors}${cpu}`,
  );
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/**
 * Distinct autocomplete queries as visitors type them: the first 2 to 5 characters of a city's
 * name in a locale (תל, Тель-А, バルセ, 北京…), each locale searching in its own script.
 */
function typedQueries(): { q: string; locale: string }[] {
  const seen = new Set<string>();
  const out: { q: string; locale: string }[] = [];
  const ids = namedCityIds();
  for (let round = 0; out.length < REQUESTS && round < 200; round++) {
    for (const [n, id] of ids.entries()) {
      const locale = PLACE_LOCALES[(n + round) % PLACE_LOCALES.length] ?? 'en';
      const name = localName(cityNames(id)!, locale);
      const q = [...name].slice(0, 2 + ((n + round) % 4)).join('');
      if (seen.has(`${locale}:${q}`)) continue;
      seen.add(`${locale}:${q}`);
      out.push({ q, locale });
    }
  }
  return out;
}

const sorts = ['price', '-price', 'rating', 'stars', 'distance'];
try {
  const engine = /^postgres(?:ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '')
    ? 'PostgreSQL'
    : 'SQLite';
  console.log(
    `API ${base} on ${engine}; ${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent clients`,
  );
  await run('warm-up', (i) => `/v3/hotels/search/${session}?page=${(i % 5) + 1}`);
  await run(
    'warm-up (autocomplete)',
    (i) => `/v3/places/autocomplete?q=${['ro', 'pa', 'ma'][i % 3]}`,
  );
  await run(
    'search results (sort, filter, page)',
    (i) =>
      `/v3/hotels/search/${session}?sort=${sorts[i % 5]}&page=${(i % 5) + 1}${i % 3 === 0 ? '&stars=4,5' : ''}`,
  );
  await run('hotel detail', (i) => `/v3/hotels/${hotelIds[i % hotelIds.length]}`);
  await run(
    'hotel rates',
    (i) =>
      `/v3/hotels/${hotelIds[i % hotelIds.length]}/rates?check_in=${day(30)}&check_out=${day(33)}&guests=2`,
  );
  const repeated = await run(
    'autocomplete',
    (i) => `/v3/places/autocomplete?q=${['ber', 'dub', 'tel a', 'cancu', 'amst', 'h'][i % 6]}`,
  );
  // Distinct queries one at a time: the latency of a first (unmemoised) answer.
  const letters = 'abcdefghijklmnoprstuvwyz';
  const distinct = (i: number) => `${letters[i % 24]}${letters[Math.floor(i / 24) % 24]}`;
  await run(
    'autocomplete, distinct, 1 client',
    (i) => `/v3/places/autocomplete?q=${distinct(i)}`,
    500,
    1,
  );
  const typed = typedQueries();
  const { p95 } = await run(
    'autocomplete, 39 locales, distinct',
    (i) => {
      const { q, locale } = typed[i % typed.length]!;
      return `/v3/places/autocomplete?q=${encodeURIComponent(q)}&locale=${locale}`;
    },
    typed.length,
  );
  for (const [label, value] of [
    ['autocomplete (repeated prefixes)', repeated.p95],
    ['multilingual autocomplete', p95],
  ] as const) {
    if (!Number.isNaN(value))
      console.log(
        `${label} p95 ${value.toFixed(1)} ms at ${CONCURRENCY} concurrent: ${value <= 30 ? 'within' : 'OVER'} the 30 ms budget`,
      );
  }
} finally {
  stop();
}
