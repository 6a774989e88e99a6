import { expect, test } from '@playwright/test';
import { hydrated, localized, text } from './helpers';

const s = (locale: string, key: string) => text(locale, key, 'search');
const API = process.env.E2E_API_URL ?? '';

// Issue 17: a visitor searches in their own script and reads the place in it.
for (const { locale, typed, city, results } of [
  { locale: 'he', typed: 'תל אביב', city: 'תל אביב', results: 'israel/tel-aviv' },
  { locale: 'ar', typed: 'برشلونة', city: 'برشلونة', results: 'spain/barcelona' },
  { locale: 'ja', typed: 'バルセロナ', city: 'バルセロナ', results: 'spain/barcelona' },
  { locale: 'ru', typed: 'Тель-Авив', city: 'Тель-Авив', results: 'israel/tel-aviv' },
]) {
  test(`a search typed in ${locale} finds ${city} and titles the results with it`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/'));
    await hydrated(page);
    const form = page.getByRole('search', { name: s(locale, 'form.label') });
    const combobox = form.getByRole('combobox', { name: s(locale, 'form.destination') });
    await combobox.pressSequentially(typed, { delay: 50 });
    const option = page
      .getByRole('listbox', { name: s(locale, 'form.destination') })
      .getByRole('option')
      .filter({ hasText: city })
      .first();
    await option.click();
    // The label names the country as the locale writes it ("برشلونة، إسبانيا", "バルセロナ（スペイン）").
    const withCountry = text(locale, 'location.withCountry').replace('{{place}}', city);
    await expect(combobox).toHaveValue(new RegExp(`^${withCountry.split('{{country}}')[0]}`));
    await form.getByRole('button', { name: s(locale, 'form.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`/hotels/destination/${results}/results\\?`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city);
    await expect(page).toHaveTitle(new RegExp(city));
  });
}

test('a city landing page is pre-rendered in the locale with facts, hotels and structured data', async ({
  page,
  request,
}) => {
  const response = await request.get('/he/hotels/destination/spain/barcelona');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1');
  await page.goto('/he/hotels/destination/spain/barcelona');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('he', 'destinations.hotelsIn').replace('{{place}}', 'ברצלונה'),
  );
  await expect(page.locator('[data-facts]')).toContainText('ברצלונה, ספרד');
  await expect(page.locator('[data-facts]')).toContainText('₪');
  const cards = page.locator('[data-top-hotels] li');
  await expect(cards).toHaveCount(6);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.map((n) => (JSON.parse(n.textContent ?? '{}') as { '@type': string })['@type']),
    );
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  await expect(
    page.getByRole('search').getByRole('combobox', { name: s('he', 'form.destination') }),
  ).toHaveValue('ברצלונה, ספרד');
  // The top hotel's page exists in the API the site runs on.
  const hotelHref = (await cards.first().getByRole('link').getAttribute('href'))!;
  const slug = hotelHref.split('/').pop()!;
  const hotel = await request.get(`${API}/v3/hotels/by-slug/spain/barcelona/${slug}`, {
    headers: { authorization: 'Bearer storefront-public-token' },
  });
  expect(hotel.status()).toBe(200);
});

test('/hotels lists every country by continent and a country page lists its cities', async ({
  page,
}) => {
  await page.goto('/ja/hotels');
  const continents = page.locator('[data-continents] section');
  await expect(continents).toHaveCount(6);
  await page
    .locator('[data-continents]')
    .getByRole('link', { name: 'イスラエル', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ja\/hotels\/destination\/israel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/イスラエル/);
  await page
    .locator('[data-cities]')
    .getByRole('link', { name: /エルサレム/ })
    .click();
  await expect(page).toHaveURL(/\/ja\/hotels\/destination\/israel\/jerusalem$/);
});

test('sitemaps are indexed, name the landing pages and agree with the pages’ hreflang links', async ({
  request,
  page,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const index = robots.match(/^Sitemap: (.+)$/m)?.[1];
  expect(index).toMatch(/\/sitemap-index\.xml$/);
  const indexXml = await (await request.get(new URL(index!).pathname)).text();
  const pagesUrl = indexXml.match(/<loc>([^<]*\/sitemaps\/he-pages\.xml)<\/loc>/)?.[1];
  expect(pagesUrl).toBeDefined();
  expect(indexXml).toMatch(/\/sitemaps\/he-hotels-1\.xml/);
  const sitemap = await request.get(new URL(pagesUrl!).pathname);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  const entry = xml
    .split('<url>')
    .find((u) => u.includes('/he/hotels/destination/israel/tel-aviv</loc>'));
  expect(entry).toBeDefined();
  const inSitemap = [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  await page.goto('/he/hotels/destination/israel/tel-aviv');
  const onPage = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    );
  expect(onPage).toHaveLength(40);
  expect(inSitemap.sort()).toEqual(onPage.sort());
  expect((await request.get('/sitemaps/xx-pages.xml')).status()).toBe(404);
});
