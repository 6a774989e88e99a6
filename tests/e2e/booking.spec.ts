import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, localized, text } from './helpers';

const API = process.env.E2E_API_URL ?? '';
const bearer = { Authorization: 'Bearer storefront-public-token' };

interface TopHotel {
  id: number;
  slug: string;
  name: string;
  country_slug: string;
  destination_slug: string;
}

/** Real hotels of Berlin from the reference API, best rated first. */
async function berlinHotels(request: APIRequestContext): Promise<TopHotel[]> {
  const answer = await request.get(`${API}/v3/destinations/germany/berlin`, { headers: bearer });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { top_hotels: TopHotel[] } }).data.top_hotels;
}

/** A stay `offset` days ahead, `nights` long, as the URL query of a hotel page. */
function stayQuery(offset: number, nights: number): string {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return `check_in=${day(offset)}&check_out=${day(offset + nights)}&guests=2&currency=EUR`;
}

const b = (locale: string, key: string) => text(locale, key, 'booking');

/** Text as Astro writes it into HTML. */
const escaped = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Opens the hotel page, waits for its rates and chooses the first one; lands on /book. */
async function chooseFirstRate(page: Page, locale: string, path: string) {
  await page.goto(path);
  // The rates island hydrates when it becomes visible.
  await page.locator('#rates').scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(page.locator('[data-rates-state="ready"]')).toBeVisible({ timeout: 15_000 });
  await page.locator('[data-choose]').first().click();
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/book')}\\?hotel=`));
  await hydrated(page);
  await expect(page.locator('[data-booking-state="ready"]')).toBeVisible({ timeout: 15_000 });
}

async function fillGuest(page: Page, locale: string, email: string) {
  await page.getByLabel(b(locale, 'form.first_name')).fill('Dana');
  await page.getByLabel(b(locale, 'form.last_name')).fill('Levi');
  await page.getByLabel(b(locale, 'form.email')).fill(email);
  await page.getByLabel(b(locale, 'form.phone')).fill('+972 50 123 4567');
}

/** On the provider's page (served by the API through the site's origin): pays with a test card. */
async function payWithCard(page: Page, card: string) {
  await expect(page).toHaveURL(new RegExp(`^${test.info().project.use.baseURL}/pay/`));
  await page.locator('input[name="card_name"]').fill('Dana Levi');
  await page.locator('input[name="card_number"]').fill(card);
  await page.locator('input[name="expiry"]').fill('12/39');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[type="submit"]').click();
}

for (const [index, locale] of (['en', 'he'] as const).entries()) {
  test(`books and pays a hotel in ${locale}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const hotel = (await berlinHotels(request))[index]!;
    const hotelPath = localized(
      locale,
      `/hotels/destination/germany/berlin/${hotel.slug}?${stayQuery(30 + index * 7, 3)}`,
    );

    // Server-rendered content and JSON-LD, without running any script.
    const response = await request.get(hotelPath);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`lang="${locale}"`);
    const heading = escaped(hotel.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(b(locale, 'amenity.wifi'));
    expect(html).toContain(b(locale, 'hotel.about'));
    expect(html).toContain(b(locale, 'hotel.coordinates').split('{{')[0]);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const ld = blocks
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((item) => item['@type'] === 'Hotel');
    expect(ld).toMatchObject({
      name: hotel.name,
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      geo: { '@type': 'GeoCoordinates' },
      aggregateRating: { '@type': 'AggregateRating', bestRating: 10 },
    });
    expect(html).toMatch(
      /<link rel="canonical" href="[^"]+\/hotels\/destination\/germany\/berlin\//,
    );

    await chooseFirstRate(page, locale, hotelPath);
    await expect(page.locator('[data-stay-summary]')).toContainText(hotel.name);
    const total = page.locator('[data-breakdown] [data-line="total"] dd');
    const amounts = await page
      .locator('[data-breakdown] [data-amount]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-amount'))));
    // room rate + taxes = total = pay now + pay at the property
    expect(amounts[0]! + amounts[1]!).toBe(amounts[2]);
    expect(amounts[3]! + amounts[4]!).toBe(amounts[2]);
    await expect(total).not.toBeEmpty();

    // The client accepts "dana@example"; the server refuses it under the field.
    await fillGuest(page, locale, 'dana@example');
    await page.getByRole('button', { name: b(locale, 'book.submit') }).click();
    const emailError = page.locator('[data-field-error="email"]');
    await expect(emailError).toBeVisible();
    await expect(emailError).not.toHaveText(b(locale, 'form.error.email'));
    await expect(page.getByLabel(b(locale, 'form.email'))).toHaveAttribute('aria-invalid', 'true');

    // A reload keeps what was typed (sessionStorage).
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel(b(locale, 'form.first_name'))).toHaveValue('Dana');
    await expect(page.getByLabel(b(locale, 'form.email'))).toHaveValue('dana@example');

    await page.getByLabel(b(locale, 'form.email')).fill('dana@example.test');
    await page.getByRole('button', { name: b(locale, 'book.submit') }).click();
    const changed = page.locator('[data-price-changed]');
    await expect(
      page.locator('[data-price-changed]').or(page.locator('[data-pay-state]')),
    ).toBeVisible({
      timeout: 15_000,
    });
    if (await changed.isVisible()) {
      await page.getByRole('button', { name: b(locale, 'book.acceptNewPrice') }).click();
    }
    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/pay')}\\?booking=[0-9a-f-]{36}$`),
    );
    await hydrated(page);
    await expect(page.locator('[data-pay-state="ready"]')).toBeVisible();
    await expect(page.locator('[data-stay-summary]')).toContainText(hotel.name);
    const reference = (await page.locator('[data-reference]').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^HS-/);

    await page.getByRole('button', { name: b(locale, 'pay.button') }).click();
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/transaction')}/[0-9a-f-]{36}/success$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      b(locale, 'outcome.succeeded.title'),
    );
    await expect(page.locator('[data-row="reference"] dd')).toHaveText(reference);
    await expect(page.locator('[data-row="hotel"] dd')).toHaveText(hotel.name);
    await expect(
      page.getByRole('link', { name: b(locale, 'outcome.seeReservations') }),
    ).toHaveAttribute('href', localized(locale, '/account/reservations'));
  });
}

test('a declined card reaches the error page with a way to try again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const hotel = (await berlinHotels(request))[2]!;
  const hotelPath = `/hotels/destination/germany/berlin/${hotel.slug}?${stayQuery(60, 2)}`;
  await chooseFirstRate(page, 'en', hotelPath);
  await fillGuest(page, 'en', 'dana@example.test');
  await page.getByRole('button', { name: b('en', 'book.submit') }).click();
  const changed = page.locator('[data-price-changed]');
  await expect(changed.or(page.locator('[data-pay-state]'))).toBeVisible({ timeout: 15_000 });
  if (await changed.isVisible()) await changed.getByRole('button').click();
  await expect(page).toHaveURL(/\/pay\?booking=/);
  const booking = new URL(page.url()).searchParams.get('booking');
  await hydrated(page);
  await page.getByRole('button', { name: b('en', 'pay.button') }).click();
  await payWithCard(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/transaction\/[0-9a-f-]{36}\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    b('en', 'outcome.declined.title'),
  );
  await expect(page.locator('[data-row="hotel"] dd')).toHaveText(hotel.name);
  await expect(page.getByRole('link', { name: b('en', 'outcome.retry') })).toHaveAttribute(
    'href',
    `/pay?booking=${booking}`,
  );
  await expect(page.getByRole('link', { name: b('en', 'book.chooseAnother') })).toHaveAttribute(
    'href',
    new RegExp(`^/hotels/destination/germany/berlin/${hotel.slug}\\?check_in=`),
  );
});

test('unknown hotels and transactions answer the 404 page', async ({ page, request }) => {
  for (const path of [
    '/hotels/destination/germany/berlin/no-such-hotel-here',
    '/he/hotels/germany/berlin/no-such-hotel-here',
    '/hotels/place/germany/999999999',
    '/transaction/0b4f0c2e-1111-4222-8333-444455556666/success',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  const response = await page.goto('/hotels/destination/germany/berlin/no-such-hotel-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'error.notFoundTitle'),
  );
});

test('the hotel page shows the same hotel by id, and in other languages with English text marked', async ({
  request,
}) => {
  const hotel = (await berlinHotels(request))[0]!;
  const byId = await request.get(`/de/hotels/place/germany/${hotel.id}`);
  expect(byId.status()).toBe(200);
  const html = await byId.text();
  expect(html).toContain(escaped(hotel.name));
  expect(html).toContain(text('de', 'amenity.wifi', 'booking'));
  // The API has English and Hebrew descriptions only: German pages mark the English text.
  expect(html).toMatch(/<p[^>]*lang="en"[^>]*data-description/);
});
