import { describe, expect, it } from 'vitest';
import { whiteLabelFixture } from '../../../contract/fixtures';
import { partnerManifestUrl, webManifest } from './web-manifest';

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

describe('partnerManifestUrl', () => {
  const own = webManifest({ ...base, locale: 'he', home: '/he' });
  const partner = whiteLabelFixture({
    white_label: true,
    name: 'Sunny Trips',
    icon: '/assets/sunny-icon.png',
  });
  const decode = (url: string | null) =>
    JSON.parse(
      decodeURIComponent((url ?? '').replace(/^data:application\/manifest\+json,/, '')),
    ) as {
      name: string;
      start_url: string;
      lang: string;
      icons: { src: string }[];
    };

  it("brands the site's manifest for a partner known at run time, with absolute addresses", () => {
    const manifest = decode(partnerManifestUrl(own, partner, 'he', 'https://sunny.travel'));
    expect(manifest).toMatchObject({
      name: 'Sunny Trips',
      lang: 'he',
      start_url: 'https://sunny.travel/he',
      icons: [{ src: 'https://sunny.travel/assets/sunny-icon.png' }],
    });
  });

  it('is null for the product brand, or when the manifest already carries the partner', () => {
    expect(partnerManifestUrl(own, null, 'he', 'https://stayway.example')).toBeNull();
    const partnerBuild = webManifest({ ...base, partner });
    expect(partnerManifestUrl(partnerBuild, partner, 'en', 'https://sunny.travel')).toBeNull();
  });
});
