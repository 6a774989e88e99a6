import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CACHE_NAMES } from '../../src/lib/offline/rules';
import { expect, test } from './fixtures';
import { hydrated, text } from './helpers';

// The suite blocks service workers (playwright.config.ts) so that request interception in the
// other specs sees every request; this file is about the worker.
test.use({ serviceWorkers: 'allow' });

const savedCopy = text('en', 'network.savedCopy').replace('{{time}}', '').trim();
const connectionNeeded = text('en', 'offline.title', 'pages');

/** A stay a few weeks ahead, as the search form writes it. */
function stay(): { checkIn: string; checkOut: string } {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { checkIn: day(30), checkOut: day(33) };
}

/** Waits until the site's service worker controls the page (it registers once interactive). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** True once `cacheName` holds an answer for `url` (the worker stores in the background). */
function isSaved(page: Page, cacheName: string, url: string): Promise<boolean> {
  return page.evaluate(
    async ([name, key]) => (await (await caches.open(name)).match(key)) !== undefined,
    [cacheName, url] as const,
  );
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

test('a landing page visited before reloads offline, with the offline notice and when it was saved', async ({
  page,
  context,
}) => {
  await page.goto('/hotels/destination/germany/berlin');
  await workerInControl(page);
  const heading = await page.locator('main h1').first().textContent();
  // The page that registered the worker is kept as if it had been visited under it.
  await expect.poll(() => isSaved(page, CACHE_NAMES.pages, page.url())).toBe(true);

  await goOffline(context, page);
  await page.reload();
  await expect(page.locator('main h1').first()).toHaveText(heading ?? '');
  const notice = page.locator('#network-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(text('en', 'network.offline'));
  await expect(notice.locator('[data-saved]')).toContainText(savedCopy);
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'user' });

  test('a reservation stays readable offline, live pages say a connection is needed, and signing out removes it', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/');
    await workerInControl(page);
    await expect.poll(() => isSaved(page, CACHE_NAMES.offline, '/offline')).toBe(true);

    // The visitor opens one of their reservations while online.
    await page.goto('/account/reservations');
    await hydrated(page);
    const row = page.locator('[data-reservation-row]').first();
    const reference = await row.getAttribute('data-reservation-row');
    await row.click();
    await expect(page).toHaveURL(/\/account\/reservations\/[0-9a-f-]{36}$/);
    await expect(page.locator('[data-reference]')).toHaveText(reference ?? '');
    const reservationUrl = page.url();
    const uuid = reservationUrl.split('/').at(-1) ?? '';
    await expect.poll(() => isSaved(page, CACHE_NAMES.personal, reservationUrl)).toBe(true);
    await expect
      .poll(() => isSaved(page, CACHE_NAMES.personal, `/api/v3/reservations/${uuid}?locale=en`))
      .toBe(true);

    // No signal: the reservation reloads from the saved copy, with the time it was saved.
    await goOffline(context, page);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-reference]')).toHaveText(reference ?? '');
    await expect(page.locator('#network-notice [data-saved]')).toContainText(savedCopy);

    // Results and booking are never answered from a cache: a connection is needed, and the
    // search typed is kept (in the address, and shown back).
    const { checkIn, checkOut } = stay();
    const results = `/hotels/destination/germany/berlin/results?check_in=${checkIn}&check_out=${checkOut}&guests=2`;
    await page.goto(results);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(connectionNeeded);
    await expect(page.locator('[data-kept-search]')).toContainText('Berlin');
    expect(new URL(page.url()).search).toBe(new URL(results, page.url()).search);
    await expect(page.locator('[data-price], [data-hotel-card]')).toHaveCount(0);

    await page.goto(`/book?check_in=${checkIn}&check_out=${checkOut}&guests=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(connectionNeeded);
    await expect(page.locator('[data-price]')).toHaveCount(0);
    await expect(page.locator('[data-kept-search]')).toBeVisible();

    // Back online, the page asking for a connection loads the real one by itself (waited
    // for: a reload of its own starting after the next navigation would interrupt it).
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(connectionNeeded);

    // The visitor signs out: every personal page and answer leaves the device.
    await page.goto('/');
    await hydrated(page);
    await page.locator('[data-user-menu-button]').click();
    await page.locator('[data-user-menu] [data-menu="logout"]').click();
    const logout = page.getByRole('dialog', { name: text('en', 'logout.title', 'account') });
    const home = page.waitForEvent('load');
    await logout.getByRole('button', { name: text('en', 'logout.confirm', 'account') }).click();
    await home;
    await hydrated(page);
    await expect(page.locator('[data-user-menu-button="user"]')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate((name) => caches.has(name), CACHE_NAMES.personal))
      .toBe(false);

    await goOffline(context, page);
    await page.goto(reservationUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(connectionNeeded);
    await expect(page.locator('[data-reference]')).toHaveCount(0);
  });
});

test('the site is installable: Chromium reports no installability error (Lighthouse’s check)', async ({
  baseURL,
  launchOptions,
}) => {
  // Chromium never offers to install from an incognito profile, which every test context is;
  // a persistent profile is a browser as a person has it.
  const profile = mkdtempSync(join(tmpdir(), 'storefront-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL ?? ''}/he`);
    const cdp = await context.newCDPSession(page);
    // The manifest, its icons and a worker that controls the page: checked as Chrome does
    // before it offers "Install app" (Lighthouse's installable-manifest audit read the same).
    await expect
      .poll(async () =>
        (
          (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          }
        ).installabilityErrors.map((error) => error.errorId),
      )
      .toEqual([]);
    const { url } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/he\/manifest\.webmanifest$/);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
