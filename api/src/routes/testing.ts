import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';

/** Test-only helpers, mounted only when API_TEST_MODE=1 (never in production mode). */
export const testingRoutes = new Hono<AppEnv>();

testingRoutes.get('/__test/leads', (c) => {
  const rows = c
    .get('services')
    .db.prepare('SELECT id, payload, phone_e164, created_at FROM leads ORDER BY id DESC')
    .all() as { id: number; payload: string; phone_e164: string | null; created_at: string }[];
  return c.json({
    data: rows.map((row) => ({
      id: row.id,
      payload: JSON.parse(row.payload) as unknown,
      phone_e164: row.phone_e164,
      created_at: row.created_at,
    })),
  });
});

testingRoutes.post('/__test/reset-rate-limits', (c) => {
  c.get('services').limits.reset();
  return c.body(null, 204);
});
