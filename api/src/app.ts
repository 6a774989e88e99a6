import { readFile } from 'node:fs/promises';
import { Hono, type MiddlewareHandler } from 'hono';
import { mailMode, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { Catalog } from './domain/catalog.ts';
import { SearchStore } from './domain/search.ts';
import { bodyLimits } from './lib/body-limit.ts';
import { corsWithCredentials } from './lib/cors.ts';
import { trustedProxies } from '../../contract/forwarded.ts';
import type { AppEnv, Services } from './lib/context.ts';
import { ApiError, ValidationError } from './lib/errors.ts';
import { bearerGuard, csrfGuard } from './lib/guards.ts';
import { resolveClientIp } from './lib/http.ts';
import { parseLocale, t } from './lib/i18n.ts';
import { RateLimiter } from './lib/rate-limit.ts';
import { loadSession } from './lib/sessions.ts';
import { agentRoutes } from './routes/agents.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { docsRoutes } from './routes/docs.ts';
import { hotelRoutes } from './routes/hotels.ts';
import { leadRoutes } from './routes/leads.ts';
import { paymentRoutes } from './routes/payments.ts';
import { placeRoutes } from './routes/places.ts';
import { proposalRoutes } from './routes/proposals.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { searchRoutes, TEST_FILL_HEADER } from './routes/search.ts';
import { testingRoutes } from './routes/testing.ts';
import { documentRoutes } from './routes/documents.ts';
import { voucherRoutes } from './routes/vouchers.ts';
import { whiteLabelRoutes } from './routes/whitelabel.ts';
import { demoMailRoutes } from './mail/demo-routes.ts';

const ASSET_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/**
 * Builds the Hono app over an open, seeded database. Throws (TrustedProxyError) on a bad
 * TRUSTED_PROXIES entry.
 */
export async function createApp({
  db,
  config,
  catalog,
}: {
  db: Database;
  config: Config;
  catalog?: Catalog;
}) {
  const secretRow = await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'secret'");
  const services: Services = {
    db,
    config,
    catalog: catalog ?? (await Catalog.load(db)),
    secret: config.signingKey || (secretRow?.value ?? 'unseeded'),
    limits: new RateLimiter(db),
    trustedProxies: trustedProxies(config.trustedProxies),
  };
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    corsWithCredentials({
      origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'X-XSRF-TOKEN',
        'X-Requested-With',
        'Idempotency-Key',
        ...(config.testMode ? [TEST_FILL_HEADER] : []),
      ],
      exposeHeaders: ['Retry-After', 'Idempotency-Replayed'],
      maxAge: 600,
    }),
  );
  const prepare: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('services', services);
    c.set('locale', parseLocale(c.req.query('locale')));
    c.header('X-Content-Type-Options', 'nosniff');
    c.set('clientIp', resolveClientIp(c));
    await loadSession(c);
    await next();
  };
  app.use('*', prepare);
  app.use('*', bodyLimits);
  app.use('*', bearerGuard);
  app.use('*', csrfGuard);

  app.onError((error, c) => {
    const locale = c.get('locale') ?? 'en';
    if (error instanceof ValidationError) {
      return c.json({ message: error.message, errors: error.errors }, 422);
    }
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ message: error.message }, error.status as 400);
    }
    console.error(error);
    return c.json({ message: t(locale, 'http.server_error') }, 500);
  });
  app.notFound((c) => c.json({ message: t(c.get('locale') ?? 'en', 'http.not_found') }, 404));

  // `mail`: `smtp`, `capture` (demo mail viewer) or `off` (production without SMTP_URL).
  app.get('/health', (c) => c.json({ status: 'ok', mail: mailMode(config) }));
  app.get('/assets/:kind{hotels|brands}/:file{[a-z0-9-]+\\.(?:svg|png|jpg)}', async (c) => {
    const file = c.req.param('file');
    try {
      const body = await readFile(
        new URL(`../assets/${c.req.param('kind')}/${file}`, import.meta.url),
      );
      c.header(
        'Content-Type',
        ASSET_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      );
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(body);
    } catch {
      return c.json({ message: t(c.get('locale'), 'http.not_found') }, 404);
    }
  });

  app.route('/', authRoutes);
  app.route('/', whiteLabelRoutes);
  app.route('/', leadRoutes);
  app.route('/', placeRoutes);
  const searches = new SearchStore(db, services.catalog, config.searchMaxHotels);
  app.route('/', searchRoutes(searches));
  app.route('/', hotelRoutes);
  app.route('/', bookingRoutes);
  app.route('/', paymentRoutes);
  app.route('/', reservationRoutes);
  app.route('/', agentRoutes);
  app.route('/', proposalRoutes);
  app.route('/', voucherRoutes);
  app.route('/', documentRoutes);
  app.route(
    '/',
    docsRoutes(() => app.routes),
  );
  if (config.testMode) app.route('/', testingRoutes(searches));
  if (mailMode(config) === 'capture') app.route('/', demoMailRoutes);
  return app;
}
