import { Hono } from 'hono';
import { z } from 'zod';
import type { SearchStore } from '../domain/search.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError, validate } from '../lib/errors.ts';
import { readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';

const fillSchema = z.object({ progress: z.number().int().min(0).max(100) });

/** Test-only helpers, mounted only when API_TEST_MODE=1 (never in production mode). */
export function testingRoutes(searches: SearchStore) {
  const app = new Hono<AppEnv>();

  app.get('/__test/leads', async (c) => {
    const rows = await c
      .get('services')
      .db.all<{ id: number; payload: string; phone_e164: string | null; created_at: string }>(
        'SELECT id, payload, phone_e164, created_at FROM leads ORDER BY id DESC',
      );
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        payload: JSON.parse(row.payload) as unknown,
        phone_e164: row.phone_e164,
        created_at: row.created_at,
      })),
    });
  });

  app.post('/__test/reset-rate-limits', async (c) => {
    await c.get('services').limits.reset();
    return c.body(null, 204);
  });

  // Moves a search session created with `X-Test-Search-Fill: manual` to `progress` percent.
  app.post('/__test/search/:session/fill', async (c) => {
    const locale = c.get('locale');
    const { progress } = validate(fillSchema, await readBody(c), locale);
    if (!(await searches.setFill(c.req.param('session'), progress)))
      throw new ApiError(404, t(locale, 'search.not_found'));
    return c.body(null, 204);
  });

  return app;
}
