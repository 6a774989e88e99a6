/**
 * Screenshots for looking at pages: `node scripts/screenshots.mjs [baseURL] [path...]`
 * writes screenshots/<path>-<width>-<scheme>.png at 375 and 1280 px, light and dark.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import process from 'node:process';
import { findBrowser } from './find-browser.mjs';

const [base = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const targets =
  paths.length > 0 ? paths : ['/', '/he', '/no-such-page', '/widgets/search?brand_light=%23ff0000'];
const executablePath = findBrowser();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
mkdirSync('screenshots', { recursive: true });
for (const scheme of (process.env.SCHEMES ?? 'light,dark').split(',')) {
  for (const width of (process.env.WIDTHS ?? '375,1280').split(',').map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    for (const path of targets) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      await page.screenshot({
        path: `screenshots/${name}-${width}-${scheme}.png`,
        fullPage: process.env.FULL === '1',
      });
    }
    await page.close();
  }
}
await browser.close();
console.log('screenshots/ written');
