import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, hydrated, localized, text } from './helpers';

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

/**
 * The `/book` page of the first rate the API quotes `hotel` for `stay`, as the hotel page's
 * "Choose" links it (the tests that start there; the full journeys reach it by that link).
 */
async function bookPage(request: APIRequestContext, hotel: TopHotel, stay: string) {
  const answer = await request.get(`${API}/v3/hotels/${hotel.id}/rates?${stay}`, {
    headers: bearer,
  });
  expect(answer.ok()).toBe(true);
  const rate = (
    (await answer.json()) as {
      data: { rates: { rate_id: string; room_code: string; board: string; refundable: boolean }[] };
    }
  ).data.rates[0]!;
  const query = new URLSearchParams({
    hotel: String(hotel.id),
    rate: rate.rate_id,
    room: rate.room_code,
    board: rate.board,
    refundable: rate.refundable ? '1' : '0',
  });
  return `/book?${query}&${stay}`;
}

const b = (locale: string, key: string) => text(locale, key, 'booking');
const s = (locale: string, key: string) => text(locale, key, 'search');

/** Text as Astro writes it into HTML. */
const escaped = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Waits until the booking page's form is ready. */
async function bookingReady(page: Page) {
  await hydrated(page);
  await expect(page.locator('[data-booking-state="ready"]')).toBeVisible();
}

/** On a hotel page: waits for its rates and chooses the first one; lands on /book. */
async function chooseFirstRate(page: Page, locale: string) {
  // The rates island hydrates when it becomes visible.
  await page.locator('#rates').scrollIntoViewIfNeeded();
  await hydrated(page);
  await expect(page.locator('[data-rates-state="ready"]')).toBeVisible();
  await page.locator('[data-choose]').first().click();
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/book')}\\?hotel=`));
  await bookingReady(page);
}

async function fillGuest(page: Page, locale: string, email: string) {
  await page.getByLabel(b(locale, 'form.first_name')).fill('Noa');
  await page.getByLabel(b(locale, 'form.last_name')).fill('Cohen');
  await page.getByLabel(b(locale, 'form.email')).fill(email);
  await page.getByLabel(b(locale, 'form.phone')).fill('+972 52 765 4321');
}

/** Submits the guest form and accepts a changed price if the API reports one. */
async function submitBooking(page: Page, locale: string) {
  await page.getByRole('button', { name: b(locale, 'book.submit') }).click();
  const changed = page.locator('[data-price-changed]');
  await expect(changed.or(page.locator('[data-pay-state]'))).toBeVisible();
  if (await changed.isVisible()) {
    await changed.getByRole('button', { name: b(locale, 'book.acceptNewPrice') }).click();
  }
}

/** On the provider's page (the API's, through the site's own origin): pays with a test card. */
async function payWithCard(page: Page, card: string) {
  await expect(page).toHaveURL(new RegExp(`^${test.info().project.use.baseURL}/pay/`));
  await page.locator('input[name="card_name"]').fill('Noa Cohen');
  await page.locator('input[name="card_number"]').fill(card);
  await page.locator('input[name="expiry"]').fill('12/39');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[type="submit"]').click();
}

// The whole way a visitor books: the home page search, results, the hotel page (rendered on
// the server), rates, the guest form (server-side errors, a reload keeps what was typed),
// payment with the success card, and the success page with the reservation.
// Typed in Latin letters; the suggestion names the city in the page's language.
for (const [locale, destination, shown, country] of [
  ['en', 'Amsterdam', 'Amsterdam', 'NL'],
  ['he', 'Barcelona', 'ברצלונה', 'ES'],
] as const) {
  test(`a full booking from the home page search in ${locale}`, async ({ page, request }) => {
    test.slow();
    await page.goto(localized(locale, '/'));
    await hydrated(page);
    const form = page.getByRole('search', { name: s(locale, 'form.label') });
    const combobox = form.getByRole('combobox', { name: s(locale, 'form.destination') });
    // Typed key by key, as a person does (the form loads its API client on the first keys).
    await combobox.pressSequentially(destination.slice(0, 5), { delay: 50 });
    await page
      .getByRole('listbox', { name: s(locale, 'form.destination') })
      .getByRole('option')
      .filter({ hasText: shown })
      .first()
      .click();
    await form.getByRole('button', { name: s(locale, 'form.submit') }).click();

    await expect(page).toHaveURL(/\/results\?check_in=/);
    // Cards reorder while the search fills: pick one from the complete list.
    await expect(page.locator('[data-results]')).toHaveAttribute('data-phase', 'done');
    const card = page.locator('[data-hotel-card]').first();
    await expect(card).toBeVisible();
    const hotelName = (await card.locator('[data-hotel-link]').textContent())?.trim() ?? '';
    expect(hotelName).not.toBe('');
    await card.locator('[data-hotel-link]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotelName);

    // The hotel page is content and JSON-LD from the server, without running any script.
    const response = await request.get(page.url());
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`lang="${locale}"`);
    const heading = escaped(hotelName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(b(locale, 'hotel.about'));
    expect(html).toContain(b(locale, 'hotel.coordinates').split('{{')[0]);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const ld = blocks
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((item) => item['@type'] === 'Hotel');
    expect(ld).toMatchObject({
      name: hotelName,
      address: {
        '@type': 'PostalAddress',
        addressLocality: expect.any(String),
        addressCountry: country,
      },
      geo: { '@type': 'GeoCoordinates' },
      aggregateRating: { '@type': 'AggregateRating', bestRating: 10 },
    });
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/hotels\/destination\/[a-z-]+\//);

    await chooseFirstRate(page, locale);
    await expect(page.locator('[data-stay-summary]')).toContainText(hotelName);
    const amounts = await page
      .locator('[data-breakdown] [data-amount]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-amount'))));
    // room rate + taxes = total = pay now + pay at the property
    expect(amounts[0]! + amounts[1]!).toBe(amounts[2]);
    expect(amounts[3]! + amounts[4]!).toBe(amounts[2]);
    await expect(page.locator('[data-breakdown] [data-line="total"] dd')).not.toBeEmpty();

    // The client accepts "noa@example"; the server refuses it under the field.
    await fillGuest(page, locale, 'noa@example');
    await page.getByRole('button', { name: b(locale, 'book.submit') }).click();
    const emailError = page.locator('[data-field-error="email"]');
    await expect(emailError).toBeVisible();
    await expect(emailError).not.toHaveText(b(locale, 'form.error.email'));
    await expect(page.getByLabel(b(locale, 'form.email'))).toHaveAttribute('aria-invalid', 'true');

    // A reload keeps what was typed (sessionStorage).
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel(b(locale, 'form.first_name'))).toHaveValue('Noa');
    await expect(page.getByLabel(b(locale, 'form.email'))).toHaveValue('noa@example');

    await page.getByLabel(b(locale, 'form.email')).fill('noa.cohen@example.test');
    await submitBooking(page, locale);
    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/pay')}\\?booking=[0-9a-f-]{36}$`),
    );
    await hydrated(page);
    await expect(page.locator('[data-pay-state="ready"]')).toBeVisible();
    await expect(page.locator('[data-stay-summary]')).toContainText(hotelName);
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
    await expect(page.locator('[data-row="hotel"] dd')).toHaveText(hotelName);
    await expect(
      page.getByRole('link', { name: b(locale, 'outcome.seeReservations') }),
    ).toHaveAttribute('href', localized(locale, '/account/reservations'));

    // The demo API captures its mail: the page names where the confirmation went.
    await expect(page.locator('[data-confirmation]')).toHaveText(
      b(locale, 'outcome.confirmationSent').replace('{{email}}', 'noa.cohen@example.test'),
    );
    // The voucher and the calendar entry download through the site's own /api.
    const voucher = page.locator('[data-document="voucher-pdf"]');
    await expect(voucher).toHaveText(text(locale, 'documents.voucher', 'account'));
    const voucherHref = (await voucher.getAttribute('href')) ?? '';
    expect(voucherHref).toMatch(/^\/api\/v3\/documents\/[0-9a-f-]{36}\/voucher\.pdf\?exp=\d+&sig=/);
    const pdf = await page.request.get(voucherHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(
      `attachment; filename="voucher-${reference}.pdf"`,
    );
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const calendar = page.locator('[data-document="calendar-ics"]');
    await expect(calendar).toHaveText(text(locale, 'documents.calendar', 'account'));
    const ics = await page.request.get((await calendar.getAttribute('href')) ?? '');
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain(`UID:${reference.toLowerCase()}@`);
  });
}

test('a declined card reaches the error page with a way to try again', async ({
  page,
  request,
}) => {
  const hotel = (await berlinHotels(request))[2]!;
  await page.goto(await bookPage(request, hotel, stayQuery(60, 2)));
  await bookingReady(page);
  await fillGuest(page, 'en', 'noa@example.test');
  await submitBooking(page, 'en');
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

test('the booking and payment pages show the API’s refusals in its words', async ({
  page,
  request,
  baseURL,
}) => {
  const hotel = (await berlinHotels(request))[3]!;
  await page.goto(await bookPage(request, hotel, stayQuery(75, 2)));
  await bookingReady(page);
  await fillGuest(page, 'en', 'noa@example.test');
  const booking = (url: URL) => url.pathname === '/api/v3/bookings';
  const cors = {
    'access-control-allow-origin': new URL(baseURL ?? '').origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'Retry-After',
  };
  // The API's own (localised) answers to too many unpaid bookings and to an oversized body.
  for (const refusal of [
    {
      status: 429,
      message:
        'Too many unpaid bookings are holding rooms for you. Pay or cancel one of them, or try again in 14 minutes.',
    },
    { status: 413, message: 'The request is too large.' },
  ]) {
    await page.route(
      booking,
      (route) =>
        route.fulfill({
          status: refusal.status,
          headers: { ...cors, 'retry-after': '840' },
          json: { message: refusal.message },
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: b('en', 'book.submit') }).click();
    await expect(page.locator('[data-booking-error]')).toHaveText(refusal.message);
  }

  await submitBooking(page, 'en');
  await expect(page).toHaveURL(/\/pay\?booking=/);
  await hydrated(page);
  await expect(page.locator('[data-pay-state="ready"]')).toBeVisible();
  const uuid = new URL(page.url()).searchParams.get('booking');

  // Paid in another tab of the same browser before "Pay securely" is pressed here.
  const xsrf = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  );
  const started = await page.request.post(`${API}/v3/bookings/${uuid}/pay`, {
    headers: { ...bearer, 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
    data: {},
  });
  expect(started.status()).toBe(200);
  // The provider's page is a path of the site's own host (the front server serves it).
  const paymentUrl = new URL(
    ((await started.json()) as { data: { payment_url: string } }).data.payment_url,
    baseURL,
  ).href;
  const form = await (await page.request.get(paymentUrl)).text();
  const action = (/action="([^"]+)"/.exec(form)?.[1] ?? '').replace(/&amp;/g, '&');
  const paid = await page.request.post(new URL(action, paymentUrl).href, {
    form: {
      card_name: 'Noa Cohen',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  await page.getByRole('button', { name: b('en', 'pay.button') }).click();
  await expect(page.locator('[data-not-payable]')).toContainText(b('en', 'pay.status.confirmed'));
  await expect(page.locator('[data-pay]')).toHaveCount(0);
});

test('the VAT note says what the amounts show, for residents of Israel and visitors', async ({
  page,
  request,
}) => {
  const hotels = async (city: string) => {
    const answer = await request.get(`${API}/v3/destinations/israel/${city}`, { headers: bearer });
    expect(answer.ok()).toBe(true);
    return (
      (await answer.json()) as { data: { top_hotels: (TopHotel & { aggregator: string })[] } }
    ).data.top_hotels;
  };
  const telAviv = await hotels('tel-aviv');
  const inclusive = telAviv.find((h) => h.aggregator === 'ILDirect')!;
  const other = telAviv.find((h) => h.aggregator !== 'ILDirect')!;
  const eilat = (await hotels('eilat'))[0]!;
  const stay = (country: string) => `${stayQuery(40, 2).replace('EUR', 'ILS')}&country=${country}`;
  const note = page.locator('#rates [data-vat]');
  for (const [path, vat] of [
    [`/hotels/destination/israel/tel-aviv/${inclusive.slug}?${stay('IL')}`, 'inPrice'],
    [`/hotels/destination/israel/eilat/${eilat.slug}?${stay('IL')}`, 'vatFreeZone'],
    [`/he/hotels/destination/israel/tel-aviv/${other.slug}?${stay('US')}`, 'exemptResidentHint'],
    [`/hotels/destination/israel/tel-aviv/${other.slug}?${stay('IL')}`, 'atProperty'],
  ] as const) {
    await page.goto(path);
    await page.locator('#rates').scrollIntoViewIfNeeded();
    await expect(note).toHaveAttribute('data-vat', vat);
  }
  await expect(note).toHaveText(b('en', 'vat.atProperty'));

  // On the booking page the resident's VAT is its own line of what is paid at the property.
  await chooseFirstRate(page, 'en');
  const vatLine = page.locator('[data-breakdown] [data-line="vatAtProperty"] dd');
  await expect(vatLine).not.toBeEmpty();
  const [vat, atProperty, payNow] = await Promise.all(
    ['vatAtProperty', 'payAtProperty', 'payNow'].map(async (line) =>
      Number(
        await page.locator(`[data-breakdown] [data-line="${line}"] dd`).getAttribute('data-amount'),
      ),
    ),
  );
  expect(vat).toBe(Math.round(payNow! * 0.18));
  expect(atProperty).toBeGreaterThan(vat!);
  await expect(page.locator('[data-vat]')).toHaveAttribute('data-vat', 'atProperty');
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

test('the hotel page shows the same hotel by id, and its description in the page language', async ({
  request,
}) => {
  const hotel = (await berlinHotels(request))[0]!;
  const byId = await request.get(`/de/hotels/place/germany/${hotel.id}`);
  expect(byId.status()).toBe(200);
  const html = await byId.text();
  expect(html).toContain(escaped(hotel.name));
  expect(html).toContain(text('de', 'amenity.wifi', 'booking'));
  // The API writes the description in every locale: the German page shows the German one,
  // not marked as another language.
  expect(html).toMatch(/<p(?:(?!lang=)[^>])*data-description[^>]*>[^<]*Sterne-Hotel/);
});
