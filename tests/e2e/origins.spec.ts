import { expect, test, type BrowserContext } from '@playwright/test';
import { API, hydrated } from './helpers';
import { bookFromResults } from './journeys';

// One origin (issue 14 item 3): the browser reaches the booking API through the site's own
// `/api`, so cookies and the anti-forgery token work on whatever host the site is opened at.
// booking.spec.ts books at http://127.0.0.1:PORT from the home page's search; here the same
// journey at other hosts, from the search's results (its session, the rates, the booking and
// the payment all go through the host's own /api). The browser maps those hosts to 127.0.0.1
// (playwright.config.ts).

/** The lead pop-up starts closed on every host, as on the suite's own (playwright.config.ts). */
async function leadClosed(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('closed', '4102444800000'));
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const stay = `check_in=${day(30)}&check_out=${day(32)}&guests=2&currency=EUR`;

for (const host of ['localhost', 'book.partner.test']) {
  test(`the full search-to-payment journey at http://${host}:PORT`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const site = `http://${host}:${new URL(baseURL ?? '').port}`;
    await leadClosed(context);
    await bookFromResults(page, site, 'en', `/hotels/destination/germany/berlin/results?${stay}`);
    // The API's cookies belong to the host the visitor is on.
    const cookies = await context.cookies(site);
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.domain).toBe(host);
    expect(cookies.find((c) => c.name === 'storefront_session')?.httpOnly).toBe(true);
  });
}

test('signing in works at http://localhost:PORT (no CSRF mismatch, no 419)', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await request.post(`${API}/__test/reset-rate-limits`);
  const site = `http://localhost:${new URL(baseURL ?? '').port}`;
  await leadClosed(context);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) statuses.push(response.status());
  });
  await page.goto(`${site}/login`);
  await hydrated(page);
  const form = page.locator('form[data-auth-form="login"]');
  await form.locator('input[name="email"]').fill('user@demo.test');
  await form.locator('input[name="password"]').fill('demo-pass-123');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${site}/`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('authUser')))
    .toContain('user@demo.test');
  expect(statuses).not.toContain(419);
});
