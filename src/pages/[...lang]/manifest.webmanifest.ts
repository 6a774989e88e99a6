/**
 * `/manifest.webmanifest` in every locale (`/he/manifest.webmanifest`): the installable app
 * in the page's language, with a partner's brand on a partner build (src/lib/offline/web-manifest.ts).
 */
import type { APIRoute } from 'astro';
import { BRAND_NAME, THEME_COLOR } from '../../lib/config';
import { useTranslations } from '../../lib/i18n/i18n';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { localeStaticPaths, resolveLang } from '../../lib/i18n/paths';
import { webManifest } from '../../lib/offline/web-manifest';
import { routeUrl } from '../../lib/routes';
import { buildWhiteLabel } from '../../lib/white-label-build';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const locale = resolveLang(params.lang) ?? DEFAULT_LOCALE;
  const t = useTranslations(locale);
  const manifest = webManifest({
    locale,
    home: routeUrl('index', {}, locale),
    brand: BRAND_NAME,
    description: t('brand.tagline'),
    themeColor: THEME_COLOR,
    partner: await buildWhiteLabel(),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
};
