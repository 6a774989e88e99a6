import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, hydrated, localized, text } from './helpers';

const bearer = { Authorization: 'Bearer storefront-public-token' };
const b = (locale: string, key: string) => text(locale, key, 'booking');
const a = (locale: string, key: string) => text(locale, key, 'account');

/** A message of the API in a locale (api/locales), as its answers carry it. */
function apiMessage(locale: string, key: string): string {
  const file = join(import.meta.dirname, '../../api/locales', `${locale}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, string> }).messages[
    key
  ]!;
}

/** A Berlin hotel of the reference API (one the other specs do not book). */
async function berlinHotel(request: APIRequestContext) {
  const answer = await request.get(`${API}/v3/destinations/germany/berlin`, { headers: bearer });
  expect(answer.ok()).toBe(true);
  const hotels = (
    (await answer.json()) as { data: { top_hotels: { slug: string; name: string }[] } }
  ).data.top_hotels;
  return hotels[5] ?? hotels[0]!;
}

/** A stay `offset` days ahead, `nights` long, as the URL query of a hotel page. */
function stayQuery(offset: number, nights: number): string {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return `check_in=${day(offset)}&check_out=${day(offset + nights)}&guests=2&currency=EUR`;
}

/** On a hotel page as an agent: ticks the first rate and creates a proposal in `language`. */
async function propose(page: Page, language: string): Promise<URL> {
  await page.locator('#rates').scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(page.locator('[data-rates-state="ready"]')).toBeVisible();
  const panel = page.locator('[data-proposal-panel]');
  await expect(panel.locator('[data-proposal-create]')).toBeDisabled();
  await page.locator('[data-proposal-add]').first().check();
  await panel.locator('[data-proposal-language]').selectOption(language);
  await panel.locator('[data-proposal-create]').click();
  const field = panel.locator('[data-proposal-link]');
  await expect(field).toHaveValue(new RegExp(`/${language}/proposal/[\\w-]+\\?sig=[\\w-]+$`));
  return new URL(await field.inputValue());
}

test.describe('an agent’s proposal for a client', () => {
  test.use({ signedInAs: 'agent' });

  test('the agent proposes in Hebrew; a visitor opens it without an account and books on the agency’s brand', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const hotel = await berlinHotel(request);
    await page.goto(`/hotels/destination/germany/berlin/${hotel.slug}?${stayQuery(85, 2)}`);
    const link = await propose(page, 'he');

    // A fresh browser, signed out, in another language than the agent's page.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const client = await visitor.newPage();
    await client.goto(`${baseURL}${link.pathname}${link.search}`);
    await expect(client.locator('html')).toHaveAttribute('lang', /^he/);
    await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(client.locator('[data-proposal-brand]')).toHaveText('בלו לגון טרוול');
    await expect(client.locator('[data-proposal-hotel]')).toHaveText(hotel.name);
    const rate = client.locator('[data-proposal-rate]').first();
    await expect(rate).toHaveAttribute('data-price-state', 'same');
    // The client's page carries the client price only: no net, commission or markup.
    const html = await client.content();
    for (const key of ['agent.commissionLabel', 'agent.markupLabel'])
      expect(html).not.toContain(b('he', key));

    await rate.locator('[data-proposal-book]').click();
    await expect(client).toHaveURL(/\/he\/book\?hotel=.*&proposal=[\w-]+&psig=[\w-]+/);
    await hydrated(client);
    await expect(client.locator('[data-booking-state="ready"]')).toBeVisible();
    await client.getByLabel(b('he', 'form.first_name')).fill('Noa');
    await client.getByLabel(b('he', 'form.last_name')).fill('Cohen');
    await client.getByLabel(b('he', 'form.email')).fill('noa.proposal@example.test');
    await client.getByLabel(b('he', 'form.phone')).fill('+972 52 765 4321');
    await client.getByRole('button', { name: b('he', 'book.submit') }).click();
    // A price that moved in between (the last rooms) is shown and accepted, never silent.
    const changed = client.locator('[data-price-changed]');
    await expect(changed.or(client.locator('[data-pay-state]'))).toBeVisible();
    if (await changed.isVisible())
      await changed.getByRole('button', { name: b('he', 'book.acceptNewPrice') }).click();
    await expect(client).toHaveURL(
      new RegExp(`${localized('he', '/pay')}\\?booking=[0-9a-f-]{36}$`),
    );
    await hydrated(client);
    await client.getByRole('button', { name: b('he', 'pay.button') }).click();
    await client.locator('input[name="card_name"]').fill('Noa Cohen');
    await client.locator('input[name="card_number"]').fill('4242 4242 4242 4242');
    await client.locator('input[name="expiry"]').fill('12/39');
    await client.locator('input[name="cvc"]').fill('123');
    await client.locator('button[type="submit"]').click();
    await expect(client).toHaveURL(
      new RegExp(`${localized('he', '/transaction')}/[0-9a-f-]{36}/success$`),
    );
    await visitor.close();

    // The agent sees the proposal opened and booked, and the sale among their bookings.
    await page.goto('/dashboard/bookings');
    await hydrated(page);
    const row = page.locator('[data-proposal-row]').first();
    await expect(row).toHaveAttribute('data-status', 'booked');
    await expect(row.locator('[data-proposal-status]')).toHaveText(
      a('en', 'proposals.status.booked'),
    );
    await expect(row).toContainText(hotel.name);
  });

  test('a forged or incomplete link is a localised page, never a stack trace', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const hotel = await berlinHotel(request);
    await page.goto(`/hotels/destination/germany/berlin/${hotel.slug}?${stayQuery(95, 2)}`);
    const link = await propose(page, 'fr');
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const client = await visitor.newPage();

    const forged = await client.goto(`${baseURL}${link.pathname}?sig=forged-signature`);
    expect(forged?.status()).toBe(403);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(
      b('fr', 'proposalPage.closedTitle'),
    );
    await expect(client.locator('[data-proposal-refused="403"]')).toContainText(
      apiMessage('fr', 'proposal.invalid'),
    );

    const incomplete = await client.goto(`${baseURL}${link.pathname}`);
    expect(incomplete?.status()).toBe(404);
    await expect(client.locator('[data-proposal-refused="404"]')).toContainText(
      b('fr', 'proposalPage.brokenLink'),
    );
    await visitor.close();
  });
});
