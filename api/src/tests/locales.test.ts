import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, send, startTestApp, type TestServer } from '../test-support.ts';
import { book, futureStay, rateWithRooms, type Booked } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.stop());

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

async function guest(): Promise<Client> {
  const client = new Client(server.url);
  await client.csrf();
  return client;
}

const INVALID_REGISTRATION = {
  name: 'Zoë Ünal',
  email: 'not-an-email',
  password: 'short',
  password_confirmation: 'short',
};

describe('the API speaks the locale of the `locale` query parameter', () => {
  it.each([
    {
      locale: 'de',
      name: 'Das Feld „Name“ darf nur lateinische Buchstaben (A–Z) enthalten.',
      email: 'Das Feld „E-Mail“ muss eine gültige E-Mail-Adresse enthalten.',
      password: 'Das Feld „Passwort“ muss mindestens 8 Zeichen lang sein.',
    },
    {
      locale: 'ja',
      name: '「氏名」はアクセント記号のないローマ字（A〜Z）のみで入力してください。',
      email: '「メールアドレス」には有効なメールアドレスを入力してください。',
      password: '「パスワード」は8文字以上で入力してください。',
    },
    {
      locale: 'ar',
      name: 'يجب أن يحتوي حقل «الاسم» على أحرف إنجليزية فقط (A–Z).',
      email: 'يجب أن يكون حقل «البريد الإلكتروني» عنوان بريد إلكتروني صالحًا.',
      password: 'يجب أن يحتوي حقل «كلمة المرور» على 8 أحرف على الأقل.',
    },
  ])('answers an invalid registration in $locale, field names included', async (expected) => {
    const client = await guest();
    const response = await client.post(`/api/register?locale=${expected.locale}`, {
      json: INVALID_REGISTRATION,
    });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.errors).toEqual({
      name: [expected.name],
      email: [expected.email],
      password: [expected.password],
    });
    expect(body.message).toBe(expected.name);
  });

  it('falls back to en for a locale the site does not have', async () => {
    const client = await guest();
    const response = await client.post('/api/register?locale=xx', { json: INVALID_REGISTRATION });
    expect((await json<ErrorBody>(response)).errors['email']).toEqual([
      'The email field must be a valid email address.',
    ]);
  });

  it('names booking fields in the locale (ru)', async () => {
    const client = await guest();
    const stay = futureStay(44, 2);
    const { rate } = await rateWithRooms(client, 1, stay);
    const response = await client.post('/v3/bookings?locale=ru', {
      json: {
        rate_id: rate.rate_id,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        guests: '1',
        currency: 'EUR',
        holder: {
          first_name: '',
          last_name: 'Guest',
          email: 'guest@example.test',
          phone: '+49 30 1234567',
        },
      },
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors['holder.first_name']).toEqual([
      'Поле «имя» обязательно для заполнения.',
    ]);
  });

  it('shows the payment page and its card errors in the booking’s locale', async () => {
    const client = await guest();
    const stay = futureStay(46, 2);
    const { rate } = await rateWithRooms(client, 1, stay);
    const booked = await book(client, rate, { ...stay, guests: '1' });
    expect(booked.status).toBe(201);
    const { uuid, reference } = (await json<{ data: Booked }>(booked)).data;
    // The provider page comes in the locale the site's pay call carried.
    const ja = await client.post(`/v3/bookings/${uuid}/pay?locale=ja`);
    const jaUrl = (await json<{ data: { payment_url: string } }>(ja)).data.payment_url;
    const page = await (await send(jaUrl)).text();
    expect(page).toContain('<html lang="ja" dir="ltr">');
    expect(page).toContain('<title>安全なお支払い</title>');
    expect(page).toContain(`予約 ${reference}`);
    expect(page).toContain('カード名義');
    const refused = await send(jaUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_name: '', card_number: '1234', expiry: '1/20', cvc: '1' }),
    });
    expect(refused.status).toBe(422);
    const errors = await refused.text();
    expect(errors).toContain('「カード名義」は必須です。');
    expect(errors).toContain('カード番号が正しくありません。');
    expect(errors).toContain('有効期限は将来の年月を入力してください（MM/YY）。');
    expect(errors).toContain('セキュリティコードは3桁または4桁で入力してください。');
    const ar = await client.post(`/v3/bookings/${uuid}/pay?locale=ar`);
    const arUrl = (await json<{ data: { payment_url: string } }>(ar)).data.payment_url;
    const arPage = await (await send(arUrl)).text();
    expect(arPage).toContain('<html lang="ar" dir="rtl">');
    expect(arPage).toContain('<h1>دفع آمن</h1>');
  });
});
