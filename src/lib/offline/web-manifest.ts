import { safeColor } from '../colors';
import { getLocale } from '../i18n/locales';
import type { WhiteLabel } from '../types';
import { safeUrl } from '../urls';
import { brandName } from '../white-label';

/** A web app manifest's icon. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** The web app manifest of a locale (https://www.w3.org/TR/appmanifest/). */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

const OWN_ICONS: ManifestIcon[] = [
  { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
  {
    src: '/images/icon-512-maskable.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
];

/** The parts of the manifest a partner's brand replaces. */
export type PartnerFields = Pick<
  WebManifest,
  'name' | 'short_name' | 'theme_color' | 'background_color' | 'icons'
>;

/**
 * A partner's name, icon and colours for the manifest, each only when it passes the colour
 * and URL checks (else the product's `fallback` value); null for the product's own brand.
 */
export function partnerFields(
  partner: WhiteLabel | null,
  locale: string,
  fallback: PartnerFields,
): PartnerFields | null {
  if (!partner?.white_label) return null;
  const name = brandName(partner, locale, fallback.name);
  const icon = safeUrl(partner.icon);
  return {
    name,
    short_name: name.slice(0, 12),
    theme_color:
      safeColor(partner.colors.bgBrand?.light ?? partner.colors.brand?.light) ??
      fallback.theme_color,
    background_color: safeColor(partner.background.light) ?? fallback.background_color,
    // A partner's icon has no declared size: browsers read it; the product's icons would
    // put another brand on the partner's app.
    icons: icon ? [{ src: icon, sizes: 'any' }] : fallback.icons,
  };
}

/**
 * The manifest of the site in a locale: its language, direction and home page; on a
 * partner's build (src/lib/white-label-build.ts) the partner's brand (`partnerFields`).
 */
export function webManifest(options: {
  locale: string;
  home: string;
  brand: string;
  description: string;
  themeColor: string;
  partner: WhiteLabel | null;
}): WebManifest {
  const { locale } = options;
  const own: PartnerFields = {
    name: options.brand,
    short_name: options.brand.slice(0, 12),
    theme_color: options.themeColor,
    background_color: '#ffffff',
    icons: OWN_ICONS,
  };
  const brand = partnerFields(options.partner, locale, own) ?? own;
  return {
    id: '/',
    name: brand.name,
    short_name: brand.short_name,
    description: options.description,
    lang: getLocale(locale).iso,
    dir: getLocale(locale).dir,
    start_url: options.home,
    scope: '/',
    display: 'standalone',
    background_color: brand.background_color,
    theme_color: brand.theme_color,
    icons: brand.icons,
  };
}

/**
 * The manifest of a partner known only once the page runs (an agency host, an agent's link:
 * src/scripts/white-label.ts) as a `data:` URL, from the site's own manifest: its addresses
 * made absolute on `origin`, since a `data:` manifest has no base of its own.
 */
export function partnerManifestUrl(
  own: WebManifest,
  partner: WhiteLabel | null,
  locale: string,
  origin: string,
): string | null {
  const fields = partnerFields(partner, locale, own);
  if (!fields || fields.name === own.name) return null;
  const absolute = (path: string) => new URL(path, origin).href;
  const manifest: WebManifest = {
    ...own,
    ...fields,
    id: absolute(own.id),
    start_url: absolute(own.start_url),
    scope: absolute(own.scope),
    icons: fields.icons.map((icon) => ({ ...icon, src: absolute(icon.src) })),
  };
  return `data:application/manifest+json,${encodeURIComponent(JSON.stringify(manifest))}`;
}
