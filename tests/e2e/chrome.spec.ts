import { expect, test, type Page } from '@playwright/test';
import { hydrated, localized, text } from './helpers';

const currencyButton = (page: Page) => page.locator('button[data-currency]');

for (const locale of ['en', 'he']) {
  test.describe(`site chrome in ${locale}`, () => {
    test('the currency picker lists popular currencies first, searches and remembers the choice', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/terms-of-use'));
      await hydrated(page);
      const button = currencyButton(page);
      await expect(button).toHaveAttribute('data-currency', locale === 'he' ? 'ILS' : 'USD');
      await button.click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'currency.choose') });
      await expect(dialog).toBeVisible();
      const choices = dialog.locator('button[data-choice]');
      await expect(choices.nth(0)).toHaveAttribute('data-choice', 'EUR');
      await expect(choices.nth(1)).toHaveAttribute('data-choice', 'GBP');
      await expect(choices.nth(2)).toHaveAttribute('data-choice', 'ILS');
      await expect(choices.nth(3)).toHaveAttribute('data-choice', 'USD');
      const yen = new Intl.DisplayNames([locale], { type: 'currency' }).of('JPY') ?? 'JPY';
      await expect(dialog.locator('button[data-choice="JPY"]')).toContainText(yen);
      await dialog.getByRole('searchbox').fill('JPY');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAttribute('data-currency', 'JPY');
      await expect(page.getByRole('status').filter({ hasText: yen })).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(currencyButton(page)).toHaveAttribute('data-currency', 'JPY');
    });

    test('the footer country selector picks a country and hides the card statement for Israel', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/hotels'));
      await hydrated(page);
      const statement = page.locator('[data-card-statement]');
      await expect(statement).toBeVisible();
      await page.locator('button[data-country]').click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'country.choose') });
      await dialog.getByRole('searchbox').fill('+972');
      const israel = dialog.locator('button[data-choice="IL"]');
      await expect(israel).toContainText(locale === 'he' ? 'ישראל' : 'Israel');
      await israel.click();
      await expect(page.locator('button[data-country]')).toHaveAttribute('data-country', 'IL');
      await expect(statement).toHaveCount(0);
      await page.locator('button[data-country]').click();
      await page.getByRole('dialog').getByRole('searchbox').fill('DE');
      await page.getByRole('dialog').locator('button[data-choice="DE"]').click();
      await expect(page.locator('[data-card-statement]')).toBeVisible();
    });

    test('the footer has the Destinations column only in Hebrew', async ({ page }) => {
      await page.goto(localized(locale, '/hotels'));
      await hydrated(page);
      const column = page
        .locator('footer')
        .getByRole('navigation', { name: text(locale, 'footer.destinations') });
      await expect(column).toHaveCount(locale === 'he' ? 1 : 0);
    });
  });
}

test.describe('modals', () => {
  test('close on Escape and outside click, lock scrolling while open and give focus back', async ({
    page,
  }) => {
    await page.goto('/hotels');
    await hydrated(page);
    const button = currencyButton(page);
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    // The page stops scrolling from the dialog's second frame (useScrollLock).
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });
});

test.describe('user dropdown', () => {
  test('holds the colour-mode and area-unit toggles and closes on Escape, outside click and navigation', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/hotels');
    await hydrated(page);
    const open = page.getByRole('button', { name: text('en', 'userMenu.open') });
    await open.click();
    const menu = page.locator('[data-user-menu]');
    const mode = menu.locator('button[data-color-mode]');
    await expect(mode).toHaveAttribute('data-color-mode', 'system');
    await mode.click();
    await expect(mode).toHaveAttribute('data-color-mode', 'light');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await mode.click();
    await expect(mode).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const unit = menu.locator('button[data-unit]');
    await expect(unit).toContainText('m²');
    await unit.click();
    await expect(unit).toContainText('ft²');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await open.click();
    await page.mouse.click(5, 500);
    await expect(menu).toBeHidden();
    await open.click();
    await menu.getByRole('link', { name: text('en', 'nav.favorites') }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.locator('[data-user-menu]')).toHaveCount(0);
    await mode.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('unit'))).toBe('"f"');
  });

  test('a dark preference is applied before the first paint', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('color-mode', 'dark');
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { darkAtBody: boolean }).darkAtBody =
            document.documentElement.classList.contains('dark');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/he/privacy-policy');
    await hydrated(page);
    expect(
      await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody),
    ).toBe(true);
  });
});

test("the page's held modules start only once its first content is on screen", async ({ page }) => {
  // When each module script goes into the page (its request starts then, or its run from cache).
  await page.addInitScript(() => {
    const starts: { src: string; at: number }[] = [];
    (window as unknown as { heldStarts: typeof starts }).heldStarts = starts;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLScriptElement && node.type === 'module' && node.isConnected)
            starts.push({ src: node.getAttribute('src') ?? '', at: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/he/hotels']) {
    await page.goto(path);
    await hydrated(page);
    const { painted, held, started } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      held: [...document.querySelectorAll('template')]
        .filter((template) => template.hasAttribute('data-held-module'))
        .map(
          (template) => (template.content.querySelector('script[src]') as HTMLScriptElement).src,
        ),
      started: (window as unknown as { heldStarts: { src: string; at: number }[] }).heldStarts,
    }));
    expect(painted, path).toBeGreaterThan(0);
    expect(held.length, path).toBeGreaterThan(0);
    for (const src of held) {
      const start = started.find((s) => s.src === src);
      expect(start?.at, `${path}: ${src}`).toBeGreaterThanOrEqual(painted!);
    }
  }
});

test('a country picked in one language shows in the language of each page', async ({ page }) => {
  await page.goto('/he/hotels');
  await hydrated(page);
  await page.locator('button[data-country]').click();
  const dialog = page.getByRole('dialog', { name: text('he', 'country.choose') });
  await dialog.getByRole('searchbox').fill('+972');
  await dialog.locator('button[data-choice="IL"]').click();
  await expect(page.locator('button[data-country]')).toHaveText('ישראל');
  await page.goto('/hotels');
  await hydrated(page);
  await expect(page.locator('button[data-country]')).toHaveText('Israel');
  await page.goto('/de/hotels');
  await hydrated(page);
  await expect(page.locator('button[data-country]')).toHaveText('Israel');
  await page.goto('/fr/hotels');
  await hydrated(page);
  await expect(page.locator('button[data-country]')).toHaveText('Israël');
});

test.describe('role links in the header', () => {
  test('agents see flights, car rentals and tickets; users with packages see packages', async ({
    page,
  }) => {
    const user = {
      id: 1,
      name: 'Avi',
      email: 'a@demo.test',
      avatar: null,
      plan_id: 2,
      options: { flights: false, packages: true, crm: false, vouchers: false },
      actions: [],
      fid: 1001,
    };
    await page.goto('/hotels');
    await hydrated(page);
    const nav = page.locator('header nav[data-main-nav]');
    await expect(nav.locator('[data-role-link]')).toHaveCount(0);
    // The visit's brand lookup ends first: asked again after the reload, the real API would
    // answer it 401 for the made-up user below, which signs the visitor out.
    await page.waitForFunction(() => sessionStorage.getItem('white-label-checked') !== null);
    // The page checks the stored user's session once: the API confirms this one.
    let checked!: () => void;
    const sessionChecked = new Promise<void>((resolve) => (checked = resolve));
    await page.route('**/v3/auth?*', async (route) => {
      await route.fulfill({ json: { data: user } });
      checked();
    });
    await page.evaluate((u) => localStorage.setItem('authUser', JSON.stringify(u)), user);
    await page.reload();
    await hydrated(page);
    await sessionChecked;
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(nav.locator('[data-role-link]')).toHaveText([
      text('en', 'nav.flights'),
      text('en', 'nav.cars'),
      text('en', 'nav.tickets'),
      text('en', 'nav.packages'),
    ]);
  });
});

test.describe('notices', () => {
  test('toasts stay 5000 ms at the bottom end corner', async ({ page }) => {
    await page.clock.install();
    await page.goto('/hotels');
    await hydrated(page);
    // From here on time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000);
    await currencyButton(page).click();
    await page.getByRole('dialog').locator('button[data-choice="EUR"]').first().click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThan(40);
    await page.clock.fastForward(4900);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(200);
    await expect(toast).toHaveCount(0);
  });

  test('the offline notice stays until dismissed; the online one goes after 3 s', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto('/he/hotels');
    await hydrated(page);
    // The page's interactive part (loaded in an idle moment) has started before the network
    // goes: lost on the way, it would reload the page once the connection is back.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await page.clock.pauseAt(Date.now() + 1000);
    const notice = page.locator('#network-notice');
    await context.setOffline(true);
    await expect(notice).toHaveText(new RegExp(text('he', 'network.offline')));
    await page.clock.fastForward(10_000);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toHaveText(new RegExp(text('he', 'network.online')));
    await page.clock.fastForward(3100);
    await expect(notice).toBeHidden();
    await context.setOffline(true);
    await notice.getByRole('button', { name: text('he', 'network.dismiss') }).click();
    await expect(notice).toBeHidden();
    await context.setOffline(false);
  });

  test('a page part lost with the connection reloads the page once it is back, not before', async ({
    page,
    context,
  }) => {
    // The page's interactive part is asked for, and the network goes as it loads.
    const part = /\/_astro\/interactive\.[^/]*\.js$/;
    await page.route(part, async (route) => {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    const failed = page.waitForEvent('requestfailed', (request) => part.test(request.url()));
    await page.goto('/he/hotels');
    await failed;
    const notice = page.locator('#network-notice');
    await expect(notice).toHaveText(new RegExp(text('he', 'network.offline')));
    // No reload was even tried: it would have noted its time for the once-a-minute rule.
    expect(await page.evaluate(() => sessionStorage.getItem('page-part-reload-at'))).toBeNull();
    expect(navigations).toBe(1);
    await page.unroute(part);
    const reloaded = page.waitForResponse(part);
    await context.setOffline(false);
    await expect.poll(() => navigations).toBe(2);
    await reloaded;
    await hydrated(page);
    expect(navigations).toBe(2);
  });

  test('a page part that fails to load reloads the page once, not again within a minute', async ({
    page,
  }) => {
    // Every load of the islands' renderer fails, Astro's own retry included.
    let failures = 0;
    await page.route(/\/_astro\/client\.[^/]*\.js(\?.*)?$/, async (route) => {
      failures++;
      await route.abort();
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await page.goto('/hotels');
    await hydrated(page);
    // Islands load on a person's first interaction: the click asks for the renderer.
    await currencyButton(page).click();
    await expect.poll(() => navigations).toBe(2);
    await hydrated(page);
    await currencyButton(page).click();
    // The second failure comes within the minute: the page says it will not reload again.
    await expect(page.locator('html')).toHaveAttribute('data-reload-declined', '');
    expect(failures).toBeGreaterThanOrEqual(4);
    expect(navigations).toBe(2);
  });
});

test.describe('tabs share state', () => {
  test('a currency chosen in one tab shows in another', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/hotels');
    await hydrated(first);
    await second.goto('/hotels/israel');
    await hydrated(second);
    await expect(currencyButton(second)).toHaveAttribute('data-currency', 'USD');
    await currencyButton(first).click();
    await first.getByRole('dialog').locator('button[data-choice="GBP"]').first().click();
    await expect(currencyButton(second)).toHaveAttribute('data-currency', 'GBP');
  });
});

test.describe('mobile @phone', () => {
  for (const locale of ['en', 'he']) {
    test(`the menu is a side modal that closes on Escape and on a swipe (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(locale, '/'));
      await hydrated(page);
      const open = page.getByRole('button', { name: text(locale, 'nav.openMenu') });
      await open.click();
      const dialog = page.getByRole('dialog', { name: text(locale, 'nav.menu') });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('link', { name: text(locale, 'nav.hotels'), exact: true }),
      ).toBeVisible();
      await expect(dialog.locator('a[data-locale="ar"]')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await open.click();
      await expect(dialog).toBeVisible();
      // Swipe towards the modal's edge: right in left-to-right pages, left in right-to-left ones.
      const direction = locale === 'he' ? -1 : 1;
      await dialog.evaluate((el, dir) => {
        const touch = (x: number) =>
          new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
        el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(200)], bubbles: true }));
        el.dispatchEvent(
          new TouchEvent('touchend', { changedTouches: [touch(200 + dir * 150)], bubbles: true }),
        );
      }, direction);
      await expect(dialog).toBeHidden();
    });
  }

  test('the currency picker is a bottom sheet that closes on a swipe down', async ({ page }) => {
    await page.goto('/he/hotels');
    await hydrated(page);
    await currencyButton(page).click();
    const dialog = page.getByRole('dialog');
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
    await dialog.evaluate((el) => {
      const touch = (y: number) =>
        new Touch({ identifier: 1, target: el, clientX: 100, clientY: y });
      el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(100)], bubbles: true }));
      el.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(260)], bubbles: true }));
    });
    await expect(dialog).toBeHidden();
  });
});
