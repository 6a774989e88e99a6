import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { whiteLabelFixture } from '../../contract/fixtures';
import { safeColor } from '../lib/colors';
import type { WhiteLabel } from '../lib/types';
import { safeUrl } from '../lib/urls';
import { brandLogo, brandStyle } from '../lib/white-label';

/**
 * One table of accepted and refused values, for a partner's own build (src/lib, in its HTML)
 * and for the inline script that brands a returning visitor's page before first paint.
 * [value, what is used (normalised), or null when refused]
 */
const COLOURS: [unknown, string | null][] = [
  ['#FF0000', '#ff0000'],
  ['ff0000', '#ff0000'],
  [' #abc ', '#abc'],
  ['#abcd', '#abcd'],
  ['#11223344', '#11223344'],
  ['rgb(255, 0, 0)', 'rgb(255, 0, 0)'],
  ['RGBA(0,0,0,0.5)', 'rgba(0,0,0,0.5)'],
  ['rgb(10  20 30 / 50%)', 'rgb(10 20 30 / 50%)'],
  ['rgb(100%, 0%, 0%)', 'rgb(100%, 0%, 0%)'],
  ['hsl(210, 100%, 50%)', 'hsl(210, 100%, 50%)'],
  ['hsla(0.5turn 100% 50% / 0.4)', 'hsla(0.5turn 100% 50% / 0.4)'],
  ['#12345', null],
  ['#ggg', null],
  ['red', null],
  ['red;}body{display:none', null],
  ['#ff0000;background:url(https://evil.test)', null],
  ['url(javascript:alert(1))', null],
  ['expression(alert(1))', null],
  ['var(--x)', null],
  ['rgb(1,2)', null],
  ['rgb(1,2,3));x:y', null],
  ['rgb(1, 2%, 3)', null],
  ['hsl(210, 100, 50)', null],
  ['', null],
  ['   ', null],
  [`#${'a'.repeat(70)}`, null],
  [`rgb(1,2,3${' '.repeat(60)})`, null],
  [null, null],
  [42, null],
];

const URLS: [unknown, string | null][] = [
  ['https://cdn.partner.test/logo.svg', 'https://cdn.partner.test/logo.svg'],
  ['HTTP://Partner.test/a b', 'http://partner.test/a%20b'],
  [' https://partner.test/x ', 'https://partner.test/x'],
  ['https://partner.test/a"b', 'https://partner.test/a%22b'],
  ['/assets/logo.svg', '/assets/logo.svg'],
  ['/assets/a"b.svg', '/assets/a"b.svg'],
  ['javascript:alert(1)', null],
  ['data:image/svg+xml,<svg/>', null],
  ['//evil.test/logo.svg', null],
  ['/\\evil.test/logo.svg', null],
  ['/a\nb', null],
  [' /assets/logo.svg', null],
  ['https://u:p@partner.test/logo.svg', null],
  ['logo.svg', null],
  ['', null],
  [`https://partner.test/${'a'.repeat(2100)}`, null],
  [null, null],
  [42, null],
];

const script = readFileSync(new URL('./inline/partner-brand.js', import.meta.url), 'utf8');

/** What the inline script does to a page for cached settings: its custom properties and icons. */
function brandInline(settings: unknown) {
  const properties: Record<string, string> = {};
  const favicon = { href: '/favicon.svg', removeAttribute: () => undefined };
  const touch = { href: '/apple-touch-icon.png' };
  const root = {
    dataset: { defaultBrand: 'Stayway' } as Record<string, string>,
    lang: 'en',
    style: { setProperty: (name: string, value: string) => (properties[name] = value) },
  };
  const window: { applyWhiteLabel?: (settings: unknown) => void } = {};
  runInNewContext(script, {
    window,
    document: {
      documentElement: root,
      title: 'Stayway',
      querySelectorAll: () => [favicon],
      querySelector: () => touch,
    },
    location: { search: '', pathname: '/hotels' },
    localStorage: { getItem: () => null, removeItem: () => undefined },
    URL,
    URLSearchParams,
  });
  window.applyWhiteLabel?.(settings);
  return { properties, favicon: favicon.href, icon: touch.href };
}

/** The custom properties of a `brandStyle` string. */
function declarations(css: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const declaration of css.split(';').filter(Boolean)) {
    const colon = declaration.indexOf(':');
    properties[declaration.slice(0, colon)] = declaration.slice(colon + 1);
  }
  return properties;
}

const noLogo = { light: null, dark: null };

describe('colours: one rule for the build (src/lib/colors.ts) and the inline script', () => {
  it.each(COLOURS)('%j -> %j', (value, used) => {
    expect(safeColor(value as string) ?? null).toBe(used);
    const pair = { light: value, dark: value };
    const settings = {
      ...whiteLabelFixture({ logo: noLogo }),
      colors: { brand: pair, bgBrand: pair, bgBrandAlt: pair, textBrand: pair, textBrandAlt: pair },
      background: pair,
    } as unknown as WhiteLabel;
    const build = declarations(brandStyle(settings));
    const inline = brandInline(settings).properties;
    const colours = Object.fromEntries(
      Object.entries(inline).filter(([name]) => !name.startsWith('--wl-')),
    );
    expect(colours).toEqual(build);
    expect(Object.keys(build)).toHaveLength(used === null ? 0 : 12);
    for (const colour of Object.values(build)) expect(colour).toBe(used);
  });
});

describe('URLs: one rule for the build (src/lib/urls.ts) and the inline script', () => {
  it.each(URLS)('%j -> %j', (value, used) => {
    expect(safeUrl(value as string) ?? null).toBe(used);
    const settings = {
      ...whiteLabelFixture(),
      favicon: value,
      icon: value,
      logo: { light: value, dark: null },
    } as unknown as WhiteLabel;
    const inline = brandInline(settings);
    expect(brandLogo(settings, 'light') ?? null).toBe(used);
    const css = used === null ? undefined : `url(${JSON.stringify(used)})`;
    expect(inline.properties['--wl-logo-light']).toBe(css);
    expect(inline.properties['--wl-logo-dark']).toBe(css);
    expect(inline.favicon).toBe(used ?? '/favicon.svg');
    expect(inline.icon).toBe(used ?? '/apple-touch-icon.png');
  });

  it('gives the dark mode its own logo when it passes, else the light one, as the build does', () => {
    const light = 'https://cdn.partner.test/light.svg';
    for (const [dark, used] of [
      ['https://cdn.partner.test/dark.svg', 'https://cdn.partner.test/dark.svg'],
      ['javascript:alert(1)', light],
      [null, light],
    ] as const) {
      const settings = whiteLabelFixture({ logo: { light, dark } });
      expect(brandLogo(settings, 'dark')).toBe(used);
      expect(brandInline(settings).properties['--wl-logo-dark']).toBe(
        `url(${JSON.stringify(used)})`,
      );
    }
  });
});
