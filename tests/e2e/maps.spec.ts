import { expect, test, type Page } from '@playwright/test';
import { hydrated, localized, text } from './helpers';

/** A search-namespace text with its variables filled in. */
const s = (locale: string, key: string, vars: Record<string, string | number> = {}) =>
  text(locale, key, 'search').replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
    String(vars[name] ?? ''),
  );

/** YYYY-MM-DD `days` from today (UTC, as the API and the site count). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const BERLIN = '/hotels/destination/germany/berlin/results';
const stay = `check_in=${day(20)}&check_out=${day(23)}&guests=2&currency=EUR`;

async function resultsDone(page: Page) {
  await expect(page.locator('[data-results]')).toHaveAttribute('data-phase', 'done');
}

/** Opens the results map and waits until Leaflet drew it. */
async function openMap(page: Page) {
  await page.locator('[data-map-toggle]').click();
  await expect(page.locator('[data-map]')).toHaveAttribute('data-map-ready', 'true');
}

test.describe('results map', () => {
  test('loads no map code before it is opened, then one marker or group per hotel', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/leaflet|land-50m/.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto(`${BERLIN}?${stay}`);
    await hydrated(page);
    await resultsDone(page);
    expect(mapRequests).toEqual([]);
    await openMap(page);
    expect(mapRequests.length).toBeGreaterThan(0);
    const cards = await page.locator('[data-hotel-card]').count();
    const singles = await page.locator('[data-map-hotel]').count();
    const groups = page.locator('[data-map-cluster]');
    let grouped = 0;
    for (const count of await groups.evaluateAll((els) =>
      els.map((el) => Number((el as HTMLElement).dataset.mapCluster)),
    ))
      grouped += count;
    expect(singles + grouped).toBe(cards);
    // Every price and every place shown can be read: no marker or label lies over another.
    const boxes = await page
      .locator(
        '[data-map-hotel] span, [data-map-cluster] span, [data-map-place]:not(.is-covered) span',
      )
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const over = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    expect(boxes.filter((a, i) => boxes.slice(i + 1).some((b) => over(a, b)))).toEqual([]);
    // Markers are named buttons with the hotel's price in the chosen currency.
    const marker = page.locator('[data-map-hotel]').first();
    await expect(marker).toHaveAttribute('role', 'button');
    await expect(marker).toHaveAttribute('aria-label', /€/);
    // The city centre is marked.
    await expect(page.locator('[data-map-place="centre"]')).toHaveText(s('en', 'map.centre'));
  });

  test('a marker shows its hotel card, and a hovered card marks its marker', async ({ page }) => {
    await page.goto(`${BERLIN}?${stay}`);
    await hydrated(page);
    await resultsDone(page);
    await openMap(page);
    // Zoomed in until two hotels stand alone: on some dates most of the first page's hotels
    // are near one another, and the map groups them.
    const singles = page.locator('[data-map-hotel]');
    await expect(async () => {
      if ((await singles.count()) < 2) {
        await page.locator('[data-map]').focus();
        await page.keyboard.press('+');
      }
      expect(await singles.count()).toBeGreaterThanOrEqual(2);
    }).toPass();
    const marker = singles.first();
    const id = await marker.getAttribute('data-map-hotel');
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-map-card] [data-hotel-card="${id}"]`)).toBeVisible();
    await expect(marker).toHaveClass(/is-marked/);
    const other = singles.nth(1);
    const otherId = await other.getAttribute('data-map-hotel');
    await page.locator(`[data-hotel-list] [data-hotel-card="${otherId}"]`).hover();
    await expect(page.locator(`[data-map-hotel="${otherId}"]`)).toHaveClass(/is-marked/);
  });

  test('"Search this area" keeps only hotels inside the moved map', async ({ page }) => {
    await page.goto(`${BERLIN}?${stay}&sort=rating`);
    await hydrated(page);
    await resultsDone(page);
    await openMap(page);
    const total = Number(
      await page.locator('[data-results-count]').getAttribute('data-results-count'),
    );
    const map = page.locator('[data-map]');
    await map.focus();
    // Zoom in twice with the keyboard: a smaller area than the whole city.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.getByRole('button', { name: s('en', 'map.searchArea') }).click();
    await expect(page).toHaveURL(/bbox=/);
    await expect(page).toHaveURL(/sort=rating/);
    await resultsDone(page);
    const bbox = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
    const [west, south, east, north] = bbox as [number, number, number, number];
    const after = Number(
      await page.locator('[data-results-count]').getAttribute('data-results-count'),
    );
    expect(after).toBeLessThan(total);
    const response = await page.request.get(
      `${process.env.E2E_API_URL ?? ''}/v3/hotels/search/${new URL(page.url()).searchParams.get('session')}?bbox=${bbox.join(',')}&per_page=100`,
      { headers: { Authorization: 'Bearer storefront-public-token' } },
    );
    expect(response.status()).toBe(200);
    const hotels = ((await response.json()) as { data: { hotels: { lat: number; lng: number }[] } })
      .data.hotels;
    for (const hotel of hotels) {
      expect(hotel.lat).toBeGreaterThanOrEqual(south);
      expect(hotel.lat).toBeLessThanOrEqual(north);
      expect(hotel.lng).toBeGreaterThanOrEqual(west);
      expect(hotel.lng).toBeLessThanOrEqual(east);
    }
  });

  test('list and map side by side on a wide screen', async ({ page }) => {
    await page.goto(`${BERLIN}?${stay}`);
    await hydrated(page);
    await resultsDone(page);
    await openMap(page);
    const list = await page.locator('[data-hotel-list]').boundingBox();
    const map = await page.locator('[data-map]').boundingBox();
    expect(list && map && map.x > list.x + list.width - 1).toBe(true);
  });
});

test.describe('hotel page', () => {
  async function openHotel(page: Page, locale = 'en') {
    await page.goto(`${localized(locale, BERLIN)}?${stay}`);
    await resultsDone(page);
    const href = await page.locator('[data-hotel-link]').first().getAttribute('href');
    await page.goto(href!);
    // The rates (with the stay's dates) wake when seen, as a person scrolls to them.
    await page.locator('#rates').scrollIntoViewIfNeeded();
    await hydrated(page);
  }

  test('its map names the hotel and the city centre, loaded when scrolled to', async ({ page }) => {
    await openHotel(page);
    const name = (await page.locator('h1').first().textContent())!.trim();
    await page.locator('[data-geo]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-map]')).toHaveAttribute('data-map-ready', 'true');
    await expect(page.locator('[data-map-place="hotel"]')).toHaveText(name);
    await expect(page.locator('[data-map-place="centre"]')).toHaveText(s('en', 'map.centre'));
    // The nearest area with its distance, in metres under a kilometre (which hotel comes first
    // changes with the stay's dates, so with the day the test runs).
    await expect(page.locator('[data-nearest-areas] li').first()).toHaveText(/: [\d.,]+\s?k?m$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('its calendar starts a new stay on a click and refuses a 32-night one', async ({
      page,
    }) => {
      await openHotel(page);
      await page.locator('[data-stay-form] button[aria-haspopup=dialog]').click();
      const calendar = page.locator('[data-calendar]');
      const days = calendar.locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)');
      // Days with a mark, each once (the other months' days are drawn hidden in each month).
      const marked = (mark: string) => days.and(calendar.locator(mark));
      // The page's stay is drawn: its check-in, the nights between and its check-out.
      await expect(marked('.startRange')).toHaveCount(1);
      await expect(marked('.inRange')).toHaveCount(2);
      await expect(marked('.endRange')).toHaveCount(1);
      const first = days.locator(':scope:not(.flatpickr-disabled)').first();
      const status = page.locator('[data-stay-status]');
      const checkOutNow = s('en', 'dates.chooseCheckOut').split('.')[1]!.trim();
      // A click on a day (twice: the same day twice is not a stay) starts a new stay there.
      for (let click = 0; click < 2; click++) {
        await first.click();
        await expect(status).toContainText(checkOutNow);
        await expect(first).toHaveClass(/\bstartRange\b/);
        await expect(first).toBeFocused();
        await expect(marked('.selected')).toHaveCount(1);
        await expect(marked('.inRange, .endRange')).toHaveCount(0);
      }
      const start = await first.evaluate((el) =>
        (el as unknown as { dateObj: Date }).dateObj.getTime(),
      );
      const state = (offset: number) =>
        page.evaluate(
          ({ start, offset }) => {
            const target = new Date(start);
            target.setDate(target.getDate() + offset);
            const el = [...document.querySelectorAll('[data-calendar] .flatpickr-day')].find(
              (d) => (d as unknown as { dateObj: Date }).dateObj.getTime() === target.getTime(),
            );
            return el?.classList.contains('flatpickr-disabled');
          },
          { start, offset },
        );
      expect(await state(32)).toBe(true);
      expect(await state(30)).toBe(false);
      // The 30th night after it completes the stay: the dialog closes on 30 nights.
      await days
        .nth(
          await days.evaluateAll(
            (els, time) =>
              els.findIndex(
                (el) => (el as unknown as { dateObj: Date }).dateObj.getTime() === time,
              ),
            new Date(start).setDate(new Date(start).getDate() + 30),
          ),
        )
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.locator('[data-stay-form] [data-stay-dates] + span')).toHaveText(
        s('en', 'dates.nights_other', { count: 30 }),
      );
    });
  });
});

for (const locale of ['en', 'he']) {
  test(`the first result card is on a phone's first screen in ${locale} @phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${localized(locale, BERLIN)}?${stay}`);
    await hydrated(page);
    await resultsDone(page);
    const box = (await page.locator('[data-hotel-card]').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // The form is one line; a tap opens it.
    const summary = page.locator('[data-search-summary]');
    await expect(summary).toBeVisible();
    await expect(page.locator('[data-search-form]')).toBeHidden();
    await summary.click();
    await expect(page.locator('[data-search-form]')).toBeVisible();
  });

  test(`Map and List switch on a phone keeps the place and the filters in ${locale} @phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${localized(locale, BERLIN)}?${stay}&stars=3,4,5`);
    await hydrated(page);
    await resultsDone(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    await openMap(page);
    await expect(page.locator('[data-hotel-list]')).toBeHidden();
    await page.locator('[data-map-toggle]').click();
    await expect(page.locator('[data-hotel-list]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page).toHaveURL(/stars=3%2C4%2C5|stars=3,4,5/);
    // The bar of Filter, Sort and Map stays under the header.
    const bar = (await page.locator('[data-results-toolbar]').boundingBox())!;
    expect(bar.y).toBeLessThan(120);
  });
}
