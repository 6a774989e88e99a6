import { expect, test, type APIRequestContext } from '@playwright/test';
import { hotelTimeParts } from '../../contract/hotel-time';
import { API, hydrated, text } from './helpers';

const bearer = { Authorization: 'Bearer storefront-public-token' };
const ZONE = 'America/Cancun';

// A visitor in Tel Aviv books a hotel in Cancún: every page shows the deadline the API
// enforces at 23:59 on the hotel's clock, with the visitor's own time beside it.
test.use({ timezoneId: 'Asia/Jerusalem', locale: 'en-GB' });

interface TopHotel {
  id: number;
  slug: string;
}

async function cancunHotel(request: APIRequestContext): Promise<TopHotel> {
  const answer = await request.get(`${API}/v3/destinations/mexico/cancun`, { headers: bearer });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { top_hotels: TopHotel[] } }).data.top_hotels[0]!;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('the free-cancellation deadline reads the same on every page, in the hotel’s time', async ({
  page,
  request,
}) => {
  test.slow();
  const hotel = await cancunHotel(request);
  const stay = `check_in=${day(90)}&check_out=${day(92)}&guests=2&currency=EUR`;
  const answer = await request.get(`${API}/v3/hotels/${hotel.id}/rates?${stay}`, {
    headers: bearer,
  });
  const rates = (
    (await answer.json()) as {
      data: { rates: { refundable: boolean; cancellation: { free_until: string | null } }[] };
    }
  ).data.rates;
  const deadline = rates.find((r) => r.refundable)!.cancellation.free_until!;
  const parts = hotelTimeParts(deadline, ZONE, 'en-GB', 'Asia/Jerusalem')!;
  expect(parts.hotel.time).toBe('23:59');
  const atHotel = `${parts.hotel.date}, 23:59, ${parts.place} time`;
  const yours = `(${parts.viewer!.date}, ${parts.viewer!.time} your time)`;
  const shown = text('en', 'cancel.freeUntil', 'booking').replace(
    '{{date}}',
    `${atHotel} ${yours}`,
  );

  await page.goto(`/hotels/destination/mexico/cancun/${hotel.slug}?${stay}`);
  await page.locator('#rates').scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(page.locator('[data-rates-state="ready"]')).toBeVisible();
  const refundable = page.locator('[data-refundable="1"]').first();
  await expect(refundable.locator('[data-free-until]')).toHaveText(shown);

  await refundable.locator('[data-choose]').click();
  await expect(page).toHaveURL(/\/book\?hotel=/);
  await hydrated(page);
  await expect(page.locator('[data-booking-state="ready"]')).toBeVisible();
  await expect(page.locator('[data-summary="cancellation"]')).toContainText(shown);

  await page.getByLabel(text('en', 'form.first_name', 'booking')).fill('Noa');
  await page.getByLabel(text('en', 'form.last_name', 'booking')).fill('Cohen');
  await page.getByLabel(text('en', 'form.email', 'booking')).fill('noa.time@example.test');
  await page.getByLabel(text('en', 'form.phone', 'booking')).fill('+972 52 765 4321');
  await page.getByRole('button', { name: text('en', 'book.submit', 'booking') }).click();
  const changed = page.locator('[data-price-changed]');
  await expect(changed.or(page.locator('[data-pay-state]'))).toBeVisible();
  if (await changed.isVisible()) {
    await changed
      .getByRole('button', { name: text('en', 'book.acceptNewPrice', 'booking') })
      .click();
  }
  await expect(page).toHaveURL(/\/pay\?booking=/);
  await hydrated(page);
  await expect(page.locator('[data-pay-state="ready"]')).toBeVisible();
  await expect(page.locator('[data-summary="cancellation"]')).toContainText(shown);
  const reference = (await page.locator('[data-reference]').textContent())?.trim() ?? '';

  await page.goto('/reservation');
  await hydrated(page);
  await page.getByLabel(text('en', 'lookup.reference', 'account')).fill(reference);
  await page.getByLabel(text('en', 'lookup.email', 'account')).fill('noa.time@example.test');
  await page.getByRole('button', { name: text('en', 'lookup.submit', 'account') }).click();
  await expect(page.locator('[data-cancellation] [data-free-until]')).toHaveText(
    text('en', 'detail.freeUntil', 'account').replace('{{date}}', `${atHotel} ${yours}`),
  );
});
