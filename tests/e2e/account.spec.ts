import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD as PASSWORD, expect, test } from './fixtures';
import { API, hydrated, localized, text } from './helpers';

// The API's own translations of a failed login (api/locales/<code>.json, auth.failed).
const LOGIN_FAILED: Record<string, string> = {
  en: 'These credentials do not match our records.',
  he: 'פרטי ההתחברות אינם תואמים את הרשומות שלנו.',
  de: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
  ar: 'بيانات تسجيل الدخول هذه لا تطابق سجلاتنا.',
};

const t = (locale: string, key: string) => text(locale, key, 'account');
const home = (locale: string) =>
  new RegExp(`^[^?#]*//[^/]+${localized(locale, '/').replace(/\/$/, '')}/?$`);

// Logins and registrations are rate-limited per address; every test starts afresh.
test.beforeEach(async ({ request }) => {
  await request.post(`${API}/__test/reset-rate-limits`);
});

/** Runs `action` and waits for the page it causes to load (the URL may stay the same). */
async function reloadsAfter(page: Page, action: () => Promise<void>) {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
  await hydrated(page);
}

async function openMenu(page: Page) {
  await page.locator('[data-user-menu-button]').click();
  const menu = page.locator('[data-user-menu]');
  await expect(menu).toBeVisible();
  return menu;
}

async function menuKeys(page: Page): Promise<string[]> {
  const menu = await openMenu(page);
  const keys = await menu
    .locator('[data-menu]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('data-menu') ?? ''));
  await page.keyboard.press('Escape');
  return keys;
}

/** The value of the anti-forgery cookie the API set for this browser context. */
async function xsrf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

/**
 * Books and pays a refundable Berlin stay through the API with the browser's cookies (the
 * signed-in user's session), as the booking pages do: rates, booking, payment on the
 * provider's form with the success card. Returns the reservation's reference.
 */
async function bookThroughApi(
  request: APIRequestContext,
  context: BrowserContext,
): Promise<string> {
  await request.get(`${API}/sanctum/csrf-cookie`);
  const headers = { 'X-XSRF-TOKEN': await xsrf(context), Accept: 'application/json' };
  const destination = (await (
    await request.get(`${API}/v3/destinations/germany/berlin`)
  ).json()) as {
    data: { top_hotels: { id: number }[] };
  };
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = { check_in: day(45), check_out: day(47), guests: '2', currency: 'EUR' };
  let rate: { rate_id: string } | undefined;
  for (const hotel of destination.data.top_hotels) {
    const rates = (await (
      await request.get(`${API}/v3/hotels/${hotel.id}/rates`, { params: stay })
    ).json()) as { data: { rates: { rate_id: string; refundable: boolean }[] } };
    rate = rates.data.rates.find((r) => r.refundable);
    if (rate) break;
  }
  expect(rate, 'a refundable Berlin rate').toBeDefined();
  const booked = await request.post(`${API}/v3/bookings`, {
    headers,
    data: {
      ...stay,
      rate_id: rate?.rate_id,
      holder: {
        first_name: 'Uma',
        last_name: 'User',
        email: 'user@demo.test',
        phone: '+972 50 765 4321',
      },
    },
  });
  expect(booked.status()).toBe(201);
  const booking = ((await booked.json()) as { data: { uuid: string; reference: string } }).data;
  const pay = await request.post(`${API}/v3/bookings/${booking.uuid}/pay`, { headers });
  // A path of the site (the API writes its own pages so behind the front server).
  const paymentPath = ((await pay.json()) as { data: { payment_url: string } }).data.payment_url;
  const paymentUrl = new URL(paymentPath, test.info().project.use.baseURL).href;
  const form = await (await request.get(paymentUrl)).text();
  const action = (/action="([^"]+)"/.exec(form)?.[1] ?? '').replace(/&amp;/g, '&');
  const paid = await request.post(new URL(action, paymentUrl).href, {
    form: {
      card_name: 'Uma User',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers()['location']).toContain('/success');
  return booking.reference;
}

for (const locale of ['en', 'he']) {
  test(`a new user registers, logs out and logs in again and sees the signed-in links (${locale})`, async ({
    page,
    context,
  }) => {
    const email = `traveller-${locale}-${Date.now()}@example.test`;
    await page.goto(localized(locale, '/'));
    await hydrated(page);
    expect(await menuKeys(page)).toEqual(['login', 'join', 'joinAgent', 'manageReservation']);

    const menu = await openMenu(page);
    await menu.locator('[data-menu="join"]').click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'form.registerTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name="name"]')).toHaveAttribute(
      'placeholder',
      t(locale, 'form.namePlaceholder'),
    );
    await expect(dialog.locator('input[name="remember"]')).toBeChecked();
    // The client asks for what is missing before calling the API.
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[data-field-error="name"]')).toHaveText(
      t(locale, 'form.required'),
    );
    await dialog.locator('input[name="name"]').fill('Tamar Traveller');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="password"]').fill('travel-pass-123');
    await dialog.locator('input[name="password_confirmation"]').fill('travel-pass-123');
    // Hold the registration until the spinner has been seen: it shows only while the call runs,
    // which on a quick machine is shorter than a look.
    let release!: () => void;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/register', async (route) => {
      await seen;
      await route.continue();
    });
    await reloadsAfter(page, async () => {
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('[data-spinner]')).toBeVisible();
      release();
    });
    await page.unroute('**/api/register');
    await expect(page).toHaveURL(home(locale));

    expect(await menuKeys(page)).toEqual([
      'myReservations',
      'hotelConfirmation',
      'profile',
      'joinAgent',
      'manageReservation',
      'logout',
    ]);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'auth.loggedIn')).toMatchObject({
      value: '1',
      path: '/',
    });
    const signedIn = await openMenu(page);
    const tool = signedIn.locator('[data-menu="hotelConfirmation"]');
    await expect(tool).toHaveAttribute('target', '_blank');
    await expect(tool).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(signedIn.locator('[data-menu="myReservations"]')).toHaveAttribute(
      'href',
      localized(locale, '/account/reservations'),
    );

    await signedIn.locator('[data-menu="logout"]').click();
    const logout = page.getByRole('dialog', { name: t(locale, 'logout.title') });
    await expect(logout).toContainText('Tamar Traveller');
    await reloadsAfter(page, () =>
      logout.getByRole('button', { name: t(locale, 'logout.confirm') }).click(),
    );
    await expect(page).toHaveURL(home(locale));
    expect(await menuKeys(page)).toContain('login');
    expect((await context.cookies()).some((c) => c.name === 'auth.loggedIn')).toBe(false);

    const again = await openMenu(page);
    await again.locator('[data-menu="login"]').click();
    const login = page.getByRole('dialog', { name: t(locale, 'form.loginTitle') });
    await login.locator('input[name="email"]').fill(email);
    await login.locator('input[name="password"]').fill('travel-pass-123');
    await reloadsAfter(page, () => login.locator('button[type="submit"]').click());
    await expect(page).toHaveURL(home(locale));
    expect(await menuKeys(page)).toContain('myReservations');
    await page.goto(localized(locale, '/profile'));
    await hydrated(page);
    await expect(page.locator('[data-profile-name]')).toHaveText('Tamar Traveller');
    await expect(page.locator('[data-role="user"]')).toHaveText(t(locale, 'profile.roleUser'));
  });
}

// The API answers in the page's language (its `locale` parameter); the form shows its words.
for (const locale of ['en', 'he', 'de', 'ar']) {
  test(`a wrong password shows the translated message and the field error (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/login'));
    await hydrated(page);
    const form = page.locator('form[data-auth-form="login"]');
    await expect(form.locator('[data-password-reset]')).toHaveAttribute('target', '_blank');
    await form.locator('input[name="email"]').fill('user@demo.test');
    await form.locator('input[name="password"]').fill('not-the-password');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-toast="error"]')).toContainText(LOGIN_FAILED[locale] ?? '');
    await expect(form.locator('[data-field-error="email"]')).toHaveText(LOGIN_FAILED[locale] ?? '');
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}$`));
    // Nobody was stored as signed in.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null') as unknown),
    ).toBeNull();
  });
}

test('a registration with a taken email shows the API’s message in the page’s language (ja)', async ({
  page,
}) => {
  await page.goto(localized('ja', '/'));
  await hydrated(page);
  const menu = await openMenu(page);
  await menu.locator('[data-menu="join"]').click();
  const dialog = page.getByRole('dialog', { name: t('ja', 'form.registerTitle') });
  await dialog.locator('input[name="name"]').fill('Taro Yamada');
  await dialog.locator('input[name="email"]').fill('user@demo.test');
  await dialog.locator('input[name="password"]').fill('travel-pass-123');
  await dialog.locator('input[name="password_confirmation"]').fill('travel-pass-123');
  await dialog.locator('button[type="submit"]').click();
  // api/locales/ja.json: validation.unique with the attribute name of `email`.
  await expect(dialog.locator('[data-field-error="email"]')).toHaveText(
    'この「メールアドレス」は既に使用されています。',
  );
});

test.describe('signed in as the demo agent', () => {
  test.use({ signedInAs: 'agent' });

  for (const locale of ['en', 'he']) {
    test(`agents get no join-as-agent section, promotion or reservation-management link, from the first paint (${locale})`, async ({
      page,
    }) => {
      // Whether the page was already marked for an agent when <body> first appeared.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          (window as unknown as { agentAtBody: boolean }).agentAtBody =
            document.documentElement.hasAttribute('data-agent');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(localized(locale, '/'));
      expect(
        await page.evaluate(() => (window as unknown as { agentAtBody: boolean }).agentAtBody),
      ).toBe(true);
      await expect(page.locator('[data-agent-cta]')).toBeHidden();
      await expect(page.locator('[data-promo-banner]')).toBeHidden();
      await expect(
        page.locator(`footer a[href="${localized(locale, '/reservation')}"]`),
      ).toBeHidden();
      // A visitor (no session, nothing remembered) sees all three. The state changes on a page
      // that runs no script: on the home page, an island waking meanwhile could ask the API
      // who is signed in, get a 401 for the cleared session and go to the login page.
      await page.goto('/robots.txt');
      await page.evaluate(() => localStorage.setItem('authUser', 'null'));
      await page.context().clearCookies();
      await page.goto(localized(locale, '/'));
      await expect(page.locator('[data-agent-cta]')).toBeVisible();
      await expect(page.locator('[data-promo-banner]')).toBeVisible();
      await expect(
        page.locator(`footer a[href="${localized(locale, '/reservation')}"]`),
      ).toBeVisible();
    });
  }

  test('an agent sees the agent links and the whole agency’s bookings with filters', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.locator('[data-main-nav]');
    await expect(nav.locator('[data-role-link]')).toHaveText([
      text('en', 'nav.flights'),
      text('en', 'nav.cars'),
      text('en', 'nav.tickets'),
      text('en', 'nav.newSite'),
    ]);
    const keys = await menuKeys(page);
    expect(keys).toEqual([
      'myReservations',
      'vouchers',
      'allReservations',
      'hotelConfirmation',
      'agentDashboard',
      'newSite',
      'carts',
      'profile',
      'logout',
    ]);
    const menu = await openMenu(page);
    await expect(menu.locator('[data-menu="agentDashboard"]')).toHaveAttribute('target', '_blank');
    await expect(menu.locator('[data-menu="agentDashboard"]')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await menu.locator('[data-menu="allReservations"]').click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\?all=true$/);
    await hydrated(page);
    await expect(page.locator('[data-scope="all"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-bookings] > li')).toHaveCount(3);
    await expect(page.locator('[data-bookings]')).toContainText('Yosef Mizrahi');
    // Earnings: commission and markup per booking, totals of the filtered list, per agent.
    await expect(page.locator('[data-bookings] [data-fact="commission"]')).toHaveCount(3);
    await expect(page.locator('[data-bookings] [data-fact="markup"]')).toHaveCount(3);
    await expect(page.locator('[data-bookings] [data-fact="agent"]').first()).toContainText(
      'Avi Agent',
    );
    const earnings = page.locator('[data-earnings]');
    await expect(earnings.getByRole('heading', { name: t('en', 'earnings.title') })).toBeVisible();
    await expect(earnings.locator('[data-total="commission"]').first()).toBeVisible();
    await expect(earnings.locator('[data-agent-earnings="Avi Agent"]')).toBeVisible();
    const csv = earnings.locator('[data-csv]');
    await expect(csv).toHaveText(t('en', 'earnings.export'));
    const href = (await csv.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/v3\/agent\/bookings\.csv\?/);
    expect(href).toContain('all=true');
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    const bytes = await file.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toContain(t('en', 'col.earnedCommission'));
    expect(lines.filter(Boolean)).toHaveLength(4);

    await page.getByRole('searchbox', { name: t('en', 'bookings.q') }).fill('Eilat');
    await page.getByRole('button', { name: t('en', 'bookings.apply') }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\?q=Eilat&all=true$/);
    await expect(page.locator('[data-bookings] > li')).toHaveCount(1);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('searchbox', { name: t('en', 'bookings.q') })).toHaveValue('Eilat');
    await expect(page.locator('[data-bookings] > li')).toHaveCount(1);

    await page.locator('[data-bookings] a').first().click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.locator('[data-hotel-name]')).toContainText('Eilat');
    await expect(page.getByText(t('en', 'detail.commission'))).toBeVisible();
  });

  test('an agent sets their own markup on the profile page, and removes it', async ({ page }) => {
    await page.goto('/he/profile');
    await hydrated(page);
    const own = page.locator('[data-markup-form="own"]');
    await own.getByLabel(t('he', 'markup.percent')).check();
    await own.locator('[data-markup-value]').fill('12');
    await own.getByRole('button', { name: t('he', 'markup.save') }).click();
    await expect(own.locator('[data-markup-message]')).toHaveText(t('he', 'markup.saved'));
    await expect(page.locator('[data-markup-effective="own"]')).toContainText('12');
    // Only the agency's owner sees the agency default.
    await expect(page.locator('[data-agency-markup]')).toHaveCount(0);
    await own.getByRole('button', { name: t('he', 'markup.clear') }).click();
    await expect(page.locator('[data-markup-effective="none"]')).toBeVisible();
  });
});

test.describe('signed in as the demo user', () => {
  test.use({ signedInAs: 'user' });

  test('a plain user sees a clear message for all bookings, vouchers and agents-only services', async ({
    page,
  }) => {
    await page.goto(localized('he', '/dashboard/bookings?all=true'));
    await hydrated(page);
    await expect(page.locator('[data-all-forbidden]')).toHaveText(t('he', 'bookings.allForbidden'));
    await expect(page.locator('[data-bookings] > li').first()).toBeVisible();
    await page.goto(localized('he', '/vouchers'));
    await hydrated(page);
    await expect(page.locator('[data-vouchers-disabled]')).toHaveText(
      t('he', 'vouchers.notEnabled'),
    );

    await page.goto(localized('he', '/sso?target=flights'));
    await hydrated(page);
    await expect(page.locator('[data-sso-refused]')).toHaveText(t('he', 'sso.agentsOnly'));
    await page.goto(localized('he', '/sso?target=https%3A%2F%2Fevil.test'));
    await hydrated(page);
    await expect(page.locator('[data-sso-unknown]')).toHaveText(t('he', 'sso.unknown'));
    await expect(page.locator('a[href*="evil"]')).toHaveCount(0);

    // An allowed target hands over to the configured sales site, never elsewhere.
    await page.route('https://sales.stayway.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sales site</p>' }),
    );
    await page.goto(localized('he', '/sso?target=packages'));
    await page.waitForURL('https://sales.stayway.example/packages?locale=he');
  });

  test('an expired session lands on the localised login page', async ({ page, context }) => {
    await page.goto(localized('he', '/account/reservations'));
    await hydrated(page);
    await expect(page.locator('[data-reservations]')).toBeVisible();
    await context.clearCookies({ name: 'storefront_session' });
    await page.reload();
    await page.waitForURL(/\/he\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/he/account/reservations');
    await hydrated(page);
    await expect(page.locator('form[data-auth-form="login"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBe('null');
    expect((await context.cookies()).some((c) => c.name === 'auth.loggedIn')).toBe(false);

    // Logging in again returns to the page the session ended on.
    const form = page.locator('form[data-auth-form="login"]');
    await form.locator('input[name="email"]').fill('user@demo.test');
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/he\/account\/reservations$/);
  });

  test('an unreachable API shows a clear message with a retry and logs nobody out', async ({
    page,
  }) => {
    // The booking service goes away: the session check and the list both fail to connect.
    await page.route('**/api/v3/**', (route) => route.abort('connectionrefused'));
    await page.goto('/account/reservations');
    await hydrated(page);
    const failure = page.locator('[data-load-error="unreachable"]');
    await expect(failure).toContainText(text('en', 'api.unreachable'));
    expect(
      await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('authUser') ?? 'null') as { email?: string } | null)
            ?.email,
      ),
    ).toBe('user@demo.test');

    await page.unroute('**/api/v3/**');
    await failure.getByRole('button', { name: t('en', 'load.retry') }).click();
    await expect(page.locator('[data-reservations] > li').first()).toBeVisible();
  });
});

test('visitors get the sign-in prompt; the sso page asks them to log in', async ({ page }) => {
  for (const path of ['/account/reservations', '/vouchers', '/profile', '/dashboard/bookings']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('[data-sign-in-prompt]')).toBeVisible();
  }
  await page.goto('/sso?target=carts');
  await hydrated(page);
  await expect(page.locator('[data-prompt="login"]')).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/sso?target=carts')}`,
  );
});

test('a reservation made through the API appears in My Reservations and can be cancelled', async ({
  page,
  context,
}) => {
  // A visitor logs in from the page's sign-in prompt and comes back to the page.
  await page.goto('/account/reservations');
  await hydrated(page);
  await page.locator('[data-prompt="login"]').click();
  const dialog = page.getByRole('dialog', { name: t('en', 'form.loginTitle') });
  await dialog.locator('input[name="email"]').fill('user@demo.test');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-reservations]')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/reservations$/);

  const reference = await bookThroughApi(page.request, context);
  await page.reload();
  await hydrated(page);
  const row = page.locator(`[data-reservation-row="${reference}"]`);
  await expect(row).toContainText(t('en', 'status.confirmed'));
  await row.click();
  await expect(page).toHaveURL(/\/account\/reservations\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-reference]')).toHaveText(reference);
  const paid = await page.locator('[data-paid]').textContent();
  // The confirmed reservation's voucher downloads as a PDF.
  const voucher = page.locator('[data-document="voucher-pdf"]');
  await expect(voucher).toHaveText(t('en', 'documents.voucher'));
  const pdf = await page.request.get((await voucher.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.locator('[data-document="calendar-ics"]')).toHaveText(
    t('en', 'documents.calendar'),
  );

  await page.locator('[data-cancel]').click();
  const confirm = page.getByRole('dialog', { name: t('en', 'cancel.title') });
  await expect(confirm).toContainText(paid ?? '');
  await confirm.locator('[data-confirm-cancel]').click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('[data-status]').first()).toHaveText(t('en', 'status.cancelled'));
  await expect(page.locator('[data-refund]')).toContainText(paid ?? '');
  await expect(page.locator('[data-cancel]')).toHaveCount(0);
  // A cancelled booking has no documents.
  await expect(page.locator('[data-documents]')).toHaveCount(0);

  await page.goto('/account/reservations');
  await hydrated(page);
  await expect(page.locator(`[data-reservation-row="${reference}"]`)).toContainText(
    t('en', 'status.cancelled'),
  );
});

test('a guest finds a reservation by confirmation number and email', async ({ page, request }) => {
  // The reference of a demo reservation, read as its owner would.
  await request.get(`${API}/sanctum/csrf-cookie`);
  const token = decodeURIComponent(
    (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  );
  await request.post(`${API}/login`, {
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    form: { email: 'user@demo.test', password: PASSWORD, remember: '1' },
  });
  const list = (await (await request.get(`${API}/v3/reservations`)).json()) as {
    data: { reference: string; status: string; hotel: { name: string } }[];
  };
  const reservation = list.data.find((r) => r.status === 'confirmed');
  expect(reservation).toBeDefined();

  await page.goto('/he/reservation');
  await hydrated(page);
  const form = page.locator('form[data-lookup-form]');
  await form.locator('input[name="reference"]').fill(reservation?.reference ?? '');
  await form.locator('input[name="email"]').fill('someone-else@example.test');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-lookup-error]')).toHaveText('ההזמנה לא נמצאה.');
  await form.locator('input[name="email"]').fill('user@demo.test');
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-hotel-name]')).toHaveText(reservation?.hotel.name ?? '');
  await expect(page.locator('[data-reference]')).toHaveText(reservation?.reference ?? '');
});

test('the login modal is a bottom sheet on phones @phone', async ({ page }) => {
  await page.goto('/he');
  await hydrated(page);
  await page.locator('[data-user-menu-button]').click();
  await page.locator('[data-menu="login"]').click();
  const dialog = page.getByRole('dialog', { name: t('he', 'form.loginTitle') });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
  await expect(dialog.locator('input[name="email"]')).toBeFocused();
});
