import { expect, test, type Page } from '@playwright/test';
import { hydrated, text } from './helpers';

/** Records whether the partner brand was on `<html>` when `<body>` first appeared. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      const root = document.documentElement;
      (window as unknown as { atBody: Record<string, string | null> }).atBody = {
        wl: root.getAttribute('data-wl'),
        brand: root.style.getPropertyValue('--brand-light'),
        name: root.style.getPropertyValue('--wl-name'),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const atBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { atBody: Record<string, string | null> }).atBody);
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test.describe('agent brand by fid', () => {
  test('a visit with ?fid= shows the agent brand, keeps the fid across pages and in the cookie', async ({
    page,
    context,
  }) => {
    await watchFirstPaint(page);
    await page.goto('/hotels?fid=1001');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-wl-name', '');
    expect(await cssVar(page, '--wl-name')).toBe('"Blue Lagoon Travel"');
    expect(await cssVar(page, '--brand-light')).toBe('#0e7490');
    await expect(page.locator('header nav[data-main-nav]')).toBeHidden();
    await expect(page.locator('footer [data-powered-by]')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'fid')?.value).toBe('1001');
    // The next page: the cookie's fid comes back into the URL, the brand is there before paint.
    await page.goto('/he/hotels/israel');
    await expect(page).toHaveURL(/\/he\/hotels\/israel\?fid=1001$/);
    expect(await atBody(page)).toEqual({ wl: '', brand: '#0e7490', name: '"בלו לגון טרוול"' });
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute(
      'href',
      /\/assets\/brands\/blue-lagoon-icon\.svg$/,
    );
    await expect(page).toHaveTitle(/בלו לגון טרוול/);
    await page.goto('/he');
    await expect(page).toHaveTitle('החופשה הבאה שלכם, בהזמנת בלו לגון');
  });

  test('a failing lookup lands on the canonical domain without the fid', async ({
    page,
    context,
  }) => {
    await page.goto('/hotels?fid=99999');
    await expect(page).toHaveURL(/\/hotels$/);
    expect((await context.cookies()).find((c) => c.name === 'fid')).toBeUndefined();
    await expect(page.locator('html')).not.toHaveAttribute('data-wl', '');
  });

  for (const path of ['/', '/hotels']) {
    test(`?fid=null on ${path} forgets the agent: no cookie, no lookup, default brand, no fid in the address`, async ({
      page,
      context,
    }) => {
      await page.goto('/hotels?fid=1001');
      await expect(page.locator('html')).toHaveAttribute('data-wl-name', '');
      expect((await context.cookies()).find((c) => c.name === 'fid')?.value).toBe('1001');

      const lookups: string[] = [];
      page.on('request', (request) => {
        if (/\/v3\/agent\//.test(request.url())) lookups.push(request.url());
      });
      await watchFirstPaint(page);
      await page.goto(`${path}?fid=null`);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      expect(await atBody(page)).toEqual({ wl: null, brand: '', name: '' });
      expect((await context.cookies()).find((c) => c.name === 'fid')).toBeUndefined();
      await expect(page.locator('header nav[data-main-nav]')).toBeVisible();
      // The next page has no fid to carry, and the agent's brand is gone for good.
      await page.goto('/hotels/israel');
      await expect(page).toHaveURL(/\/hotels\/israel$/);
      await expect(page.locator('html')).not.toHaveAttribute('data-wl', '');
      expect(lookups.filter((url) => url.includes('/v3/agent/1001'))).toEqual([]);
    });
  }

  test('the join link of the home page carries the visit’s agent id as ref', async ({ page }) => {
    await page.goto('/?fid=1001');
    const join = page.locator('[data-agent-cta] a[data-join-agent]');
    await expect(join).toHaveAttribute('href', 'https://join.stayway.example/en?ref=1001');
    // The visit's agent is remembered (its cookie) once the page shows the agent's brand.
    await expect(page.locator('html')).toHaveAttribute('data-wl-name', '');
    await page.goto('/he');
    await expect(page).toHaveURL(/\/he\?fid=1001$/);
    await expect(join).toHaveAttribute('href', 'https://join.stayway.example/he?ref=1001');
  });

  test('a referral code in the address is kept for the registration', async ({ page }) => {
    await page.goto('/hotels?ref=abc123');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('referral'))).toBe('"abc123"');
    await page.goto('/he');
    await hydrated(page);
    await page.locator('[data-user-menu-button]').click();
    await page.locator('[data-menu="join"]').click();
    const dialog = page.getByRole('dialog', { name: text('he', 'form.registerTitle', 'account') });
    await dialog.locator('input[name="name"]').fill('Rafi Ref');
    await dialog.locator('input[name="email"]').fill(`rafi-${Date.now()}@example.test`);
    await dialog.locator('input[name="password"]').fill('travel-pass-123');
    await dialog.locator('input[name="password_confirmation"]').fill('travel-pass-123');
    const registration = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/register'),
    );
    await dialog.locator('button[type="submit"]').click();
    expect((await registration).postDataJSON()).toMatchObject({ referral: 'abc123' });
  });

  test('the house (fid 1) keeps the default brand', async ({ page }) => {
    await page.goto('/hotels?fid=1');
    await hydrated(page);
    await page.waitForFunction(() => sessionStorage.getItem('white-label-checked') !== null);
    await expect(page.locator('html')).not.toHaveAttribute('data-wl', '');
    await expect(page.locator('header nav[data-main-nav]')).toBeVisible();
  });
});

test.describe('white-label host', () => {
  test('an agency host shows its brand, from the first paint on a second visit', async ({
    page,
    context,
    baseURL,
  }) => {
    // The browser maps these hosts to 127.0.0.1 (playwright.config.ts).
    const port = new URL(baseURL ?? '').port;
    await watchFirstPaint(page);
    await page.goto(`http://sunny.travel:${port}/hotels`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-wl-name'));
    expect(await atBody(page)).toMatchObject({ wl: null });
    const second = await context.newPage();
    await watchFirstPaint(second);
    await second.goto(`http://sunny.travel:${port}/hotels/israel`);
    expect((await atBody(second))?.wl).toBe('');
    expect((await atBody(second))?.name).not.toBe('');
    const custom = await context.newPage();
    await custom.goto(`http://book.partner.test:${port}/hotels`);
    await custom.waitForFunction(() => document.documentElement.hasAttribute('data-wl-name'));
  });
});

test.describe('widget in an iframe', () => {
  test('takes its colours from the query and ignores a malicious value', async ({
    page,
    baseURL,
  }) => {
    const evil = encodeURIComponent('red;}body{display:none}');
    await page.setContent(
      `<iframe id="w" title="Hotel search" style="width:600px;height:500px;border:0" src="${baseURL}/widgets/search?bg_brand_light=%2300aa55&text_brand_light=${evil}"></iframe>`,
    );
    const frame = page.frameLocator('#w');
    const submit = frame.getByRole('search').getByRole('button', { name: 'Search', exact: false });
    await expect(submit).toHaveCSS('background-color', 'rgb(0, 170, 85)');
    await expect(submit).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(frame.locator('body')).toBeVisible();
  });

  test('tells the embedding page its height', async ({ page, baseURL }) => {
    await page.setContent(
      `<script>window.heights=[];addEventListener('message',e=>{if(e.data&&e.data.type==='stayway:widget-height')heights.push(e.data.height)})</script><iframe id="w" src="${baseURL}/widgets/search"></iframe>`,
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length))
      .toBeGreaterThan(0);
    const height = await page.evaluate(() =>
      (window as unknown as { heights: number[] }).heights.at(-1),
    );
    expect(height).toBeGreaterThan(200);
  });
});
