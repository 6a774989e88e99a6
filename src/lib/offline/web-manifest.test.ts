import { describe, expect, it } from 'vitest';
import { whiteLabelFixture } from '../../../contract/fixtures';
import { webManifest } from './web-manifest';

const base = {
  locale: 'en',
  home: '/',
  brand: 'Stayway',
  description: 'Hotels worldwide at the best price',
  themeColor: '#044AFF',
  partner: null,
};

describe('webManifest', () => {
  it('is installable with the product brand: name, start page, 192 and 512 pixel icons', () => {
    const manifest = webManifest(base);
    expect(manifest).toMatchObject({
      name: 'Stayway',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      display: 'standalone',
      theme_color: '#044AFF',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });

  it('follows the language: direction, tag and home page', () => {
    const manifest = webManifest({ ...base, locale: 'he', home: '/he', description: 'מלונות' });
    expect(manifest).toMatchObject({
      lang: 'he',
      dir: 'rtl',
      start_url: '/he',
      description: 'מלונות',
    });
  });

  it("carries a partner's name, icon and colours on a partner build", () => {
    const partner = whiteLabelFixture({
      white_label: true,
      name: 'Sunny Trips',
      icon: 'https://sunny.example/icon.png',
      colors: {
        brand: { light: '#0e7490', dark: null },
        bgBrand: { light: '#0e7490', dark: null },
        bgBrandAlt: null,
        textBrand: null,
        textBrandAlt: null,
      },
      background: { light: '#fafaf9', dark: null },
    });
    const manifest = webManifest({ ...base, partner });
    expect(manifest).toMatchObject({
      name: 'Sunny Trips',
      theme_color: '#0e7490',
      background_color: '#fafaf9',
      icons: [{ src: 'https://sunny.example/icon.png', sizes: 'any' }],
    });
  });

  it("refuses a partner's unsafe icon and colour and keeps the product's", () => {
    const partner = whiteLabelFixture({
      white_label: true,
      name: 'Sunny Trips',
      icon: 'javascript:alert(1)',
      colors: {
        brand: { light: 'red;background:url(x)', dark: null },
        bgBrand: null,
        bgBrandAlt: null,
        textBrand: null,
        textBrandAlt: null,
      },
    });
    const manifest = webManifest({ ...base, partner });
    expect(manifest.theme_color).toBe('#044AFF');
    expect(manifest.icons[0]?.src).toBe('/images/icon-192.png');
  });
});
