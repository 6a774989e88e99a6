/**
 * Writes 20 hotel illustrations to api/assets/hotels/hotel-01.png .. hotel-20.png (served by
 * the API under /assets/hotels/), drawn as SVG and rasterised by Chromium at 800 x 600, the
 * size the hotel page's first photo shows at. Raster, as a supplier's photos are: a browser
 * decodes a PNG or JPEG off its main thread (`decoding="async"`), while an SVG image is laid
 * out and painted as a document on the main thread, 20-50 ms per card image on a results page
 * here; mail clients do not show SVG at all. Deterministic drawings (same SVG every run).
 * Run: node api/scripts/build-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { findBrowser } from '../../scripts/find-browser.mjs';

const SKIES = [
  ['#8ec5ff', '#e0f0ff'],
  ['#ffb38a', '#ffe3c4'],
  ['#6a7bd8', '#c9b8ff'],
  ['#5cc8d8', '#d8f7f2'],
  ['#f7a1b5', '#fde2e8'],
];
const WALLS = ['#f4e9d8', '#dfe7ef', '#f1d3b3', '#e8e1f5', '#d9efe3', '#f7f3e8', '#c9d6e3'];
const ACCENTS = ['#044aff', '#0f766e', '#b45309', '#9d174d', '#4338ca', '#15803d', '#1f2937'];

function rng(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let x = Math.imul(t ^ (t >>> 15), 1 | t);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function image(index: number): string {
  const r = rng(index * 7919 + 17);
  const pick = <T>(list: T[]): T => list[Math.floor(r() * list.length)] as T;
  const [skyTop, skyBottom] = pick(SKIES);
  const wall = pick(WALLS);
  const accent = pick(ACCENTS);
  const floors = 3 + Math.floor(r() * 6);
  const cols = 4 + Math.floor(r() * 5);
  const width = 60 + cols * 34;
  const height = 40 + floors * 34;
  const x0 = 200 - width / 2;
  const y0 = 250 - height;
  const parts: string[] = [];
  parts.push(
    `<rect x="${x0}" y="${y0}" width="${width}" height="${height}" fill="${wall}" rx="4"/>`,
  );
  parts.push(
    `<rect x="${x0 - 6}" y="${y0 - 10}" width="${width + 12}" height="12" fill="${accent}" rx="3"/>`,
  );
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = r() > 0.7;
      parts.push(
        `<rect x="${x0 + 30 + c * 34}" y="${y0 + 14 + f * 34}" width="20" height="22" rx="2" fill="${lit ? '#ffd866' : '#5b7ea6'}"/>`,
      );
    }
  }
  parts.push(`<rect x="${196 - 16}" y="${226}" width="40" height="24" fill="${accent}" rx="2"/>`);
  if (r() > 0.4) {
    // A pool in front of half of the buildings, a palm beside some.
    parts.push(`<rect x="40" y="262" width="150" height="22" rx="11" fill="#38bdf8"/>`);
  }
  if (r() > 0.5) {
    parts.push(`<rect x="330" y="170" width="8" height="80" fill="#8b5a2b"/>`);
    parts.push(`<ellipse cx="334" cy="168" rx="34" ry="12" fill="#15803d"/>`);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="Hotel illustration ${index}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="400" height="300" fill="url(#s)"/>`,
    `<circle cx="${60 + Math.floor(r() * 280)}" cy="50" r="22" fill="#fff7c2" opacity="0.9"/>`,
    `<rect y="250" width="400" height="50" fill="#9ccf7a"/>`,
    ...parts,
    `</svg>`,
  ].join('\n');
}

const dir = new URL('../assets/hotels/', import.meta.url);
mkdirSync(dir, { recursive: true });
const executablePath = findBrowser();
const browser = await chromium.launch(executablePath ? { executablePath } : {});
try {
  const page = await browser.newPage({
    viewport: { width: 400, height: 300 },
    deviceScaleFactor: 2,
  });
  for (let i = 1; i <= 20; i++) {
    await page.setContent(`<body style="margin:0">${image(i)}</body>`);
    const png = await page.locator('svg').screenshot({ type: 'png' });
    writeFileSync(new URL(`hotel-${String(i).padStart(2, '0')}.png`, dir), png);
  }
} finally {
  await browser.close();
}
console.log('wrote 20 images');
