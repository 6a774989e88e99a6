import { Hono } from 'hono';
import { z } from 'zod';
import { whiteLabelSchema } from '../../../contract/white-label.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { baseUrl, intParam } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';

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

const agentDoc = describeRoute({
  tag: 'White label',
  summary: 'Agent settings by fid',
  description: 'fid 1 is the house (white_label false, no colours).',
  params: [{ name: 'fid', in: 'path', schema: z.int() }],
  responses: {
    '200': { description: 'Settings', schema: dataOf(whiteLabelSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
  },
});

whiteLabelRoutes.get('/v3/agent/:fid{[0-9]+}', agentDoc, async (c) => {
  const { db } = c.get('services');
  const fid = intParam(c.req.param('fid'));
  const row =
    fid === null
      ? undefined
      : await db.get<AgencyRow>('SELECT * FROM agencies WHERE fid = ?', [fid]);
  return c.json(answer(row, baseUrl(c), t(c.get('locale'), 'agent.not_found')));
});

const agencyDoc = describeRoute({
  tag: 'White label',
  summary: 'Agency settings by host (hosts ending in WHITE_LABEL_TLD)',
  responses: {
    '200': { description: 'Settings', schema: dataOf(whiteLabelSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
  },
});

whiteLabelRoutes.get('/v3/agency/:host', agencyDoc, async (c) => {
  const { db, config } = c.get('services');
  const host = c.req.param('host').toLowerCase();
  const row = host.endsWith(config.whiteLabelTld)
    ? await db.get<AgencyRow>('SELECT * FROM agencies WHERE host = ?', [host])
    : undefined;
  return c.json(answer(row, baseUrl(c), t(c.get('locale'), 'white_label.not_found')));
});

const whiteLabelDoc = describeRoute({
  tag: 'White label',
  summary: 'White-label settings of a custom host',
  responses: {
    '200': { description: 'Settings', schema: dataOf(whiteLabelSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
  },
});

whiteLabelRoutes.get('/v3/white-label/:host', whiteLabelDoc, async (c) => {
  const { db } = c.get('services');
  const host = c.req.param('host').toLowerCase();
  const row = await db.get<AgencyRow>('SELECT * FROM agencies WHERE host = ?', [host]);
  return c.json(answer(row, baseUrl(c), t(c.get('locale'), 'white_label.not_found')));
});
