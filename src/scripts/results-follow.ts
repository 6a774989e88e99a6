/**
 * Follows a filling search on a results page whose island sleeps (issue 30 item 4). When the
 * server's first page of a new search is already full, what changes while the session fills
 * is only its count, its progress and, once complete, the order of the page: this script,
 * without React, polls the session as the island would, writes the count and the progress
 * into the island's HTML, and when the session is complete brings the island to the server's
 * render of the complete list (a sleeping island like it, with the progress bar's space kept),
 * keeping the elements that match (`startMorph`: the cards updated in place, as the awake
 * island does, not built anew). The island wakes as any `client:interaction` island does, on
 * a first input inside it or with the page's other islands; it then takes over from where the
 * script was (its props get the count and progress the script wrote, so React wakes on the
 * very HTML it finds). A poll that fails, or an answer the script does not expect, wakes it
 * too: the island explains the failure in the visitor's language, and tries again, as before.
 */
import type { SearchResultsProps } from '../islands/search/SearchResults';
import { defaultCurrency } from '../lib/currencies';
import { createT, type T } from '../lib/i18n/messages';
import type { ResultsFilters } from '../lib/search/filters';
import { progressText, progressTransform, resultsHeadingText } from '../lib/search/progress-view';
import { FILLED_KEY } from '../lib/search/query-keys';
import type { SessionProgress } from '../lib/search/results';
import type { ResultsState } from '../lib/search/session';
import { adoptNumberPatterns } from '../lib/units';
import type { ResultsEnvironment } from '../stores/results-environment';
import type * as followRules from './results-follow-rules';
import { ISLAND_WAKING_EVENT, isWaking, wakeIsland } from './island-wake';
import { startMorph, type Morph } from './morph-element';

/**
 * The results session's rules the follower applies (src/scripts/results-follow-rules.ts): with
 * the saved searches and the contract's stay schemas they take, loaded apart from the follower.
 */
export type FollowRules = typeof followRules;

/** What the follower touches outside the island. */
export interface FollowEnvironment extends ResultsEnvironment {
  rules: FollowRules;
  /** How far the session is, for the list's filters and currency. */
  poll: (session: string, filters: ResultsFilters, currency: string) => Promise<SessionProgress>;
  /** The sleeping results island of the page at `href` (the complete list), if it has one. */
  completeIsland: (href: string) => Promise<Element | undefined>;
}

/** How the follow ended: the list complete (in place), the island awake, or nothing to follow. */
export type FollowEnd = 'complete' | 'woken' | 'not-followed';

/** Astro writes an island's props as `{"name":[0,value]}`; ours are one JSON text (`json`). */
function readProps(island: Element): SearchResultsProps | undefined {
  try {
    const raw = JSON.parse(island.getAttribute('props') ?? '') as { json?: [number, string] };
    return raw.json ? (JSON.parse(raw.json[1]) as SearchResultsProps) : undefined;
  } catch {
    return undefined;
  }
}

function writeProps(island: Element, props: SearchResultsProps): void {
  island.setAttribute('props', JSON.stringify({ json: [0, JSON.stringify(props)] }));
}

/** Writes how far the session is into the island's HTML, as the island renders it. */
function showProgress(island: Element, t: T, iso: string, total: number, progress: number) {
  const heading = island.querySelector<HTMLElement>('[data-results-count]');
  if (heading) {
    heading.textContent = resultsHeadingText(t, 'searching', total);
    heading.dataset.resultsCount = String(total);
  }
  island.querySelector('[role="progressbar"]')?.setAttribute('aria-valuenow', String(progress));
  // Written as React writes it on the server, so that it finds the attribute it would write.
  island
    .querySelector('[data-progress-bar]')
    ?.setAttribute('style', `transform:${progressTransform(progress)}`);
  const words = island.querySelector('[data-progress-text]');
  if (words) words.textContent = progressText(t, iso, progress);
}

/** The complete list's page: this one, telling the server the list filled on screen. */
function completeListHref(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set(FILLED_KEY, '1');
  return `${location.pathname}?${params.toString()}`;
}

/**
 * Follows the session of the sleeping results island `island` until it is complete (the
 * island then holds the server's complete list) or the island wakes. `environmentOf` gives
 * the network and page around it, for the island's props and words (read once, here).
 */
export async function followResults(
  island: Element,
  environmentOf: (props: SearchResultsProps, t: T) => Promise<FollowEnvironment>,
): Promise<FollowEnd> {
  const props = readProps(island);
  const shown: ResultsState | undefined = props?.initial;
  const session = shown?.query?.session;
  if (!props || !shown?.page || !shown.query || !session || isWaking(island)) return 'not-followed';
  adoptNumberPatterns(props.numbers ?? {});
  const t = createT(props.messages, props.iso);
  const environment = environmentOf(props, t);
  const { query, filters } = shown;
  const page = shown.page;
  let awake = false;
  // The count and progress on screen.
  let latest: Pick<SessionProgress, 'total' | 'progress'> = {
    total: page.total,
    progress: page.progress,
  };
  // The complete list being put in place, once it is; a wake after it leaves its props alone.
  let morph: Morph | undefined;
  // Settles as the island starts to wake, ending the follow whatever it was waiting for.
  const woken = new Promise<'woken'>((resolve) =>
    island.addEventListener(
      ISLAND_WAKING_EVENT,
      () => {
        awake = true;
        // The island renders first what it is given: the complete list, all of it in place
        // before its code loads; else the count and progress on screen, its own first poll
        // bringing the rest (the cards' new prices, the price range).
        if (morph) morph.finish();
        else writeProps(island, { ...props, initial: { ...shown, page: { ...page, ...latest } } });
        resolve('woken');
      },
      { once: true },
    ),
  );
  const handOver = (): FollowEnd => {
    if (!awake) wakeIsland(island);
    return 'woken';
  };

  const follow = async (): Promise<FollowEnd> => {
    try {
      // Each step below in a task of its own, none long enough to hold up a slow phone: the
      // props read above; the environment (in the browser, modules evaluated a task apart);
      // the URL and the saved search (`history.replaceState` alone took 5 ms on a fast
      // machine); the complete page's text, its island parsed, the morph.
      const env = await environment;
      if (awake) return 'woken';
      const { rules } = env;
      rules.keepServerSession(env, shown, props.placeName, defaultCurrency(props.locale));
      // A new search the server found complete: the URL names its session now; nothing to follow.
      if (shown.phase === 'done') return 'complete';
      for (;;) {
        await env.wait(rules.POLL_MS);
        if (awake) return 'woken';
        const answer = await env.poll(session, filters, query.currency);
        if (awake) return 'woken';
        if (!rules.pageAnswers(answer, query)) return handOver();
        latest = { total: answer.total, progress: answer.progress };
        showProgress(island, t, props.iso, answer.total, answer.progress);
        if (!answer.complete) continue;
        const complete = await env.completeIsland(completeListHref(env.location()));
        if (awake) return 'woken';
        if (!complete) return handOver();
        await env.wait(0);
        if (awake) return 'woken';
        // Its cards in place of the filling ones, the same elements where they match. The
        // island then wakes on its own props, the complete list's.
        morph = startMorph(island, complete);
        await morph.done;
        return 'complete';
      }
    } catch {
      return awake ? 'woken' : handOver();
    }
  };
  return Promise.race([follow(), woken]);
}

/**
 * The sleeping results island of a page's HTML, parsed outside this page: alone (the
 * results island holds no other island, so it ends at the first closing tag after it), not the
 * whole page with its head, header and footer. Undefined when the page holds no complete list
 * (one still filling, rendered earlier, is followed and not put in place).
 */
export function completeIslandOf(html: string): Element | undefined {
  const wrapper = html.indexOf('<div data-results-island');
  const start = html.indexOf('<astro-island', wrapper);
  const end = html.indexOf('</astro-island>', start);
  if (wrapper < 0 || start < 0 || end < 0 || html.slice(wrapper, start).includes('data-follow'))
    return undefined;
  const template = document.createElement('template');
  template.innerHTML = html.slice(start, end + '</astro-island>'.length);
  const island = template.content.firstElementChild;
  if (island?.localName !== 'astro-island' || island.getAttribute('client') !== 'interaction')
    return undefined;
  return island;
}

/** Resolves in the browser's next task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The complete list of the page at `href`. */
async function fetchCompleteIsland(href: string): Promise<Element | undefined> {
  const response = await fetch(href, { headers: { Accept: 'text/html' } });
  if (!response.ok) return undefined;
  const html = await response.text();
  // Parsed in the next task: reading the page's text and parsing its island were one task.
  await nextTask();
  return completeIslandOf(html);
}

/**
 * The browser's environment for the follower. Its modules were one task of 14-19 ms on a fast
 * machine (40 on a loaded one) when they all came with the follower: the session's rules now
 * load once the follower has started, and the API client with the progress schema a task after
 * the rules are in, each evaluated in a task of its own, well before the first poll. Keeping
 * the server's session was one task of 22-27 ms on a fast machine: reading the URL, writing it
 * (`history.replaceState`, 8-16 ms) and saving the search (10 ms) are now a task each; the URL
 * is left alone if the page's address changed meanwhile (an island that woke writes its own).
 */
async function browserFollowEnvironment(
  props: SearchResultsProps,
  t: T,
): Promise<FollowEnvironment> {
  const rules = await import('./results-follow-rules');
  const browser = rules.browserEnvironment;
  const polling = nextTask()
    .then(() => import('./results-follow-poll'))
    .then((m) => m.progressPoll(props.locale, t('api.unreachable')));
  // Not waited for here: a failed load fails the first poll, which wakes the island.
  polling.catch(() => undefined);
  return {
    ...browser,
    replaceUrl: (href) => {
      const address = location.href;
      void nextTask().then(() => location.href === address && browser.replaceUrl(href));
    },
    remember: (search) => void nextTask().then(() => browser.remember(search)),
    rules,
    poll: async (session, filters, currency) => (await polling)(session, filters, currency),
    completeIsland: fetchCompleteIsland,
  };
}

/** Follows the page's results island when the server marked it to be followed. */
export function followPageResults(): void {
  const island = document.querySelector('[data-results-island][data-follow] > astro-island');
  if (island) void followResults(island, browserFollowEnvironment);
}
