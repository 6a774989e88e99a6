/** The sitemap index (pre-rendered): every locale's page and hotel sitemaps. */
import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../lib/seo/sitemaps';

export const GET: APIRoute = () =>
  new Response(sitemapIndexXml(__BUILD_DATE__), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
