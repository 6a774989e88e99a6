import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes';
import { hydrated, localized, text } from './helpers';

const staticPaths = Object.values(ROUTES).filter((p) => !p.includes('['));

const parameterised = [
  '/account/reservations/0b4f0c2e-1111-4222-8333-444455556666',
  '/dashboard/bookings/0b4f0c2e-1111-4222-8333-444455556666',
  '/hotels/destination/germany',
  '/hotels/destination/germany/berlin',
  '/hotels/destination/berlin',
  '/hotels/destination/germany/berlin/results',
  '/hotels/destination/berlin/results',
  // A hotel of the reference API's demo data (seed 42); unknown hotels answer 404.
  '/hotels/destination/germany/berlin/sonne-berlin-old-town',
  '/hotels/place/ChIJ123/results',
  '/hotels/place/results',
  '/hotels/place/germany/1234',
  '/hotels/place/1234',
  '/hotels/germany',
  '/hotels/germany/berlin',
  '/hotels/germany/berlin/sonne-berlin-old-town',
];

test.describe('every route answers', () => {
  for (const locale of ['en', 'he', 'ja']) {
    test(`static routes in ${locale}`, async ({ request }) => {
      expect(staticPaths.length).toBeGreaterThanOrEqual(31);
      for (const path of staticPaths) {
        const response = await request.get(localized(locale, path), { maxRedirects: 0 });
        expect(response.status(), `${locale} ${path}`).toBe(200);
      }
    });
  }

  for (const locale of ['en', 'ar']) {
    test(`parameterised routes in ${locale}`, async ({ request }) => {
      for (const path of parameterised) {
        const response = await request.get(localized(locale, path));
        expect(response.status(), `${locale} ${path}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`lang="${locale}"`);
      }
    });
  }
});

test.describe('unknown paths', () => {
  for (const locale of ['en', 'he']) {
    test(`show the 404 page in ${locale}`, async ({ page }) => {
      for (const path of [
        '/no-such-page',
        '/hotels/destination/germany/berlin/a/b/c',
        '/account/reservations/not-a-uuid',
        // A transaction the API does not know.
        '/transaction/0b4f0c2e-1111-4222-8333-444455556666/success',
      ]) {
        const response = await page.goto(localized(locale, path));
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(locale, 'error.notFoundTitle'),
        );
        await expect(page.getByText(text(locale, 'error.notFound'), { exact: true })).toBeVisible();
        await expect(
          page.getByRole('img', { name: text(locale, 'error.imageNotFound') }),
        ).toHaveAttribute('src', '/images/404.svg');
        const home = page.getByRole('link', { name: text(locale, 'error.goHome') });
        await expect(home).toHaveAttribute('href', localized(locale, '/'));
      }
    });
  }

  test('an unknown language prefix is a 404, not a page', async ({ request }) => {
    for (const path of [
      '/xx',
      '/xx/hotels',
      '/en/hotels',
      '/EN/hotels',
      '/he/hotels/places/xx/yy',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('language of the root', () => {
  test('follows the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'he-IL' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/he$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('follows the language cookie before the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'he-IL' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'ja', url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await context.close();
  });

  test('stays English for an English browser, and only the root redirects', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar' });
    const page = await context.newPage();
    await page.goto('/hotels');
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
    const english = await browser.newContext({ locale: 'en-US' });
    const home = await english.newPage();
    await home.goto('/');
    await expect(home).toHaveURL(/\/$/);
    await english.close();
  });

  test('the language picker switches the page and remembers the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/hotels/israel');
    // Language links remember the choice once the page's module has started.
    await hydrated(page);
    await page.locator('header summary[aria-label^="Language"]:visible').click();
    await page.locator('header a[data-locale="de"]:visible').click();
    await expect(page).toHaveURL(/\/de\/hotels\/israel$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de');
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
  });
});

test.describe('direction and metadata', () => {
  for (const [locale, dir] of [
    ['he', 'rtl'],
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['ja', 'ltr'],
  ] as const) {
    test(`${locale} is ${dir}`, async ({ page }) => {
      await page.goto(localized(locale, '/hotels'));
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'hotels.title', 'pages'),
      );
    });
  }

  test('pages carry title, description, social tags, icons, manifest, canonical and hreflang', async ({
    page,
    request,
  }) => {
    await page.goto('/he/terms-of-use');
    await expect(page).toHaveTitle(/.+/);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#044AFF');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /og-image\.png$/,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/he\/terms-of-use$/,
    );
    await expect(head.locator('link[rel="alternate"][hreflang]')).toHaveCount(40);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/terms-of-use$/,
    );
    // The manifest of the page's language (src/lib/offline/web-manifest.ts).
    const manifestUrl = await head.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/he/manifest.webmanifest');
    const manifest = (await (await request.get(manifestUrl ?? '')).json()) as {
      lang: string;
      dir: string;
      start_url: string;
      icons: { sizes: string; src: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'he', dir: 'rtl', start_url: '/he' });
    expect((await request.get('/manifest.webmanifest')).status()).toBe(200);
    const icon = manifest.icons.find((i) => i.sizes === '512x512');
    expect(icon).toBeDefined();
    expect((await request.get(icon?.src ?? '')).status()).toBe(200);
  });

  test('legal texts are Hebrew in he and English with a notice elsewhere', async ({ page }) => {
    await page.goto('/he/privacy-policy');
    await expect(page.locator('.prose-legal')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.goto('/fr/privacy-policy');
    await expect(page.locator('.prose-legal')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('note')).toHaveText(text('fr', 'legal.englishOnly'));
  });
});

test.describe('widget colours', () => {
  test.use({ colorScheme: 'light' });
  const submit = (page: Page) =>
    page.getByRole('search').getByRole('button', { name: text('en', 'form.submit', 'search') });

  test('applies plain colours from the query', async ({ page }) => {
    await page.goto('/widgets/search?brand_light=%23ff0000&bg_brand_light=rgb(0,128,0)');
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-light'),
    );
    expect(brand.trim()).toBe('#ff0000');
    await expect(page.locator('main > section')).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
    await expect(submit(page)).toHaveCSS('background-color', 'rgb(0, 128, 0)');
  });

  test('ignores a value that is not a plain colour', async ({ page }) => {
    const evil = encodeURIComponent('red;}body{display:none}');
    const response = await page.goto(
      `/widgets/search?bg_brand_light=${evil}&text_brand_light=url(javascript:alert(1))`,
    );
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('display:none');
    expect(html).not.toContain('javascript:');
    await expect(page.locator('body')).toBeVisible();
    await expect(submit(page)).toHaveCSS('background-color', 'rgb(4, 74, 255)');
    await expect(submit(page)).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('only the widget may be framed', async ({ request }) => {
    const widget = await request.get('/widgets/search');
    expect(widget.headers()['x-frame-options']).toBeUndefined();
    const other = await request.get('/hotels/destination/germany');
    expect(other.headers()['x-frame-options']).toBe('DENY');
  });
});

test.describe('mobile header @phone', () => {
  test('menu button on home, back button on other pages', async ({ page }) => {
    await page.goto('/he');
    await expect(page.getByRole('button', { name: text('he', 'nav.openMenu') })).toBeVisible();
    await page.goto('/he/hotels/search');
    await expect(page.getByRole('link', { name: text('he', 'nav.back') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('he', 'nav.openMenu') })).toHaveCount(0);
  });
});

test('navigation shows the progress bar while the next page loads', async ({ page }) => {
  // The leaving page reports what its bar shows, since it is gone once the next one loads.
  const seen: string[] = [];
  await page.exposeFunction('reportProgress', (view: string) => seen.push(view));
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      const bar = document.getElementById('progress-bar');
      if (!bar) return;
      const report = (window as unknown as { reportProgress: (v: string) => void }).reportProgress;
      new MutationObserver(() => report(`${bar.dataset.state}:${bar.style.opacity}`)).observe(bar, {
        attributes: true,
      });
    });
  });
  await page.goto('/hotels');
  // The bar follows clicks once the page's module has started (after the first paint).
  await hydrated(page);
  await expect(page.locator('#progress-bar')).toHaveCSS('height', '2px');
  // The next page is held until the bar has shown.
  let release!: () => void;
  const shown = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/hotels/israel', async (route) => {
    await shown;
    await route.continue();
  });
  // The click waits for the navigation it starts, which waits for the bar: run it alongside.
  const click = page
    .locator('main')
    .getByRole('link', { name: text('en', 'nav.hotelsIsrael') })
    .first()
    .click();
  await expect.poll(() => seen).toContain('running:1');
  release();
  await click;
  await expect(page).toHaveURL(/\/hotels\/israel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'hotelsIsrael.title', 'pages'),
  );
  expect(seen).toContain('running:0');
  expect(seen).toContain('running:1');
});
