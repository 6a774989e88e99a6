import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API, hydrated, localized, text } from './helpers';

const s = (locale: string, key: string, vars: Record<string, string | number> = {}) =>
  text(locale, key, 'search').replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
    String(vars[name] ?? ''),
  );

/** YYYY-MM-DD `days` from today (UTC, as the API and the site count). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const BERLIN = '/hotels/destination/germany/berlin/results';
const stay = `check_in=${day(20)}&check_out=${day(23)}&guests=2&currency=EUR`;

/** Waits until the results island has a complete session. */
async function resultsDone(page: Page) {
  await expect(page.locator('[data-results]')).toHaveAttribute('data-phase', 'done');
}

/**
 * A Berlin search session for `stay`, started through the API in the reference API's test
 * mode so that it waits at its first results until the test fills it: the "still searching"
 * state can then be seen on any machine.
 */
async function heldSession(request: APIRequestContext): Promise<string> {
  await request.get(`${API}/sanctum/csrf-cookie`);
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const started = await request.post(`${API}/v3/hotels/search`, {
    headers: {
      Accept: 'application/json',
      Authorization: 'Bearer storefront-public-token',
      'X-XSRF-TOKEN': decodeURIComponent(token?.value ?? ''),
      'X-Test-Search-Fill': 'manual',
    },
    data: {
      destination: { country_slug: 'germany', destination_slug: 'berlin' },
      check_in: day(20),
      check_out: day(23),
      guests: '2',
      currency: 'EUR',
    },
  });
  expect(started.status()).toBe(201);
  return ((await started.json()) as { data: { session: string } }).data.session;
}

/** Fills a held search session (see `heldSession`) to `progress` percent. */
async function fillSearch(request: APIRequestContext, session: string, progress: number) {
  const response = await request.post(`${API}/__test/search/${session}/fill`, {
    data: { progress },
  });
  expect(response.status()).toBe(204);
}

/** Presses Tab until the focused element matches `selector` (keyboard-only navigation). */
async function tabTo(page: Page, selector: string, max = 12) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector))
      return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

for (const locale of ['en', 'he']) {
  test(`search from the home page by keyboard only reaches results in ${locale}`, async ({
    page,
  }) => {
    const rtl = locale === 'he';
    await page.goto(localized(locale, '/'));
    await hydrated(page);
    const form = page.getByRole('search', { name: s(locale, 'form.label') });
    const combobox = form.getByRole('combobox', { name: s(locale, 'form.destination') });
    await combobox.focus();
    await page.keyboard.type('Berl');
    const listbox = page.getByRole('listbox', { name: s(locale, 'form.destination') });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const found = await listbox.getByRole('option').count();
    await expect(form.getByRole('status')).toHaveText(
      s(locale, found === 1 ? 'combo.count_one' : 'combo.count_other', { count: found }),
    );
    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    );
    // Typed in Latin letters, the city is named in the page's language.
    const berlin = rtl ? 'ברלין' : 'Berlin';
    await expect(first).toContainText(berlin);
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveValue(new RegExp(`^${berlin}, `));
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');

    // Dates: the calendar opens on the check-in day; a week later, then two nights.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: s(locale, 'dates.title') });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('flatpickr-day')))
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const afterDate = text(locale, 'dates.chooseCheckOut', 'search').split('{{date}}')[1]!.trim();
    await expect(dialog.locator('[data-stay-status]')).toContainText(afterDate);
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.press(next);
    await page.keyboard.press(next);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(form.locator('[data-stay-dates] + span')).toHaveText(
      s(locale, 'dates.nights_other', { count: 2 }),
    );

    // Guests: one child aged 5.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const guests = page.getByRole('dialog', { name: s(locale, 'guests.title') });
    await expect(guests).toBeVisible();
    await tabTo(page, `[aria-label="${s(locale, 'guests.moreChildren', { number: 1 })}"]`);
    await page.keyboard.press('Enter');
    await tabTo(page, 'select[data-child-age]');
    await page.keyboard.type('5');
    await expect(guests.locator('select[data-child-age]')).toHaveValue('5');
    await page.keyboard.press('Escape');
    await expect(guests).toBeHidden();
    await expect(form.locator('[data-guests-summary]')).toContainText(
      s(locale, 'guests.children_one', { count: 1 }),
    );

    await tabTo(page, 'button[type=submit]');
    const started = Date.now();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hotels\/destination\/germany\/berlin\/results\?/);
    await expect(page.locator('[data-hotel-card]').first()).toBeVisible();
    const firstCardMs = Date.now() - started;
    test
      .info()
      .annotations.push({ type: 'submit to first card (ms)', description: String(firstCardMs) });
    console.log(`[search] ${locale}: submit to first result card ${firstCardMs} ms`);

    const url = new URL(page.url());
    expect(url.pathname).toBe(localized(locale, BERLIN));
    const checkIn = url.searchParams.get('check_in')!;
    const checkOut = url.searchParams.get('check_out')!;
    expect((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000).toBe(2);
    expect(url.searchParams.get('guests')).toBe('2,5');
    expect(url.searchParams.get('currency')).toBe(locale === 'he' ? 'ILS' : 'USD');
    await expect.poll(() => new URL(page.url()).searchParams.get('session')).toMatch(/^[\w-]+$/);
  });
}

test('results appear while the session fills, with a visible progress state', async ({
  page,
  request,
}) => {
  const session = await heldSession(request);
  await page.goto(`${BERLIN}?${stay}&session=${session}`);
  const results = page.locator('[data-results]');
  // Cards show before the search is complete, under a progress bar.
  await expect(results.locator('[data-hotel-card]').first()).toBeVisible();
  await expect(results).toHaveAttribute('data-phase', 'searching');
  await expect(
    page.getByRole('progressbar', { name: s('en', 'results.progressLabel') }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2 }).filter({ hasText: 'found so far' }),
  ).toBeVisible();
  const count = async () =>
    Number(await results.locator('[data-results-count]').getAttribute('data-results-count'));
  const early = await count();
  // While it fills, the cards on screen stay where they are (nothing moves under a finger):
  // the hotels found since come after them.
  const cards = results.locator('[data-hotel-card]');
  const firstSeen = await cards.first().getAttribute('data-hotel-card');
  await fillSearch(request, session, 60);
  await expect.poll(count).toBeGreaterThan(early);
  await expect(results).toHaveAttribute('data-phase', 'searching');
  await expect(cards.first()).toHaveAttribute('data-hotel-card', firstSeen!);
  const filling = (await cards.first().boundingBox())!;
  await fillSearch(request, session, 100);
  await resultsDone(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The complete list keeps the progress bar's place: its first card does not move up.
  expect((await cards.first().boundingBox())!.y).toBeCloseTo(filling.y, 0);
  const total = Number(
    await results.locator('[data-results-count]').getAttribute('data-results-count'),
  );
  expect(total).toBeGreaterThan(early);
  await expect(
    page.getByRole('heading', { name: s('en', 'results.found_other', { count: total }) }),
  ).toBeVisible();
  await expect(results.locator('[data-hotel-card]')).toHaveCount(20);
  const card = results.locator('[data-hotel-card]').first();
  await expect(card.locator('[data-price]')).toHaveText(/^€[\d,]+\.\d{2}$/);
  // The API's images come through the site's own origin (server/api-proxy.ts).
  await expect(card.locator('img')).toHaveAttribute('src', /^\/assets\/hotels\/[\w-]+\.png$/);
  const link = card.locator('[data-hotel-link]');
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(
      `^/hotels/destination/germany/berlin/[a-z0-9-]+\\?check_in=${day(20)}&check_out=${day(23)}&guests=2&currency=EUR$`,
    ),
  );
});

/** True when React has taken over `element` (it marks each node it renders or hydrates). */
const reactOwns = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')));

/** Counts the layout shifts not caused by input from the first paint on (what CLS adds up). */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

for (const locale of ['en', 'he']) {
  test(`a filling list with a full first page is followed without React, then sorted in place (${locale})`, async ({
    page,
    request,
  }) => {
    const session = await heldSession(request);
    const shifts = await countShifts(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // React reports a hydration that did not match the HTML it found on the console.
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const url = `${localized(locale, BERLIN)}?${stay}&session=${session}`;
    await page.goto(url);
    const results = page.locator('[data-results]');
    const cards = results.locator('[data-hotel-card]');
    await expect(cards).toHaveCount(20);
    await expect(results).toHaveAttribute('data-phase', 'searching');
    const heading = results.locator('[data-results-count]');
    const bar = page.getByRole('progressbar', { name: s(locale, 'results.progressLabel') });
    const early = Number(await heading.getAttribute('data-results-count'));
    const top = (await cards.first().boundingBox())!.y;

    // The count, the bar and its words move as the session fills; no framework code runs.
    await fillSearch(request, session, 60);
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar.locator('[data-progress-bar]')).toHaveAttribute('style', /scaleX\(0\.6\)/);
    await expect(page.locator('[data-progress-text]')).toContainText('60');
    const filling = Number(await heading.getAttribute('data-results-count'));
    expect(filling).toBeGreaterThan(early);
    await expect(heading).toHaveText(s(locale, 'results.foundSoFar_other', { count: filling }));
    expect(await reactOwns(cards.first())).toBe(false);
    await cards.first().evaluate((card) => ((window as { firstCard?: Element }).firstCard = card));

    // Complete: the server's sorted list takes the filling one's place, the cards where they
    // were (the bar's space kept) and in the same elements, still without React.
    await fillSearch(request, session, 100);
    await resultsDone(page);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('[data-progress-space]')).toHaveCount(1);
    expect((await cards.first().boundingBox())!.y).toBeCloseTo(top, 0);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
    const total = Number(await heading.getAttribute('data-results-count'));
    expect(total).toBeGreaterThan(filling);
    await expect(heading).toHaveText(s(locale, 'results.found_other', { count: total }));
    // The complete list as the server renders it (the front server may still hold this URL's
    // render from while it filled: the script asks for the list it puts in place).
    const sorted = await (await request.get(`${url}&filled=1`)).text();
    const first = /data-hotel-card="([^"]+)"/.exec(sorted)?.[1];
    await expect(cards.first()).toHaveAttribute('data-hotel-card', first!);
    await expect(cards).toHaveCount(20);
    expect(await reactOwns(cards.first())).toBe(false);
    expect(
      await cards
        .first()
        .evaluate((card) => card === (window as { firstCard?: Element }).firstCard),
    ).toBe(true);

    // The first input wakes the list on what it shows.
    await page.getByRole('checkbox', { name: s(locale, 'filters.freeCancellation') }).click();
    await expect(page).toHaveURL(/[?&]free_cancellation=1(&|$)/);
    await resultsDone(page);
    expect(await reactOwns(cards.first())).toBe(true);
    await expect(cards.getByText(s(locale, 'card.freeCancellation'))).toHaveCount(
      await cards.count(),
    );
    expect(new URL(page.url()).searchParams.get('session')).toBe(session);
    expect(errors).toEqual([]);
  });
}

test('a press while the list fills hands it to the island with nothing lost', async ({
  page,
  request,
}) => {
  const session = await heldSession(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BERLIN}?${stay}&session=${session}`);
  const results = page.locator('[data-results]');
  const heading = results.locator('[data-results-count]');
  await fillSearch(request, session, 40);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  const count = await heading.getAttribute('data-results-count');
  // React wakes on the HTML the script wrote: it keeps the heading it finds (a text it would
  // write differently would make it build the island again, and report it).
  await heading.evaluate((el) => ((window as unknown as { heading: Element }).heading = el));
  await page.getByRole('checkbox', { name: s('en', 'filters.freeCancellation') }).click();
  await expect(page).toHaveURL(/[?&]free_cancellation=1(&|$)/);
  await expect.poll(() => reactOwns(heading)).toBe(true);
  expect(
    await heading.evaluate((el) => (window as unknown as { heading: Element }).heading === el),
  ).toBe(true);
  await expect(results).toHaveAttribute('data-phase', 'searching');
  expect(Number(await heading.getAttribute('data-results-count'))).toBeLessThanOrEqual(
    Number(count),
  );
  // The island follows the session from there, filtered.
  await fillSearch(request, session, 100);
  await resultsDone(page);
  const cards = results.locator('[data-hotel-card]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByText(s('en', 'card.freeCancellation'))).toHaveCount(await cards.count());
  expect(errors).toEqual([]);
});

for (const locale of ['en', 'he']) {
  test(`a poll failing while the list fills is explained in the visitor's language (${locale})`, async ({
    page,
    request,
  }) => {
    const session = await heldSession(request);
    const polls = (url: URL) => url.pathname === `/api/v3/hotels/search/${session}`;
    await page.route(polls, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${localized(locale, BERLIN)}?${stay}&session=${session}`);
    const alert = page.getByRole('alert').filter({ hasText: s(locale, 'results.errorTitle') });
    await expect(alert).toContainText(text(locale, 'api.error'));
    // The cards read so far give way to the explanation; trying again picks the search up.
    await page.unroute(polls);
    await fillSearch(request, session, 100);
    await alert.getByRole('button', { name: s(locale, 'results.retry') }).click();
    await resultsDone(page);
    await expect(page.locator('[data-hotel-card]')).toHaveCount(20);
  });
}

test('a list the server sends complete starts right under its heading, with no space for a progress bar', async ({
  page,
  request,
}) => {
  const session = await heldSession(request);
  await fillSearch(request, session, 100);
  await page.goto(`${BERLIN}?${stay}&session=${session}`);
  await hydrated(page);
  await resultsDone(page);
  const heading = (await page.locator('[data-results-count]').boundingBox())!;
  const card = (await page.locator('[data-hotel-card]').first().boundingBox())!;
  // The heading's own margin and the list's spacing only: the progress bar's 2.25 rem (36 px)
  // and its margin are not kept for a search that never filled on this page.
  expect(card.y - (heading.y + heading.height)).toBeGreaterThanOrEqual(0);
  expect(card.y - (heading.y + heading.height)).toBeLessThan(36);
});

test("a link's currency becomes the visitor's: the header names it, and a change there reprices the hotel page and its URL", async ({
  page,
}) => {
  // A new visitor in English would see USD; the link names EUR.
  await page.goto(`${BERLIN}?${stay}`);
  await hydrated(page);
  await resultsDone(page);
  const picker = page.locator('button[data-currency]');
  await expect(picker).toHaveAttribute('data-currency', 'EUR');
  const card = page.locator('[data-hotel-card]').first();
  await expect(card.locator('[data-price]')).toHaveText(/^€/);

  await page.goto((await card.locator('[data-hotel-link]').getAttribute('href'))!);
  await hydrated(page);
  await expect(page.locator('[data-rates-state="ready"]')).toBeVisible();
  await expect(picker).toHaveAttribute('data-currency', 'EUR');
  const price = page.locator('[data-rate] [data-price]').first();
  await expect(price).toHaveText(/^€/);
  await picker.click();
  await page.getByRole('dialog').locator('button[data-choice="GBP"]').first().click();
  await expect(price).toHaveText(/^£/);
  await expect.poll(() => new URL(page.url()).searchParams.get('currency')).toBe('GBP');
  await expect(page.locator('[data-choose]').first()).toHaveAttribute('href', /currency=GBP/);

  // Reloaded, the page shows what the visitor chose.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-rates-state="ready"]')).toBeVisible();
  await expect(picker).toHaveAttribute('data-currency', 'GBP');
  await expect(price).toHaveText(/^£/);

  // A new visitor who opens a hotel's link sees its currency in the header from the start,
  // while no island has woken, and it becomes theirs when the picker wakes.
  await page.evaluate(() => localStorage.clear());
  await page.goto(page.url().replace('currency=GBP', 'currency=JPY'));
  await expect(picker).toHaveAttribute('data-currency', 'JPY');
  await expect(price).toHaveText(/^¥/);
  await hydrated(page);
  await picker.click();
  const dialog = page.getByRole('dialog', { name: text('en', 'currency.choose') });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('currency')))
    .toBe(JSON.stringify('JPY'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(picker).toHaveAttribute('data-currency', 'JPY');
});

test('a results URL reloaded shows the same search (same session, same first hotel)', async ({
  page,
}) => {
  await page.goto(`${BERLIN}?${stay}`);
  await resultsDone(page);
  await expect(page).toHaveURL(/[?&]session=[\w-]+/);
  const session = new URL(page.url()).searchParams.get('session');
  const firstHotel = await page
    .locator('[data-hotel-card]')
    .first()
    .getAttribute('data-hotel-card');
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v3/hotels/search')) created.push(r.url());
  });
  await page.reload();
  await resultsDone(page);
  expect(new URL(page.url()).searchParams.get('session')).toBe(session);
  await expect(page.locator('[data-hotel-card]').first()).toHaveAttribute(
    'data-hotel-card',
    firstHotel!,
  );
  expect(created).toEqual([]);
});

test('a new search arrives with its first cards in the page, and keeps its session in the URL', async ({
  page,
  request,
}) => {
  // The server starts the search for the visitor: its HTML, read without any script, holds
  // the first cards; the page is the visitor's own, never stored.
  const fresh = await request.get(`${BERLIN}?${stay}`);
  expect(fresh.headers()['cache-control']).toBe('private, no-store');
  expect(fresh.headers()['x-page-cache']).toBeUndefined();
  const html = await fresh.text();
  expect(html).toMatch(/data-hotel-card="[^"]+"/);
  expect(html).not.toContain('data-hotel-skeleton=');

  // In a browser the session goes into the URL, and no search starts there.
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v3/hotels/search')) created.push(r.url());
  });
  // The cards the server sent stay where the visitor reads them until the list is complete
  // (whether the island or, for a full first page, the page's script follows the session):
  // nothing moves, and nothing is built again (React reports that as a page error).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shifts = await countShifts(page);
  const served = page.waitForResponse((r) => r.url().includes('/results?'));
  await page.goto(`${BERLIN}?${stay}`);
  expect(await (await served).text()).toMatch(/data-hotel-card="[^"]+"/);
  await expect.poll(() => new URL(page.url()).searchParams.get('session')).toMatch(/^[\w-]+$/);
  const session = new URL(page.url()).searchParams.get('session');
  await resultsDone(page);
  expect(await shifts()).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
  await page.reload();
  await resultsDone(page);
  expect(new URL(page.url()).searchParams.get('session')).toBe(session);
  expect(created).toEqual([]);
});

test('the results page sends sized skeletons, then the first cards of its session, without a layout jump', async ({
  page,
  request,
}) => {
  const shifts = await countShifts(page);
  // Without a currency in the URL the browser searches in the visitor's own, which the
  // server cannot know: the server's HTML holds skeleton cards, hidden from screen readers,
  // under the busy results section and its progress bar.
  const inVisitorsCurrency = `${BERLIN}?${stay.replace('&currency=EUR', '')}`;
  const fresh = await (await request.get(inVisitorsCurrency)).text();
  expect(fresh).toMatch(/<section[^>]*aria-busy="true"/);
  expect(fresh).toContain('role="progressbar"');
  expect(fresh).toMatch(/<ol[^>]*aria-hidden="true"[^>]*data-hotel-skeletons/);
  expect(fresh).toContain('data-hotel-skeleton=');
  expect(fresh).not.toContain('data-hotel-card=');

  await page.goto(inVisitorsCurrency);
  await resultsDone(page);
  await expect(page.locator('[data-hotel-skeleton]')).toHaveCount(0);
  expect(await shifts()).toBeLessThanOrEqual(0.02);

  // The URL now names a session that has results: the server's HTML holds its first cards.
  const first = await page.locator('[data-hotel-card]').first().getAttribute('data-hotel-card');
  const total = await page.locator('[data-results-count]').getAttribute('data-results-count');
  const known = await (await request.get(page.url())).text();
  expect(known).toContain(`data-hotel-card="${first}"`);
  expect(known).toContain(`data-results-count="${total}"`);
  expect(known).not.toContain('data-hotel-skeleton');
});

test('an unknown session in the URL starts the same search again and says so', async ({ page }) => {
  await page.goto(`${BERLIN}?${stay}&session=expired-session-id`);
  await resultsDone(page);
  await expect(page.getByText(s('en', 'results.expired'))).toBeVisible();
  expect(new URL(page.url()).searchParams.get('session')).not.toBe('expired-session-id');
  await expect(page.locator('[data-hotel-card]').first()).toBeVisible();
});

test('sort, filters and pages change the URL and the list', async ({ page }) => {
  await page.goto(`${BERLIN}?${stay}`);
  await resultsDone(page);
  await hydrated(page);
  const cards = page.locator('[data-hotel-card]');

  // As a person does: the list opens under the pointer, then an option is chosen.
  const sort = page.getByRole('combobox', { name: s('en', 'sort.label') });
  await sort.click();
  await sort.selectOption('stars');
  await expect(page).toHaveURL(/[?&]sort=stars(&|$)/);
  await resultsDone(page);
  await expect(cards.first().locator('[data-stars]')).toHaveAttribute('data-stars', '5');

  await page
    .getByRole('checkbox', { name: s('en', 'filters.starsValue_other', { count: 3 }) })
    .check();
  await expect(page).toHaveURL(/[?&]stars=3(&|$)/);
  await resultsDone(page);
  await expect(cards.first()).toBeVisible();
  for (const value of await cards
    .locator('[data-stars]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-stars')))) {
    expect(value).toBe('3');
  }

  await page.getByRole('checkbox', { name: s('en', 'filters.freeCancellation') }).check();
  await expect(page).toHaveURL(/[?&]free_cancellation=1(&|$)/);
  await resultsDone(page);
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(cards.getByText(s('en', 'card.freeCancellation'))).toHaveCount(count);

  await page
    .getByRole('button', { name: s('en', 'filters.clear') })
    .first()
    .click();
  await expect(page).not.toHaveURL(/stars=|free_cancellation=/);
  await expect(page).toHaveURL(/[?&]sort=stars(&|$)/);
  await resultsDone(page);
  const before = await cards.first().getAttribute('data-hotel-card');
  await page
    .getByRole('navigation', { name: s('en', 'pages.label') })
    .getByRole('button', { name: s('en', 'pages.next') })
    .click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await resultsDone(page);
  await expect(page.locator('[data-page]')).toHaveText(
    s('en', 'pages.status', { page: 2, pages: 10 }),
  );
  await expect(cards.first()).not.toHaveAttribute('data-hotel-card', before!);

  // The filters survive a reload: they live in the URL.
  await page.reload();
  await resultsDone(page);
  await expect(page.getByRole('combobox', { name: s('en', 'sort.label') })).toHaveValue('stars');
  await expect(page.locator('[data-page]')).toHaveText(
    s('en', 'pages.status', { page: 2, pages: 10 }),
  );
});

test('cards out of view hold the room they take once on screen, so nothing moves under the pointer', async ({
  page,
}) => {
  await page.goto(`${BERLIN}?${stay}`);
  await resultsDone(page);
  const slots = page.locator('[data-hotel-list] > li');
  await expect(slots).toHaveCount(20);
  const heights = () =>
    slots.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  // As laid out now: the cards below the window are not laid out yet and hold a reserved size.
  const reserved = await heights();
  await slots.evaluateAll((items) =>
    items.forEach((item) => {
      (item.firstElementChild as HTMLElement).style.contentVisibility = 'visible';
    }),
  );
  // Every card laid out: a card that took more or less room than it held would move the list
  // below it, and the page buttons, as the reader scrolls down to them.
  expect(await heights()).toEqual(reserved);
});

test('malformed dates, guests and currency in a URL are corrected and explained', async ({
  page,
}) => {
  await page.goto(
    `${BERLIN}?check_in=2021-02-30&check_out=soon&guests=99,1|x&currency=XYZ&country=Israel`,
  );
  const notice = page.locator('[data-corrections]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-corrections', 'dates guests currency country');
  await expect(notice).toContainText(s('en', 'corrections.title'));
  await expect(notice).toContainText(s('en', 'corrections.guests'));
  await expect(notice).toContainText(s('en', 'corrections.currency', { currency: 'USD' }));
  await resultsDone(page);
  const url = new URL(page.url());
  expect(url.searchParams.get('guests')).toBe('2');
  expect(url.searchParams.get('currency')).toBe('USD');
  expect(url.searchParams.get('check_in')! >= day(0)).toBe(true);
  await expect(page.locator('[data-hotel-card]').first()).toBeVisible();

  await page.goto(`${BERLIN}?check_in=2020-01-01&check_out=2020-01-04&guests=2&currency=EUR`);
  await expect(page.locator('[data-corrections]')).toHaveAttribute('data-corrections', 'past');
  await resultsDone(page);
  expect(new URL(page.url()).searchParams.get('check_in')).toBe(day(0));

  await page.goto(`${BERLIN}?check_in=${day(10)}&check_out=${day(50)}&guests=2&currency=EUR`);
  await expect(page.locator('[data-corrections]')).toHaveAttribute('data-corrections', 'length');
  await expect(page.locator('[data-corrections]')).toContainText(
    s('en', 'corrections.length', { checkOut: '' }).split(',')[0]!,
  );
  await resultsDone(page);
  expect(new URL(page.url()).searchParams.get('check_out')).toBe(day(40));
});

test('an API failure shows a localised error with retry; an empty filter result offers to clear', async ({
  page,
}) => {
  const searchCall = (url: URL) => url.pathname === '/api/v3/hotels/search';
  // The API cannot be reached, then answers with an error, then works. (Without a currency
  // in the URL the browser starts the search, in the visitor's currency.)
  await page.route(searchCall, (route) => route.abort('connectionrefused'));
  await page.goto(`${BERLIN}?${stay.replace('&currency=EUR', '')}`);
  const alert = page.getByRole('alert').filter({ hasText: s('en', 'results.errorTitle') });
  await expect(alert).toContainText(text('en', 'api.unreachable'));
  await page.unroute(searchCall);
  await page.route(searchCall, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await alert.getByRole('button', { name: s('en', 'results.retry') }).click();
  await expect(alert).toContainText(text('en', 'api.error'));
  await page.unroute(searchCall);
  await alert.getByRole('button', { name: s('en', 'results.retry') }).click();
  await resultsDone(page);
  await expect(page.locator('[data-hotel-card]').first()).toBeVisible();

  await page.goto(`${BERLIN}?${stay}&price_max=1`);
  await resultsDone(page);
  const empty = page.locator('[data-empty]');
  await expect(empty).toContainText(s('en', 'results.emptyFiltered'));
  await empty.getByRole('button', { name: s('en', 'filters.clear') }).click();
  await expect(page).not.toHaveURL(/price_max/);
  await resultsDone(page);
  await expect(page.locator('[data-hotel-card]')).toHaveCount(20);
});

test('favourite a hotel from the results and find it on /favorites', async ({ page }) => {
  await page.goto(`${BERLIN}?${stay}`);
  await resultsDone(page);
  await hydrated(page);
  const card = page.locator('[data-hotel-card]').first();
  const name = (await card.locator('[data-hotel-link]').textContent())!;
  const heart = card.getByRole('button', { name: s('en', 'favorite.label', { name }) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  await hydrated(page);
  const list = page.locator('[data-favorites]');
  await expect(list.getByRole('link', { name })).toHaveAttribute(
    'href',
    /^\/hotels\/destination\/germany\/berlin\/[a-z0-9-]+$/,
  );
  await list.getByRole('button', { name: s('en', 'favorites.remove', { name }) }).click();
  await expect(page.locator('[data-empty]')).toContainText(text('en', 'favorites.empty', 'pages'));
});

test('a search is saved, listed on /searches and offered again in the form', async ({ page }) => {
  await page.goto('/searches');
  await hydrated(page);
  await expect(page.locator('[data-empty]')).toBeVisible();

  await page.goto(`${BERLIN}?${stay}`);
  await resultsDone(page);
  // The session the server started goes into the address once the page's script has started.
  await expect(page).toHaveURL(/[?&]session=[^&]+/);
  const session = new URL(page.url()).searchParams.get('session')!;

  await page.goto('/searches');
  await hydrated(page);
  const item = page.locator('[data-saved-search]');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading')).toHaveText('Berlin, Germany');
  await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`session=${session}$`));

  // The form offers it while the destination is empty.
  await page.goto('/');
  await hydrated(page);
  const combobox = page.getByRole('combobox', { name: s('en', 'form.destination') });
  await combobox.focus();
  const recent = page.getByRole('group', { name: s('en', 'combo.recent') });
  await expect(recent.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue('Berlin, Germany');

  await page.goto('/searches');
  await hydrated(page);
  await item.getByRole('link').click();
  await page.waitForURL(/\/results\?/);
  await resultsDone(page);
  expect(new URL(page.url()).searchParams.get('session')).toBe(session);

  await page.goto('/searches');
  await hydrated(page);
  await item.getByRole('button').click();
  await expect(page.locator('[data-empty]')).toContainText(text('en', 'searches.empty', 'pages'));
});

test('destination pages show the destination’s facts and hotels with the search form', async ({
  page,
}) => {
  await page.goto('/hotels/destination/germany/berlin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in Berlin');
  await expect(page.locator('[data-facts]')).toContainText('200 hotels in Berlin, Germany, from');
  await expect(page.locator('[data-top-hotels] a').first()).toHaveAttribute(
    'href',
    /^\/hotels\/destination\/germany\/berlin\/[a-z0-9-]+$/,
  );
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: s('en', 'form.destination') })).toHaveValue(
    'Berlin, Germany',
  );
  await page.getByRole('button', { name: s('en', 'form.submit'), exact: true }).click();
  await page.waitForURL(/\/hotels\/destination\/germany\/berlin\/results\?check_in=/);

  await page.goto('/he/hotels/destination/germany');
  await expect(page.locator('[data-cities] a').first()).toHaveAttribute(
    'href',
    /^\/he\/hotels\/destination\/germany\/[a-z0-9-]+$/,
  );
});

test('the search form wakes on the page the server sent, without re-rendering it', async ({
  page,
}) => {
  // React throws away an island whose server text differs from its own first render (and what
  // a person typed into it meanwhile); it reports that as a page error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const locale of ['en', 'he', 'ja', 'de']) {
    await page.goto(localized(locale, '/'));
    await hydrated(page);
    await page.locator('[data-search-form] button[aria-haspopup=dialog]').first().click();
    await expect(page.getByRole('dialog', { name: s(locale, 'dates.title') })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('on wide screens the calendar pages through 13 months and stops at the last', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('[data-search-form] button[aria-haspopup=dialog]').first().click();
  const dialog = page.getByRole('dialog', { name: s('en', 'dates.title') });
  const next = dialog.getByRole('button', { name: s('en', 'dates.nextMonth') });
  const months = dialog.locator('[data-calendar] .dayContainer');
  await expect(months).toHaveCount(2);
  // Each month's title is written once, as the language writes it (not flatpickr's too).
  await expect(dialog.locator('.flatpickr-current-month').first()).toBeVisible();
  await expect(dialog.locator('.flatpickr-current-month .cur-month')).toHaveCount(2);
  for (const name of await dialog.locator('.flatpickr-current-month .cur-month').all()) {
    await expect(name).toBeHidden();
  }
  const now = new Date();
  const label = (offset: number) => {
    const date = new Date(now.getFullYear(), now.getMonth() + offset, 1);
    return `${new Intl.DateTimeFormat('en', { month: 'long' }).format(date)} ${date.getFullYear()}`;
  };
  const labels = Array.from({ length: 13 }, (_, i) => label(i));
  // The calendar opens on the check-in month; the arrow pages on, a month at a time.
  let first = labels.indexOf((await months.first().getAttribute('data-month')) ?? '');
  expect(first).toBeGreaterThanOrEqual(0);
  while (first < 11) {
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await next.click();
    first += 1;
    await expect(months.first()).toHaveAttribute('data-month', labels[first]!);
  }
  // The 13th month (today's month next year) is the last one shown, and the arrow stops.
  await expect(months.last()).toHaveAttribute('data-month', labels[12]!);
  await expect(next).toBeHidden();
  await expect(
    months.last().locator('.flatpickr-day:not(.flatpickr-disabled):not(.hidden)').first(),
  ).toBeVisible();
});

test('the calendar reaches all 13 months on a phone @phone', async ({ page }) => {
  await page.goto('/he');
  await hydrated(page);
  await page.locator('[data-search-form] button[aria-haspopup=dialog]').first().click();
  const months = page.locator('[data-calendar] .dayContainer');
  await expect(months).toHaveCount(13);
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() + 12, 1);
  const name = new Intl.DateTimeFormat('he', { month: 'long' }).format(last);
  await expect(months.last()).toHaveAttribute('data-month', `${name} ${last.getFullYear()}`);
  await expect(page.locator('[data-calendar] .flatpickr-calendar')).toHaveCSS('direction', 'rtl');
  // Scrolled down the column, the weekday row stays at the top of the sheet, with no day
  // showing above it.
  await months.last().scrollIntoViewIfNeeded();
  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  const sheet = page.getByRole('dialog').locator('.overflow-y-auto');
  const weekdays = page.locator('[data-calendar] .flatpickr-weekdays');
  await expect.poll(async () => Math.round((await top(weekdays)) - (await top(sheet)))).toBe(0);
  // What the stay stands at stays in view under the column, however far it is scrolled.
  await expect(page.locator('[data-stay-status]')).toBeInViewport();
});

test('the widget opens the results on the storefront in a new tab, keeping the fid', async ({
  page,
  context,
}) => {
  await page.goto('/widgets/search?fid=1001&bg_brand_light=%2300aa55');
  await hydrated(page);
  const form = page.getByRole('search', { name: s('en', 'form.label') });
  await expect(form.getByRole('button', { name: s('en', 'form.submit') })).toHaveCSS(
    'background-color',
    'rgb(0, 170, 85)',
  );
  await form
    .getByRole('combobox', { name: s('en', 'form.destination') })
    .pressSequentially('Dubai', { delay: 50 });
  await page
    .getByRole('listbox', { name: s('en', 'form.destination') })
    .getByRole('option')
    .filter({ hasText: 'Dubai' })
    .first()
    .click();
  const [results] = await Promise.all([
    context.waitForEvent('page'),
    form.getByRole('button', { name: s('en', 'form.submit') }).click(),
  ]);
  await results.waitForLoadState();
  expect(results.url()).toMatch(/\/hotels\/destination\/united-arab-emirates\/dubai\/results\?/);
  expect(new URL(results.url()).searchParams.get('fid')).toBe('1001');
});
