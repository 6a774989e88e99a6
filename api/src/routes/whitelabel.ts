import { Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { baseUrl, intParam } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';

interface AgencyRow {
  fid: number;
  host: string | null;
  data: string;
}

function absolutize(value: unknown, base: string): unknown {
  if (typeof value === 'string' && value.startsWith('/')) return `${base}${value}`;
  if (Array.isArray(value)) return value.map((v) => absolutize(v, base));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, base)]));
  }
  return value;
}

/** White-label settings of agents (by fid), agencies (by .travel host) and custom hosts. */
export const whiteLabelRoutes = new Hono<AppEnv>();

function answer(row: AgencyRow | undefined, base: string, notFound: string) {
  if (!row) throw new ApiError(404, notFound);
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return { data: absolutize({ ...data, fid: row.fid }, base) };
}

whiteLabelRoutes.get('/v3/agent/:fid{[0-9]+}', async (c) => {
  const { db } = c.get('services');
  const fid = intParam(c.req.param('fid'));
  const row =
    fid === null
      ? undefined
      : await db.get<AgencyRow>('SELECT * FROM agencies WHERE fid = ?', [fid]);
  return c.json(answer(row, baseUrl(c), t(c.get('locale'), 'agent.not_found')));
});

whiteLabelRoutes.get('/v3/agency/:host', async (c) => {
  const { db, config } = c.get('services');
  const host = c.req.param('host').toLowerCase();
  const row = host.endsWith(config.whiteLabelTld)
    ? await db.get<AgencyRow>('SELECT * FROM agencies WHERE host = ?', [host])
    : undefined;
  return c.json(answer(row, baseUrl(c), t(c.get('locale'), 'white_label.not_found')));
});

whiteLabelRoutes.get('/v3/white-label/:host', async (c) => {
  const { db } = c.get('services');
  const host = c.req.param('host').toLowerCase();
  const row = await db.get<AgencyRow>('SELECT * FROM agencies WHERE host = ?', [host]);
  return c.json(answer(row, baseUrl(c), t(c.get('locale'), 'white_label.not_found')));
});
