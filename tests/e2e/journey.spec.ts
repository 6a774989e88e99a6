import { expect, test } from '@playwright/test';
import { hydrated, localized, text } from './helpers';

const API = process.env.E2E_API_URL ?? '';
const s = (locale: string, key: string) => text(locale, key, 'search');
const b = (locale: string, key: string) => text(locale, key, 'booking');

// The whole way a visitor books (issue 4 item 7): home page search, results, hotel, book,
// pay with the success card, and the success page with the reservation.
// Typed in Latin letters; the suggestion names the city in the page's language.
for (const [locale, destination, shown] of [
  ['en', 'Amsterdam', 'Amsterdam'],
  ['he', 'Barcelona', 'ברצלונה'],
] as const) {
  test(`a full booking from the home page search in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(localized(locale, '/'));
    await hydrated(page);
    const form = page.getByRole('search', { name: s(locale, 'form.label') });
    const combobox = form.getByRole('combobox', { name: s(locale, 'form.destination') });
    // Typed key by key, as a person does (the form loads its API client on the first keys).
    await combobox.pressSequentially(destination.slice(0, 5), { delay: 50 });
    const option = page
      .getByRole('listbox', { name: s(locale, 'form.destination') })
      .getByRole('option')
      .filter({ hasText: shown })
      .first();
    await option.click();
    await form.getByRole('button', { name: s(locale, 'form.submit') }).click();

    await expect(page).toHaveURL(/\/results\?check_in=/);
    await hydrated(page);
    const card = page.locator('[data-hotel-card]').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    const hotelName = (await card.locator('h3, h2').first().textContent())?.trim() ?? '';
    expect(hotelName).not.toBe('');
    await card.getByRole('link').first().click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotelName);
    await page.locator('#rates').scrollIntoViewIfNeeded();
    await hydrated(page);
    await expect(page.locator('[data-rates-state="ready"]')).toBeVisible({ timeout: 15_000 });
    await page.locator('[data-choose]').first().click();
    await hydrated(page);
    await expect(page.locator('[data-booking-state="ready"]')).toBeVisible({ timeout: 15_000 });

    await page.getByLabel(b(locale, 'form.first_name')).fill('Noa');
    await page.getByLabel(b(locale, 'form.last_name')).fill('Cohen');
    await page.getByLabel(b(locale, 'form.email')).fill('noa.cohen@example.test');
    await page.getByLabel(b(locale, 'form.phone')).fill('+972 52 765 4321');
    await page.getByRole('button', { name: b(locale, 'book.submit') }).click();
    const changed = page.locator('[data-price-changed]');
    await expect(changed.or(page.locator('[data-pay-state]'))).toBeVisible({ timeout: 15_000 });
    if (await changed.isVisible()) {
      await page.getByRole('button', { name: b(locale, 'book.acceptNewPrice') }).click();
    }
    await hydrated(page);
    await expect(page.locator('[data-pay-state="ready"]')).toBeVisible();
    const reference = (await page.locator('[data-reference]').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: b(locale, 'pay.button') }).click();

    await expect(page).toHaveURL(new RegExp(`^${API}/pay/`));
    await page.locator('input[name="card_name"]').fill('Noa Cohen');
    await page.locator('input[name="card_number"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="expiry"]').fill('12/39');
    await page.locator('input[name="cvc"]').fill('123');
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/transaction')}/[0-9a-f-]{36}/success$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      b(locale, 'outcome.succeeded.title'),
    );
    await expect(page.locator('[data-row="reference"] dd')).toHaveText(reference);
    await expect(page.locator('[data-row="hotel"] dd')).toHaveText(hotelName);
  });
}

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
