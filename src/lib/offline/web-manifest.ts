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

/**
 * The manifest of the site in a locale: its language, direction and home page; on a
 * partner's build (src/lib/white-label-build.ts) the partner's name, icon and brand colour
 * in place of the product's, each only when it passes the colour and URL checks.
 */
export function webManifest(options: {
  locale: string;
  home: string;
  brand: string;
  description: string;
  themeColor: string;
  partner: WhiteLabel | null;
}): WebManifest {
  const { locale, partner } = options;
  const name = brandName(partner, locale, options.brand);
  const partnerIcon = partner?.white_label ? safeUrl(partner.icon) : undefined;
  const themeColor =
    (partner?.white_label
      ? safeColor(partner.colors.bgBrand?.light ?? partner.colors.brand?.light)
      : undefined) ?? options.themeColor;
  const background =
    (partner?.white_label ? safeColor(partner.background.light) : undefined) ?? '#ffffff';
  return {
    id: '/',
    name,
    short_name: name.slice(0, 12),
    description: options.description,
    lang: getLocale(locale).iso,
    dir: getLocale(locale).dir,
    start_url: options.home,
    scope: '/',
    display: 'standalone',
    background_color: background,
    theme_color: themeColor,
    // A partner's icon has no declared size: browsers read it; the product's icons would
    // put another brand on the partner's app.
    icons: partnerIcon ? [{ src: partnerIcon, sizes: 'any' }] : OWN_ICONS,
  };
}
