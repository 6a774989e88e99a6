import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { baseUrl } from '../lib/http.ts';
import { openApiDocument } from '../docs/document.ts';
import { renderReference } from '../docs/reference.ts';

/** The OpenAPI 3.1 document and its readable reference page. */
export const docsRoutes = new Hono<AppEnv>();

docsRoutes.get('/openapi.json', (c) => c.json(openApiDocument(baseUrl(c))));

docsRoutes.get('/docs', (c) => {
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.html(renderReference(openApiDocument(baseUrl(c))));
});
