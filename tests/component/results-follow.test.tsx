// @vitest-environment happy-dom
/**
 * A filling results list followed without React (src/scripts/results-follow.ts), on the HTML
 * the server renders for it: the count and the progress move as the session fills, the
 * complete list takes the filling one's place, and the island, woken at any point, takes
 * over on the very HTML the script wrote (React finds no text to throw away). A failure wakes
 * the island, which explains it.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelCardFixture, searchResultsFixture } from '../../contract/fixtures';
import type { SearchResults } from '../../contract/search';
import { islandJson } from '../../src/islands/mount/json-props';
import MountedSearchResults from '../../src/islands/mount/SearchResults';
import type { SearchResultsProps } from '../../src/islands/search/SearchResults';
import { ApiError } from '../../src/lib/api/errors';
import { getLocale } from '../../src/lib/i18n/locales';
import { createT } from '../../src/lib/i18n/messages';
import { moneyFormats } from '../../src/lib/money';
import { addDays } from '../../src/lib/search-query';
import { resultsMessages } from '../../src/lib/search/island-messages';
import { toResultsPage, type ResultsPage } from '../../src/lib/search/results';
import { readResultsUrl, serverResultsState } from '../../src/lib/search/session';
import { todayIso } from '../../src/lib/searches';
import type { SavedSearch } from '../../src/lib/types';
import { numberPatterns, QUANTITY_FORMATS } from '../../src/lib/units';
import { isWaking, markWaking, onWakeRequest } from '../../src/scripts/island-wake';
import {
  completeIslandOf,
  followResults,
  type FollowEnvironment,
} from '../../src/scripts/results-follow';
import * as followRules from '../../src/scripts/results-follow-rules';

const PATH = '/hotels/destination/germany/berlin/results';
// A stay a month from the real today: the follower reads the URL as the browser would, on the
// day the test runs, and corrects a stay in the past.
const TODAY = todayIso();
const CHECK_IN = addDays(TODAY, 30);
const CHECK_OUT = addDays(TODAY, 33);
const STAY = `check_in=${CHECK_IN}&check_out=${CHECK_OUT}&guests=2&currency=EUR`;
const target = { kind: 'destination', countrySlug: 'germany', destinationSlug: 'berlin' } as const;

/** A full first page: 20 hotels. */
const cards = Array.from({ length: 20 }, (_, i) =>
  hotelCardFixture({ id: 100 + i, slug: `hotel-${i}`, name: `Hotel ${i}` }),
);
const answer = (changes: Partial<SearchResults>): ResultsPage =>
  toResultsPage(
    searchResultsFixture(cards, {
      session: 'srv',
      search: { ...searchResultsFixture().search, check_in: CHECK_IN, check_out: CHECK_OUT },
      ...changes,
    }),
  );

/**
 * The props the server gives the island of a new search it started as session `srv`, with
 * `page` (a filling first page unless told).
 */
function serverProps(
  locale: string,
  page = answer({ progress: 15, total: 20 }),
): SearchResultsProps {
  const iso = getLocale(locale).iso;
  const read = readResultsUrl(`?${STAY}`, 'EUR', TODAY);
  return {
    locale,
    iso,
    numbers: numberPatterns(iso, [...QUANTITY_FORMATS, ...moneyFormats('EUR')]),
    messages: resultsMessages(locale),
    target,
    placeName: 'Berlin',
    initial: serverResultsState({ ...read, query: { ...read.query, session: 'srv' } }, page),
    places: [],
  };
}

/** The island as the page holds it: Astro's element, its props, the server's HTML. */
function islandElement(props: SearchResultsProps): HTMLElement {
  const island = document.createElement('astro-island');
  const { json } = islandJson(props);
  island.setAttribute('client', 'interaction');
  island.setAttribute('props', JSON.stringify({ json: [0, json] }));
  island.innerHTML = renderToString(<MountedSearchResults json={json} />);
  return island;
}

/** The island on the page. */
function sleepingIsland(props: SearchResultsProps): HTMLElement {
  const island = islandElement(props);
  document.body.append(island);
  return island;
}

/** The island's props as the script left them. */
const propsOf = (island: Element) =>
  JSON.parse(
    (JSON.parse(island.getAttribute('props')!) as { json: [number, string] }).json[1],
  ) as SearchResultsProps;

/**
 * Hydrates the island with React on its props, as the directive does when it wakes: what React
 * reported (a text or element it had to throw away, an error on the console), none if React took
 * the HTML over as it was.
 */
async function hydrateAsItIs(island: Element): Promise<unknown[]> {
  const reported: unknown[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation((...args) => reported.push(args));
  await act(async () => {
    hydrateRoot(island, <MountedSearchResults {...islandJson(propsOf(island))} />, {
      onRecoverableError: (error) => reported.push(error),
    });
    await Promise.resolve();
  });
  errors.mockRestore();
  return reported;
}

/** Polls answered one by one by the test (`answerNext`), the clock at once. */
function scriptedEnvironment(complete = document.createElement('astro-island')) {
  const url = { pathname: PATH, search: `?${STAY}` };
  const saved: SavedSearch[] = [];
  const asked: string[] = [];
  let pending: { resolve: (page: ResultsPage) => void; reject: (reason: unknown) => void }[] = [];
  const environment: FollowEnvironment = {
    location: () => ({ ...url }),
    replaceUrl: (href) => {
      url.search = href.slice(href.indexOf('?'));
    },
    online: () => true,
    wait: () => Promise.resolve(),
    rules: followRules,
    remember: (search) => saved.push(search),
    poll: (session, filters, currency) => {
      asked.push(`${session} ${filters.sort} ${currency}`);
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    completeIsland: (href) => {
      asked.push(href);
      return Promise.resolve(complete);
    },
  };
  /** Answers the poll the script is waiting for, then lets the script run on. */
  const answerNext = async (next: ResultsPage | Error) => {
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    const [poll] = pending;
    pending = [];
    if (next instanceof Error) poll!.reject(next);
    else poll!.resolve(next);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { environment, url, saved, asked, answerNext };
}

/** What a person reads in the island's heading and under its bar. */
const heading = (island: Element) => island.querySelector('[data-results-count]')!.textContent;
const progressWords = (island: Element) =>
  island.querySelector('[data-progress-text]')!.textContent;

beforeEach(() => {
  // The woken island's own first poll goes nowhere: the test looks at its first render.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('following a filling results list without React', () => {
  for (const locale of ['en', 'he']) {
    it(`moves the count and the bar, and the island wakes on them without a mismatch (${locale})`, async () => {
      const props = serverProps(locale);
      const t = createT(props.messages, props.iso);
      const island = sleepingIsland(props);
      const { environment, url, saved, answerNext } = scriptedEnvironment();
      const followed = followResults(island, () => Promise.resolve(environment));

      // The session goes into the URL in the script's next task, and the search is saved once.
      await vi.waitFor(() => expect(new URLSearchParams(url.search).get('session')).toBe('srv'));
      expect(saved.map((s) => s.params.destination)).toEqual(['Berlin']);

      const headingBefore = island.querySelector('[data-results-count]');
      const wordsBefore = progressWords(island);
      expect(wordsBefore).toMatch(/15/);
      await answerNext(answer({ progress: 60, total: 34 }));
      expect(heading(island)).toBe(t('results.foundSoFar', { count: 34 }));
      expect(heading(island)).toContain('34');
      expect(island.querySelector('[data-results-count]')?.getAttribute('data-results-count')).toBe(
        '34',
      );
      const bar = island.querySelector('[role="progressbar"]')!;
      expect(bar.getAttribute('aria-valuenow')).toBe('60');
      expect((bar.firstElementChild as HTMLElement).style.transform).toBe('scaleX(0.6)');
      expect(progressWords(island)).toMatch(/60/);
      expect(progressWords(island)).not.toBe(wordsBefore);

      // A first press wakes the island (the directive marks it): the script stops, and the
      // island's props now render what the script wrote.
      markWaking(island);
      expect(propsOf(island).initial.page).toMatchObject({ total: 34, progress: 60 });
      // The page's own URL, which the script gave the session.
      history.replaceState(null, '', `${PATH}${url.search}`);
      await expect(hydrateAsItIs(island)).resolves.toEqual([]);
      // The same elements, kept: React took over the HTML as it was.
      expect(island.querySelector('[data-results-count]')).toBe(headingBefore);
      expect(heading(island)).toBe(t('results.foundSoFar', { count: 34 }));
      expect(island.querySelectorAll('[data-hotel-card]')).toHaveLength(20);
      await expect(followed).resolves.toBe('woken');
    });
  }

  it('puts the complete list in place once the session is complete, in the same elements', async () => {
    const props = serverProps('en');
    const island = sleepingIsland(props);
    // The server's complete list: the same hotels sorted otherwise, the bar's space kept.
    const sorted = answer({ status: 'complete', progress: 100, total: 40 });
    const complete = islandElement({
      ...serverProps('en', { ...sorted, hotels: [...sorted.hotels].reverse() }),
      filled: true,
    });
    const completeHtml = complete.outerHTML;
    const { environment, asked, answerNext } = scriptedEnvironment(complete);
    const followed = followResults(island, () => Promise.resolve(environment));
    await answerNext(answer({ progress: 70, total: 36 }));
    const firstCard = island.querySelector('[data-hotel-card]');
    const firstName = firstCard?.textContent;
    await answerNext(sorted);
    await expect(followed).resolves.toBe('complete');

    // The page holds the complete list's HTML, in the island's own elements.
    expect(island.isConnected).toBe(true);
    expect(island.outerHTML).toBe(completeHtml);
    expect(heading(island)).toBe(
      createT(props.messages, props.iso)('results.found', { count: 40 }),
    );
    expect(island.querySelector('[data-hotel-card]')).toBe(firstCard);
    expect(firstCard?.textContent).toContain('Hotel 19');
    expect(firstCard?.textContent).not.toBe(firstName);
    // The same search, sort and currency were asked; the complete list of this URL, with the
    // session, telling the server the list filled on screen.
    expect(asked).toEqual([
      'srv price EUR',
      'srv price EUR',
      `${PATH}?${STAY}&session=srv&filled=1`,
    ]);

    // Woken later, React takes the island over as it is: nothing to throw away.
    history.replaceState(null, '', `${PATH}?${STAY}&session=srv`);
    await expect(hydrateAsItIs(island)).resolves.toEqual([]);
    expect(island.querySelector('[data-hotel-card]')).toBe(firstCard);
  });

  it('puts all of the complete list in place at once when the island wakes as it goes in', async () => {
    const props = serverProps('en');
    const island = sleepingIsland(props);
    const sorted = answer({ status: 'complete', progress: 100, total: 40 });
    const completeProps = {
      ...serverProps('en', { ...sorted, hotels: [...sorted.hotels].reverse() }),
      filled: true,
    };
    const complete = islandElement(completeProps);
    const completeHtml = complete.outerHTML;
    const { environment, answerNext } = scriptedEnvironment(complete);
    const followed = followResults(island, () => Promise.resolve(environment));
    await answerNext(answer({ progress: 70, total: 36 }));
    // A slow device: the first slice of the list's change is over after a few elements.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    await answerNext(sorted);
    expect(island.outerHTML).not.toBe(completeHtml);

    // A first press: the island wakes on the complete list, whole, with its own props.
    markWaking(island);
    island.removeAttribute('data-waking');
    expect(island.outerHTML).toBe(completeHtml);
    expect(propsOf(island)).toEqual(completeProps);
    await expect(followed).resolves.toBe('woken');
  });

  it('leaves the complete list’s props alone when the island wakes later', async () => {
    const island = sleepingIsland(serverProps('en'));
    const completeProps = {
      ...serverProps('en', answer({ status: 'complete', progress: 100, total: 40 })),
      filled: true,
    };
    const { environment, answerNext } = scriptedEnvironment(islandElement(completeProps));
    const followed = followResults(island, () => Promise.resolve(environment));
    await answerNext(answer({ status: 'complete', progress: 100, total: 40 }));
    await expect(followed).resolves.toBe('complete');
    markWaking(island);
    expect(propsOf(island)).toEqual(completeProps);
  });

  it('wakes the island when a poll fails, with the count it had shown', async () => {
    const island = sleepingIsland(serverProps('en'));
    // The directive wakes an island asked to wake (src/scripts/client-interaction.ts).
    onWakeRequest(island, () => markWaking(island));
    const { environment, answerNext } = scriptedEnvironment();
    const followed = followResults(island, () => Promise.resolve(environment));
    await answerNext(answer({ progress: 50, total: 30 }));
    await answerNext(new ApiError(503, 'Service unavailable'));
    await expect(followed).resolves.toBe('woken');
    expect(isWaking(island)).toBe(true);
    expect(propsOf(island).initial.page).toMatchObject({ total: 30, progress: 50 });
  });

  it('wakes the island when the follower’s own modules fail to load', async () => {
    const island = sleepingIsland(serverProps('en'));
    onWakeRequest(island, () => markWaking(island));
    const before = heading(island);
    const followed = followResults(island, () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(followed).resolves.toBe('woken');
    expect(isWaking(island)).toBe(true);
    expect(heading(island)).toBe(before);
  });

  it('leaves the HTML alone once the island woke during a poll', async () => {
    const island = sleepingIsland(serverProps('en'));
    const { environment, asked, answerNext } = scriptedEnvironment();
    const followed = followResults(island, () => Promise.resolve(environment));
    const before = heading(island);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    markWaking(island);
    await answerNext(answer({ status: 'complete', progress: 100, total: 40 }));
    await expect(followed).resolves.toBe('woken');
    expect(heading(island)).toBe(before);
    expect(island.isConnected).toBe(true);
    expect(asked).toEqual(['srv price EUR']);
  });

  it('only writes the session of a new search the server found complete', async () => {
    const props = serverProps('en');
    const read = readResultsUrl(`?${STAY}`, 'EUR', TODAY);
    const island = sleepingIsland({
      ...props,
      initial: serverResultsState(
        { ...read, query: { ...read.query, session: 'srv' } },
        answer({ status: 'complete', progress: 100, total: 40 }),
      ),
    });
    const { environment, url, saved, asked } = scriptedEnvironment();
    await expect(followResults(island, () => Promise.resolve(environment))).resolves.toBe(
      'complete',
    );
    expect(new URLSearchParams(url.search).get('session')).toBe('srv');
    expect(saved).toHaveLength(1);
    expect(asked).toEqual([]);
    expect(island.isConnected).toBe(true);
  });

  it('takes the complete list out of the page the server sends, and nothing else', () => {
    const props = serverProps('en');
    const { json } = islandJson(props);
    const attribute = JSON.stringify({ json: [0, json] }).replaceAll('"', '&quot;');
    const island = (client: string) =>
      `<astro-island uid="r1" client="${client}" props="${attribute}">${renderToString(
        <MountedSearchResults json={json} />,
      )}</astro-island>`;
    const page = (wrapper: string, client: string) =>
      `<!DOCTYPE html><html><head><title>Berlin</title></head><body><header><astro-island client="interaction"><p>menu</p></astro-island></header><main>${wrapper}${island(client)}</div></main><footer><astro-island client="interaction"><p>settings</p></astro-island></footer></body></html>`;

    const complete = completeIslandOf(page('<div data-results-island>', 'interaction'));
    expect(complete?.localName).toBe('astro-island');
    expect(complete?.querySelectorAll('[data-hotel-card]')).toHaveLength(20);
    expect(complete?.textContent).not.toContain('settings');
    expect(propsOf(complete!)).toEqual(JSON.parse(json));
    // A list still filling, or one that hydrates at once, is not put in place.
    expect(completeIslandOf(page('<div data-results-island data-follow>', 'interaction'))).toBe(
      undefined,
    );
    expect(completeIslandOf(page('<div data-results-island>', 'load'))).toBe(undefined);
    expect(completeIslandOf('<html><body><p>Service unavailable</p></body></html>')).toBe(
      undefined,
    );
  });

  it('does not follow an island that already woke', async () => {
    const island = sleepingIsland(serverProps('en'));
    markWaking(island);
    const { environment, url, asked } = scriptedEnvironment();
    await expect(followResults(island, () => Promise.resolve(environment))).resolves.toBe(
      'not-followed',
    );
    expect(asked).toEqual([]);
    expect(url.search).toBe(`?${STAY}`);
  });
});
