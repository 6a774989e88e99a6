import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Client,
  json,
  manyBookings,
  queryDatabase,
  send,
  startTestApp,
  type TestServer,
} from '../test-support.ts';
import {
  book,
  futureStay,
  rates,
  rateWithRooms,
  startPayment,
  submitCard,
  type Booked,
} from './helpers.ts';

const SUCCESS = '4242424242424242';
const DECLINED = '4000000000000002';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp(manyBookings());
});
afterAll(() => server.stop());
afterEach(() => {
  vi.useRealTimers();
});

interface TransactionRow {
  uuid: string;
  status: string;
  failure: string | null;
  amount: number;
}

const transactionsOf = (uuid: string) =>
  queryDatabase<TransactionRow>(
    server.dataDir,
    'SELECT uuid, status, failure, amount FROM transactions WHERE booking_uuid = ? ORDER BY created_at',
    uuid,
  );

async function guest(): Promise<Client> {
  const client = new Client(server.url);
  await client.csrf();
  return client;
}

async function booked(client: Client, offset: number) {
  const stay = futureStay(offset, 2);
  const { hotelId, rate } = await rateWithRooms(client, 2, stay);
  const response = await book(client, rate, { ...stay, guests: '1' });
  expect(response.status).toBe(201);
  const booking = (await json<{ data: Booked }>(response)).data;
  const roomsLeft = async () =>
    (await rates(client, hotelId, stay.checkIn, stay.checkOut, '1')).find(
      (r) => r.room_code === rate.room_code && r.board === rate.board,
    )?.rooms_left ?? 0;
  return { booking, roomsLeft, price: booking.price['pay_now']!.amount };
}

describe('one payment per booking', () => {
  it('50 parallel payments of one booking give exactly one charge', async () => {
    const client = await guest();
    const { booking, roomsLeft, price } = await booked(client, 210);
    const heldLeft = await roomsLeft();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () => startPayment(client, booking.uuid)),
    );
    expect(new Set(attempts.map((a) => a.transaction)).size).toBe(50);
    const answers = await Promise.all(attempts.map((a) => submitCard(a.payment_url, SUCCESS)));
    const charged = answers.filter((a) => a.status === 303);
    const refused = answers.filter((a) => a.status === 409);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.location).toMatch(/\/transaction\/[0-9a-f-]{36}\/success$/);
    expect(refused).toHaveLength(49);
    for (const answer of refused)
      expect(answer.body).toContain('This booking has already been paid.');
    const rows = await transactionsOf(booking.uuid);
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect(rows.filter((r) => r.failure === 'already_paid')).toHaveLength(49);
    const detail = await json<{ data: { status: string; paid: { amount: number } } }>(
      await client.get(`/v3/bookings/${booking.uuid}`),
    );
    expect(detail.data.status).toBe('confirmed');
    expect(detail.data.paid.amount).toBe(price);
    // The held room became a sold room: nothing more, nothing less.
    expect(await roomsLeft()).toBe(heldLeft);

    // And 50 parallel submissions of one payment link decide it once.
    const other = await booked(client, 213);
    const { payment_url, transaction } = await startPayment(client, other.booking.uuid);
    const same = await Promise.all(
      Array.from({ length: 50 }, () => submitCard(payment_url, SUCCESS)),
    );
    expect(same.filter((a) => a.status === 303)).toHaveLength(1);
    expect(same.filter((a) => a.status === 409)).toHaveLength(49);
    expect(await transactionsOf(other.booking.uuid)).toEqual([
      { uuid: transaction, status: 'succeeded', failure: null, amount: other.price },
    ]);
    console.log(
      `payments: 50 parallel payment attempts of one booking -> ${charged.length} charge, ${refused.length} refused ("already paid"); 50 parallel submissions of one link -> 1 charge`,
    );
  });

  it('refuses to pay a cancelled booking, also on a payment page opened before the cancellation', async () => {
    const client = await guest();
    const { booking } = await booked(client, 216);
    const { payment_url, transaction } = await startPayment(client, booking.uuid);
    const cancel = await client.post(`/v3/reservations/${booking.uuid}/cancel`, { json: {} });
    expect(cancel.status).toBe(200);
    const pay = await client.post(`/v3/bookings/${booking.uuid}/pay?locale=he`);
    expect(pay.status).toBe(409);
    expect((await json<{ message: string }>(pay)).message).toBe(
      'ההזמנה בוטלה ולא ניתן עוד לשלם עבורה.',
    );
    const page = await send(payment_url);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain(
      'This booking has been cancelled and can no longer be paid.',
    );
    const late = await submitCard(payment_url, SUCCESS);
    expect(late.status).toBe(409);
    expect(late.body).toContain('This booking has been cancelled and can no longer be paid.');
    const tx = await json<{ data: { status: string; failure: string; message: string } }>(
      await client.get(`/v3/transactions/${transaction}`),
    );
    expect(tx.data).toMatchObject({
      status: 'declined',
      failure: 'cancelled',
      message: 'This booking has been cancelled and can no longer be paid.',
    });
    const detail = await json<{ data: { status: string; paid: { amount: number } } }>(
      await client.get(`/v3/bookings/${booking.uuid}`),
    );
    expect(detail.data).toMatchObject({ status: 'cancelled', paid: { amount: 0 } });
  });

  it('refuses to pay an expired booking, also on a payment page opened in time', async () => {
    const client = await guest();
    const { booking, roomsLeft } = await booked(client, 219);
    const { payment_url } = await startPayment(client, booking.uuid);
    const before = await roomsLeft();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(booking.hold_expires_at) + 1000);
    const late = await submitCard(payment_url, SUCCESS);
    expect(late.status).toBe(409);
    expect(late.body).toContain('This booking has expired');
    expect((await transactionsOf(booking.uuid)).map((r) => [r.status, r.failure])).toEqual([
      ['declined', 'expired'],
    ]);
    expect(await roomsLeft()).toBe(before + 1);
  });

  it('a replayed provider return changes nothing', async () => {
    const client = await guest();
    const { booking, price } = await booked(client, 222);
    const { payment_url } = await startPayment(client, booking.uuid);
    const first = await submitCard(payment_url, SUCCESS);
    expect(first.status).toBe(303);
    const snapshot = await transactionsOf(booking.uuid);
    for (const card of [SUCCESS, DECLINED]) {
      const replay = await submitCard(payment_url, card);
      expect(replay.status).toBe(409);
      expect(replay.body).toContain('This payment has already been completed.');
    }
    expect(await transactionsOf(booking.uuid)).toEqual(snapshot);
    const detail = await json<{ data: { status: string; paid: { amount: number } } }>(
      await client.get(`/v3/bookings/${booking.uuid}`),
    );
    expect(detail.data).toMatchObject({ status: 'confirmed', paid: { amount: price } });
    const again = await client.post(`/v3/bookings/${booking.uuid}/pay`);
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(
      'This booking has already been paid.',
    );

    // A declined attempt stays declined when its form is sent again with a good card.
    const second = await booked(client, 225);
    const attempt = await startPayment(client, second.booking.uuid);
    expect((await submitCard(attempt.payment_url, DECLINED)).location).toMatch(/\/error$/);
    expect((await submitCard(attempt.payment_url, SUCCESS)).status).toBe(409);
    expect((await transactionsOf(second.booking.uuid)).map((r) => [r.status, r.failure])).toEqual([
      ['declined', 'card_declined'],
    ]);
  });
});
