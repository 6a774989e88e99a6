import { Hono, type Context } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../lib/context.ts';
import { baseUrl } from '../lib/http.ts';
import { documentedOperations } from '../lib/openapi.ts';
import { describeApi, openApiDocument, type ApiDescription } from '../docs/document.ts';
import { renderReference } from '../docs/reference.ts';

/**
 * The OpenAPI 3.1 document and its readable reference page, generated from the operations
 * that `routes()` (the whole app's routes, read on the first request) declare.
 */
export function docsRoutes(routes: () => readonly RouterRoute[]) {
  const app = new Hono<AppEnv>();
  let described: ApiDescription | undefined;
  const document = (c: Context<AppEnv>) =>
    openApiDocument((described ??= describeApi(documentedOperations(routes()))), baseUrl(c));

  app.get('/openapi.json', (c) => c.json(document(c)));

  app.get('/docs', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(renderReference(document(c)));
  });

  return app;
}
