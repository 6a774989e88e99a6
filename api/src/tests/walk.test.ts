import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, SITE, startTestApp, type TestServer } from '../test-support.ts';
import { book, futureStay, pollSearch, rates } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.stop());

interface Card {
  id: number;
  slug: string;
  price: { amount: number; currency: string };
}

describe('scripted walk over HTTP', () => {
  it('registers, signs in, searches, books, pays with the success card and cancels', async () => {
    const client = new Client(server.url);
    await client.csrf();
    expect(client.jar.get('XSRF-TOKEN')).toBeTruthy();
    expect(client.jar.get('storefront_session')).toBeTruthy();

    const register = await client.post('/api/register', {
      json: {
        name: 'Walker Test',
        email: 'walker@example.test',
        password: 'walk-pass-123',
        password_confirmation: 'walk-pass-123',
        remember: true,
      },
    });
    expect(register.status).toBe(201);

    const login = await client.post('/login', {
      form: { email: 'walker@example.test', password: 'walk-pass-123', remember: 'true' },
      bearer: false,
    });
    expect(login.status).toBe(200);
    const auth = await client.get('/v3/auth', { bearer: false });
    expect(auth.status).toBe(200);
    const user = (await json<{ data: { email: string; plan_id: null } }>(auth)).data;
    expect(user.email).toBe('walker@example.test');

    const suggestions = await json<{
      data: { type: string; country_slug: string; destination_slug: string }[];
    }>(await client.get('/v3/places/autocomplete?q=barcel'));
    const barcelona = suggestions.data.find((s) => s.type === 'city')!;
    expect(barcelona.destination_slug).toBe('barcelona');

    const stay = futureStay(50, 3);
    const created = await client.post('/v3/hotels/search', {
      json: {
        destination: {
          country_slug: barcelona.country_slug,
          destination_slug: barcelona.destination_slug,
        },
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        guests: '2',
        currency: 'EUR',
        country: 'IL',
      },
    });
    expect(created.status).toBe(201);
    const session = (await json<{ data: { session: string } }>(created)).data.session;
    const results = await pollSearch(client, session, '?free_cancellation=1');
    const hotels = results['hotels'] as Card[];
    expect(hotels.length).toBeGreaterThan(0);

    const hotel = await client.get(`/v3/hotels/${hotels[0]!.id}`);
    expect(hotel.status).toBe(200);
    const hotelRates = await rates(client, hotels[0]!.id, stay.checkIn, stay.checkOut);
    const rate = hotelRates.find((r) => r.refundable)!;
    expect(rate).toBeTruthy();

    const booking = await book(client, rate, { ...stay, guests: '2' });
    expect(booking.status).toBe(201);
    const booked = (
      await json<{ data: { uuid: string; status: string; price: { total: { amount: number } } } }>(
        booking,
      )
    ).data;
    expect(booked.status).toBe('pending_payment');
    expect(booked.price.total.amount).toBe(rate.price['total']!.amount);

    const pay = await client.post(`/v3/bookings/${booked.uuid}/pay`);
    expect(pay.status).toBe(200);
    const paymentUrl = (await json<{ data: { payment_url: string } }>(pay)).data.payment_url;
    expect(paymentUrl.startsWith(server.url)).toBe(true);

    const browser = new Client('');
    const form = await browser.get(paymentUrl, { bearer: false });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('name="card_number"');
    const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const submitted = await browser.post(`${server.url}${action}`, {
      bearer: false,
      form: {
        card_name: 'Walker Test',
        card_number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      },
    });
    expect(submitted.status).toBe(303);
    const location = submitted.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${SITE}/transaction/[0-9a-f-]{36}/success$`));
    const transactionUuid = location.split('/').at(-2)!;

    const transaction = await json<{
      data: { status: string; amount: { amount: number }; booking: { uuid: string } };
    }>(await client.get(`/v3/transactions/${transactionUuid}`));
    expect(transaction.data.status).toBe('succeeded');
    expect(transaction.data.booking.uuid).toBe(booked.uuid);

    const list = await json<{ data: { uuid: string; status: string; reference: string }[] }>(
      await client.get('/v3/reservations'),
    );
    const mine = list.data.find((r) => r.uuid === booked.uuid)!;
    expect(mine.status).toBe('confirmed');
    expect(mine.reference).toMatch(/^HS-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const cancel = await client.post(`/v3/reservations/${booked.uuid}/cancel`);
    expect(cancel.status).toBe(200);
    const cancelled = (await json<{ data: { status: string; refund: { amount: number } } }>(cancel))
      .data;
    expect(cancelled.status).toBe('cancelled');
    // Cancelled before the free-cancellation deadline: everything paid comes back.
    expect(cancelled.refund.amount).toBe(transaction.data.amount.amount);
  });

  it('declines the decline card and returns to the localised error page', async () => {
    const client = new Client(server.url);
    await client.csrf();
    const stay = futureStay(70, 2);
    const suggestion = await json<{ data: { hotel_id?: number; type: string }[] }>(
      await client.get('/v3/places/autocomplete?q=dubai&limit=50'),
    );
    const hotelId = suggestion.data.find((s) => s.type === 'hotel')!.hotel_id!;
    const rate = (await rates(client, hotelId, stay.checkIn, stay.checkOut))[0]!;
    const booking = await json<{ data: { uuid: string } }>(
      await book(client, rate, { ...stay, guests: '2' }),
    );
    const pay = await json<{ data: { payment_url: string } }>(
      await client.post(`/v3/bookings/${booking.data.uuid}/pay?locale=he`),
    );
    const browser = new Client('');
    const page = await browser.get(pay.data.payment_url, { bearer: false });
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('תשלום מאובטח');
    const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const submitted = await browser.post(`${server.url}${action}`, {
      bearer: false,
      form: { card_name: 'Test', card_number: '4000000000000002', expiry: '01/40', cvc: '999' },
    });
    expect(submitted.status).toBe(303);
    const location = submitted.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${SITE}/he/transaction/[0-9a-f-]{36}/error$`));
    const tx = await json<{ data: { status: string; booking: { status: string } } }>(
      await client.get(`/v3/transactions/${location.split('/').at(-2)!}`),
    );
    expect(tx.data.status).toBe('declined');
    expect(tx.data.booking.status).toBe('pending_payment');
    // The same payment link cannot be used twice.
    const again = await browser.post(`${server.url}${action}`, {
      bearer: false,
      form: { card_name: 'Test', card_number: '4242424242424242', expiry: '01/40', cvc: '999' },
    });
    expect(again.status).toBe(409);
  });
});
