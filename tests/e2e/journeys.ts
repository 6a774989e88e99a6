import { expect, type Page } from '@playwright/test';
import { hydrated, localized, text } from './helpers';

const b = (locale: string, key: string) => text(locale, key, 'booking');
const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The way a visitor books, on the site opened at `site` (an origin, for the tests of other
 * hosts than the suite's; booking.spec.ts checks each step's content, from the home page's
 * search on): the results of a search (`results`, a path in `locale` with its query), the hotel, book,
 * pay with the success card on the provider's page, and the success page with the
 * reservation, all on that origin.
 */
export async function bookFromResults(
  page: Page,
  site: string,
  locale: string,
  results: string,
): Promise<void> {
  await page.goto(`${site}${results}`);
  await hydrated(page);
  // Cards are sorted once the search is complete, each slot's card updated in place: pick one
  // from the complete list, or the link under the pointer may change as it is clicked.
  await expect(page.locator('[data-results]')).toHaveAttribute('data-phase', 'done');
  const first = page.locator('[data-hotel-card] [data-hotel-link]').first();
  await expect(first).toBeVisible();
  const [hotelName, href] = await first.evaluate((link) => [
    link.textContent?.trim() ?? '',
    link.getAttribute('href') ?? '',
  ]);
  expect(hotelName).not.toBe('');
  await page.locator(`[data-hotel-link][href="${href}"]`).first().click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotelName);
  await page.locator('#rates').scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(page.locator('[data-rates-state="ready"]')).toBeVisible();
  await page.locator('[data-choose]').first().click();
  await hydrated(page);
  await expect(page.locator('[data-booking-state="ready"]')).toBeVisible();

  await page.getByLabel(b(locale, 'form.first_name')).fill('Noa');
  await page.getByLabel(b(locale, 'form.last_name')).fill('Cohen');
  await page.getByLabel(b(locale, 'form.email')).fill('noa.cohen@example.test');
  await page.getByLabel(b(locale, 'form.phone')).fill('+972 52 765 4321');
  await page.getByRole('button', { name: b(locale, 'book.submit') }).click();
  const changed = page.locator('[data-price-changed]');
  await expect(changed.or(page.locator('[data-pay-state]'))).toBeVisible();
  if (await changed.isVisible()) {
    await page.getByRole('button', { name: b(locale, 'book.acceptNewPrice') }).click();
  }
  await hydrated(page);
  await expect(page.locator('[data-pay-state="ready"]')).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: b(locale, 'pay.button') }).click();

  // The provider's page comes through the site's own origin (server/api-proxy.ts).
  await expect(page).toHaveURL(new RegExp(`^${literal(site)}/pay/`));
  await page.locator('input[name="card_name"]').fill('Noa Cohen');
  await page.locator('input[name="card_number"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/39');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(
    new RegExp(`^${literal(site)}${localized(locale, '/transaction')}/[0-9a-f-]{36}/success$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    b(locale, 'outcome.succeeded.title'),
  );
  await expect(page.locator('[data-row="reference"] dd')).toHaveText(reference);
  await expect(page.locator('[data-row="hotel"] dd')).toHaveText(hotelName);
}
