import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
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
    (await answer.json()) as { data: { top_hotels: { id: number; slug: string; name: string }[] } }
  ).data.top_hotels;
  return hotels[5] ?? hotels[0]!;
}

/**
 * Proposes `hotelId`'s first rate for `stay` in `language` through the API, with the signed-in
 * agent's session (the hotel page's panel, which the journey above uses, calls the same).
 */
async function proposeThroughApi(
  page: Page,
  hotelId: number,
  stay: string,
  language: string,
): Promise<URL> {
  const cookies = await page.context().cookies(API);
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const headers = { 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' };
  const rates = await page.request.get(`${API}/v3/hotels/${hotelId}/rates?${stay}`, { headers });
  expect(rates.ok()).toBe(true);
  const [rate] = ((await rates.json()) as { data: { rates: { rate_id: string }[] } }).data.rates;
  const created = await page.request.post(`${API}/v3/agent/proposals`, {
    headers,
    data: { rate_ids: [rate!.rate_id], locale: language },
  });
  expect(created.status()).toBe(201);
  const { link } = ((await created.json()) as { data: { link: string } }).data;
  return new URL(link);
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

/** On the Hebrew profile page: sets the agent's own markup to `percent`, or removes it (null). */
async function setOwnMarkup(page: Page, percent: number | null): Promise<void> {
  await page.goto('/he/profile');
  await hydrated(page);
  const own = page.locator('[data-markup-form="own"]');
  if (percent === null) {
    await own.getByRole('button', { name: a('he', 'markup.clear') }).click();
    await expect(page.locator('[data-markup-effective="none"]')).toBeVisible();
    return;
  }
  await own.getByLabel(a('he', 'markup.percent')).check();
  await own.locator('[data-markup-value]').fill(String(percent));
  await own.getByRole('button', { name: a('he', 'markup.save') }).click();
  await expect(own.locator('[data-markup-message]')).toHaveText(a('he', 'markup.saved'));
  await expect(page.locator('[data-markup-effective="own"]')).toContainText(String(percent));
  // Only the agency's owner sees the agency default; this agent is its owner.
  await expect(page.locator('[data-agency-markup]')).toHaveCount(1);
}

test.describe('an agent’s proposal for a client', () => {
  // The agency's owner, an agent too: this journey changes the agent's own markup.
  test.use({ signedInAs: 'owner' });

  test('an agent sets a 12% markup and proposes in Hebrew; a visitor books it on the agency’s brand; the agent sees what it earned, in the list, the totals and the CSV', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    await setOwnMarkup(page, 12);
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
    const reference = (await client.locator('[data-row="reference"] dd').textContent())?.trim();
    expect(reference).toMatch(/^[A-Z0-9-]+$/);
    await visitor.close();

    // The agent sees the proposal opened and booked, and the sale among their bookings.
    await page.goto('/dashboard/bookings');
    await hydrated(page);
    // This proposal's row: the other test of this file proposes with the same account.
    const row = page.locator(`[data-proposal-row="${link.pathname.split('/').pop() ?? ''}"]`);
    await expect(row).toHaveAttribute('data-status', 'booked');
    await expect(row.locator('[data-proposal-status]')).toHaveText(
      a('en', 'proposals.status.booked'),
    );
    await expect(row).toContainText(hotel.name);

    // The booking among the agent's own, with its commission and markup, in the totals and
    // in the CSV export.
    const booking = page.locator('[data-bookings] > li').filter({ hasText: reference! });
    await expect(booking).toHaveCount(1);
    await expect(booking.locator('[data-fact="commission"]')).toBeVisible();
    await expect(booking.locator('[data-fact="markup"]')).not.toContainText(/^\D*0[.,]00\D*$/);
    const earnings = page.locator('[data-earnings]');
    await expect(earnings.locator('[data-total="markup"]').first()).toBeVisible();
    const href = (await earnings.locator('[data-csv]').getAttribute('href')) ?? '';
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    const [header = [], ...lines] = parse((await file.body()).subarray(3));
    const line = lines.find((fields) => fields.includes(reference!)) ?? [];
    const markup = Number(line[header.indexOf(a('en', 'col.earnedMarkup'))]);
    const commission = Number(line[header.indexOf(a('en', 'col.earnedCommission'))]);
    expect(markup).toBeGreaterThan(0);
    expect(commission).toBeGreaterThan(0);
    // 12% of net (88% of the public price) against 12% of the public price: 0.88 of it.
    expect(markup).toBeGreaterThan(commission * 0.8);

    await setOwnMarkup(page, null);
  });

  test('a forged or incomplete link is a localised page, never a stack trace', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const hotel = await berlinHotel(request);
    const link = await proposeThroughApi(page, hotel.id, stayQuery(95, 2), 'fr');
    expect(link.pathname).toMatch(/^\/fr\/proposal\/[\w-]+$/);
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
