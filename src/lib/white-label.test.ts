import { describe, expect, it } from 'vitest';
import type { WhiteLabel } from './types';
import {
  brandLogo,
  brandName,
  brandStyle,
  fallbackUrl,
  isDefaultHost,
  lookupPath,
  parseFid,
  parseReferral,
  visitFid,
} from './white-label';

describe('agent id and referral of a visit', () => {
  it('reads agent ids strictly', () => {
    expect(parseFid('1001')).toBe(1001);
    expect(parseFid('0')).toBeNull();
    expect(parseFid('null')).toBeNull();
    expect(parseFid('12a')).toBeNull();
  });

  it('takes the URL agent id before the stored one', () => {
    expect(visitFid('?fid=1001', 7)).toBe(1001);
    expect(visitFid('?fid=null', 7)).toBe(7);
    expect(visitFid('', 7)).toBe(7);
    expect(visitFid('?q=1', null)).toBeNull();
  });

  it('reads referral codes of letters, digits, _ and -', () => {
    expect(parseReferral('abc123')).toBe('abc123');
    expect(parseReferral('a-b_c')).toBe('a-b_c');
    expect(parseReferral('a b')).toBeNull();
    expect(parseReferral('x'.repeat(65))).toBeNull();
    expect(parseReferral(null)).toBeNull();
  });
});

const pair = (light: string | null, dark: string | null) => ({ light, dark });
const settings: WhiteLabel = {
  id: 11,
  fid: 1001,
  white_label: true,
  name: 'Blue Lagoon Travel',
  title: 'Blue Lagoon',
  favicon: null,
  icon: null,
  home_page_title: null,
  translations: { en: { name: 'Blue Lagoon Travel' }, he: { name: 'בלו לגון טרוול' } },
  colors: {
    brand: pair('#0e7490', '#22d3ee'),
    bgBrand: pair('red;}body{display:none', '#083344'),
    bgBrandAlt: pair(null, null),
    textBrand: pair('#164e63', 'url(javascript:alert(1))'),
    textBrandAlt: pair('#fff', '#083344'),
  },
  logo: pair('https://api.test/assets/logo-light.svg', 'javascript:alert(1)'),
  background: pair('#f8fafc', '#020617'),
  socials: {},
};

describe('white-label settings', () => {
  it('choose the lookup call by host', () => {
    expect(lookupPath('stayway.example', 1001, 'stayway.example')).toBe('/v3/agent/1001');
    expect(lookupPath('127.0.0.1', 1, 'stayway.example')).toBe('/v3/agent/1');
    expect(lookupPath('Sunny.Travel', 1, 'stayway.example')).toBe('/v3/agency/sunny.travel');
    expect(lookupPath('book.partner.test', 1, 'stayway.example')).toBe(
      '/v3/white-label/book.partner.test',
    );
    expect(isDefaultHost('localhost', 'x.test')).toBe(true);
  });

  it('turn only plain colours into CSS custom properties', () => {
    const css = brandStyle(settings);
    expect(css).toContain('--brand-light:#0e7490');
    expect(css).toContain('--bg-brand-dark:#083344');
    expect(css).toContain('--background-light:#f8fafc');
    expect(css).not.toContain('display');
    expect(css).not.toContain('javascript');
    expect(css).not.toContain('--bg-brand-light');
    expect(brandStyle({ ...settings, white_label: false })).toBe('');
    expect(brandStyle(null)).toBe('');
  });

  it('give the name by language and a safe logo', () => {
    expect(brandName(settings, 'he', 'Stayway')).toBe('בלו לגון טרוול');
    expect(brandName(settings, 'fr', 'Stayway')).toBe('Blue Lagoon Travel');
    expect(brandName({ ...settings, name: ' ', translations: {} }, 'en', 'Stayway')).toBe(
      'Stayway',
    );
    expect(brandName(null, 'en', 'Stayway')).toBe('Stayway');
    expect(brandLogo(settings, 'light')).toBe('https://api.test/assets/logo-light.svg');
    // A refused dark logo falls back to the light one.
    expect(brandLogo(settings, 'dark')).toBe('https://api.test/assets/logo-light.svg');
  });
});

describe('fallbackUrl', () => {
  const canonical = 'https://stayway.example';

  it('keeps the path, query and hash on the canonical origin, without fid', () => {
    const current = new URL('https://sunny.travel/he/hotels?fid=999&q=1#top');
    expect(fallbackUrl(current, canonical)).toBe('https://stayway.example/he/hotels?q=1#top');
  });

  it('never leaves the canonical origin, whatever the path', () => {
    for (const path of [
      '//evil.example/?fid=999999999',
      '/\\evil.example/',
      '/.//evil.example/',
      '/%2F%2Fevil.example',
      '///evil.example',
    ]) {
      // As the browser's location holds them: the path stays a path of the visited host.
      const current = new URL(`http://127.0.0.1:4321${path}`);
      expect(current.host).toBe('127.0.0.1:4321');
      const target = new URL(fallbackUrl(current, canonical));
      expect(target.origin, path).toBe(canonical);
      expect(target.pathname, path).toMatch(/^\/(?:%2F%2F)?evil\.example\/?$/);
      expect(target.searchParams.has('fid'), path).toBe(false);
    }
  });
});
