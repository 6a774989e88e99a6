/**
 * Helpers for component tests: an island rendered in happy-dom with the messages the page
 * would give it, and the API answered by a fake `fetch` (what the island sends is recorded).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanStores, type Store } from 'nanostores';
import { afterAll, vi } from 'vitest';
import { MESSAGE_SETS, type MessageSet } from '../../src/islands/mount/message-sets';
import type { Messages } from '../../src/lib/i18n/messages';

const root = join(import.meta.dirname, '..', '..');

/**
 * Lets go of `stores` (a computed store before the ones it reads) when the calling file's tests
 * end. A persistent store removes its `window` listener a second after its last reader
 * (nanostores' unmount delay), which can fall after the file's happy-dom window is gone
 * ("window is not defined", an unhandled error seen once in CI); this does it while it exists.
 */
export function releaseStoresAfterAll(...stores: Store[]): void {
  afterAll(() => cleanStores(...stores));
}

/** A locale's namespace file as the build reads it. */
export function namespace(locale: string, ns: string): Messages {
  return JSON.parse(readFileSync(join(root, 'locales', locale, `${ns}.json`), 'utf8')) as Messages;
}

/** The message set an island mounts with on a static page (`src/islands/mount`). */
export function islandSet(locale: string, set: MessageSet): Messages {
  const picked: Messages = {};
  for (const [ns, prefixes] of MESSAGE_SETS[set]) {
    for (const [id, text] of Object.entries(namespace(locale, ns))) {
      if (prefixes.some((prefix) => id.startsWith(prefix))) picked[id] = text;
    }
  }
  return picked;
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A JSON answer of the API. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces `fetch` with `route`; returns the recorded requests. Unrouted requests fail as an
 * unreachable API does.
 */
export function fakeApi(route: Route) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    calls.push(url);
    return route(url, init);
  });
  return calls;
}

/** A message of a set; a missing key fails the test (rather than matching nothing). */
export function say(messages: Messages, key: string): string {
  const text = messages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
}
