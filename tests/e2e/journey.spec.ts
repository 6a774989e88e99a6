import { expect, test } from '@playwright/test';
import { hydrated, text } from './helpers';
import { bookFromHomeSearch } from './journeys';

const s = (locale: string, key: string) => text(locale, key, 'search');

// The whole way a visitor books (issue 4 item 7): home page search, results, hotel, book,
// pay with the success card, and the success page with the reservation.
for (const [locale, destination] of [
  ['en', 'Amsterdam'],
  ['he', 'Barcelona'],
] as const) {
  test(`a full booking from the home page search in ${locale}`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await bookFromHomeSearch(page, baseURL ?? '', locale, destination);
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
