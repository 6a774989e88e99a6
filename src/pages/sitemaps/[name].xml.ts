/**
 * A locale's sitemap (`/sitemaps/he-pages.xml`, `/sitemaps/he-hotels-3.xml`), built on
 * request from the build-time page and hotel lists: files with 40 alternates per URL are too
 * many megabytes to pre-render in every locale.
 */
import type { APIRoute } from 'astro';
import { findSitemap, urlsetXml } from '../../lib/seo/sitemaps';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const file = findSitemap(params.name ?? '');
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(file.paths(), file.locale, __BUILD_DATE__), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
};
