import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { MarkupRule } from '../../../contract/agent-price.ts';
import { bookingStatusSchema } from '../../../contract/bookings.ts';
import { markupRuleSchema, markupSettingsSchema } from '../../../contract/markup.ts';
import { dateSchema } from '../../../contract/stay-schemas.ts';
import { agentBookingList, agentQuery } from '../domain/agent-bookings.ts';
import { bookingsCsv } from '../domain/bookings-csv.ts';
import {
  clearMarkup,
  isAgent,
  markupProblem,
  markupsOf,
  ownsAgency,
  writeMarkup,
} from '../domain/markups.ts';
import type { AppEnv, UserRow } from '../lib/context.ts';
import { ApiError, fieldError, validate } from '../lib/errors.ts';
import { requireUser } from '../lib/guards.ts';
import { intParam, readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';

/** Agents' markups (their own and their agency's default) and the export of their bookings. */
export const agentRoutes = new Hono<AppEnv>();

function requireAgent(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!isAgent(user)) throw new ApiError(403, t(c.get('locale'), 'agent.markup_forbidden'));
  return user;
}

async function settings(c: Context<AppEnv>, user: UserRow) {
  const { db, config } = c.get('services');
  const markups = await markupsOf(db, user);
  return {
    ...markups,
    agency_fid: user.fid,
    can_edit_agency: user.fid !== null && (await ownsAgency(db, user, user.fid)),
    bounds: {
      max_percent: config.markupBounds.maxPercent,
      max_fixed: { amount: config.markupBounds.maxFixedEurCents, currency: 'EUR' },
    },
  };
}

/** The markup of a request body, checked against the configured bounds (422 otherwise). */
async function markupOfBody(c: Context<AppEnv>): Promise<MarkupRule> {
  const locale = c.get('locale');
  const rule = validate(markupRuleSchema, await readBody(c), locale);
  const problem = markupProblem(rule, c.get('services').config.markupBounds);
  if (problem === 'validation.markup_currency') throw fieldError(locale, 'currency', problem);
  if (problem) throw fieldError(locale, 'value', 'validation.markup_max');
  return rule.kind === 'fixed'
    ? { kind: 'fixed', value: rule.value, currency: rule.currency ?? 'EUR' }
    : { kind: 'percent', value: rule.value };
}

const settingsAnswer = { description: 'Markups', schema: dataOf(markupSettingsSchema) };

const markupDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  summary: 'The agent’s markup, their agency’s default and the one that applies',
  description:
    'Agents only (plan_id set; 403 otherwise). Prices of the agent’s sales are the client price net + commission + markup (contract/agent-price.ts): their own markup, else the agency’s default, else none.',
  responses: { '200': settingsAnswer, '401': ANSWERS.e401, '403': 'Not an agent' },
});

agentRoutes.get('/v3/agent/markup', markupDoc, async (c) => {
  return c.json({ data: await settings(c, requireAgent(c)) });
});

const setMarkupDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  csrf: true,
  summary: 'Set the agent’s own markup',
  description:
    'An agent changes only their own markup: percent of net (value in hundredths of a percent) or a fixed amount per room-night (value in minor units of currency), within the configured bounds.',
  body: { json: true, schema: markupRuleSchema },
  responses: {
    '200': settingsAnswer,
    '401': ANSWERS.e401,
    '403': 'Not an agent',
    '419': ANSWERS.e419,
    '422': ANSWERS.e422,
  },
});

agentRoutes.put('/v3/agent/markup', setMarkupDoc, async (c) => {
  const user = requireAgent(c);
  const rule = await markupOfBody(c);
  await writeMarkup(c.get('services').db, 'agent', user.id, rule, user.id);
  return c.json({ data: await settings(c, user) });
});

const clearMarkupDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  csrf: true,
  summary: 'Remove the agent’s own markup (the agency’s default applies again)',
  responses: {
    '200': settingsAnswer,
    '401': ANSWERS.e401,
    '403': 'Not an agent',
    '419': ANSWERS.e419,
  },
});

agentRoutes.delete('/v3/agent/markup', clearMarkupDoc, async (c) => {
  const user = requireAgent(c);
  await clearMarkup(c.get('services').db, 'agent', user.id);
  return c.json({ data: await settings(c, user) });
});

/** The agency a request names, when the caller owns it (403 for anyone else). */
async function ownedAgency(c: Context<AppEnv>): Promise<{ user: UserRow; fid: number }> {
  const user = requireUser(c);
  const fid = intParam(c.req.param('fid'));
  if (fid === null || !(await ownsAgency(c.get('services').db, user, fid)))
    throw new ApiError(403, t(c.get('locale'), 'agency.markup_forbidden'));
  return { user, fid };
}

const agencyMarkupDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  csrf: true,
  summary: 'Set an agency’s default markup',
  description:
    'Only the agency’s owner (403 for its agents, other agencies, house staff and everyone else). Applies to the agency’s agents who have no markup of their own.',
  params: [{ name: 'fid', in: 'path', schema: z.int() }],
  body: { json: true, schema: markupRuleSchema },
  responses: {
    '200': settingsAnswer,
    '401': ANSWERS.e401,
    '403': 'Not the agency’s owner',
    '419': ANSWERS.e419,
    '422': ANSWERS.e422,
  },
});

agentRoutes.put('/v3/agencies/:fid{[0-9]+}/markup', agencyMarkupDoc, async (c) => {
  const { user, fid } = await ownedAgency(c);
  const rule = await markupOfBody(c);
  await writeMarkup(c.get('services').db, 'agency', fid, rule, user.id);
  return c.json({ data: await settings(c, user) });
});

const clearAgencyMarkupDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  csrf: true,
  summary: 'Remove an agency’s default markup',
  description: 'Only the agency’s owner.',
  params: [{ name: 'fid', in: 'path', schema: z.int() }],
  responses: {
    '200': settingsAnswer,
    '401': ANSWERS.e401,
    '403': 'Not the agency’s owner',
    '419': ANSWERS.e419,
  },
});

agentRoutes.delete('/v3/agencies/:fid{[0-9]+}/markup', clearAgencyMarkupDoc, async (c) => {
  const { user, fid } = await ownedAgency(c);
  await clearMarkup(c.get('services').db, 'agency', fid);
  return c.json({ data: await settings(c, user) });
});

const csvDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  summary: 'The filtered bookings list as CSV',
  description:
    'The same bookings, filters and access as GET /v3/agent/bookings (every page): RFC 4180, UTF-8 with a byte-order mark, CRLF line ends, column headers in the request’s locale, amounts as plain numbers in major units (a point before the decimals) beside a currency column; net, commission, markup and earnings columns for agents only.',
  params: [
    { name: 'status', in: 'query', schema: bookingStatusSchema },
    { name: 'from', in: 'query', schema: dateSchema, description: 'Check-in on or after' },
    { name: 'to', in: 'query', schema: dateSchema, description: 'Check-in on or before' },
    { name: 'q', in: 'query', schema: z.string().describe('Reference, hotel or holder') },
    { name: 'all', in: 'query', schema: z.enum(['true', 'false']) },
  ],
  responses: {
    '200': { description: 'CSV file', csv: true },
    '401': ANSWERS.e401,
    '403': 'all=true for a user who may not see the agency’s bookings',
    '422': ANSWERS.e422,
  },
});

agentRoutes.get('/v3/agent/bookings.csv', csvDoc, async (c) => {
  const { db, catalog } = c.get('services');
  const locale = c.get('locale');
  const user = requireUser(c);
  const query = validate(agentQuery, c.req.query(), locale);
  const entries = await agentBookingList(db, catalog, user, query, locale, Date.now());
  const body = bookingsCsv(entries, catalog, locale, isAgent(user));
  const day = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': `attachment; filename="bookings-${day}.csv"`,
    'Cache-Control': 'private, no-store',
  });
});
