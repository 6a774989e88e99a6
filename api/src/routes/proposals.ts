import { Hono, type Context } from 'hono';
import { clientPrice } from '../../../contract/agent-price.ts';
import { isLocaleCode } from '../../../contract/locales.ts';
import {
  agentProposalSchema,
  clientProposalSchema,
  proposalRefusedSchema,
  proposalRequestSchema,
  type ClientProposal,
  type ProposalRefusal,
} from '../../../contract/proposals.ts';
import { z } from 'zod/mini';
import { liveQuotes } from '../domain/inventory.ts';
import { isAgent } from '../domain/markups.ts';
import {
  agentProposalView,
  createProposal,
  oneStay,
  openProposal,
  proposalSeller,
  proposalsOf,
  proposedRates,
  recordOpening,
  type ProposalRow,
} from '../domain/proposals.ts';
import { decodeRate, type RateKey } from '../domain/rate-ids.ts';
import { rateView, type RateStay } from '../domain/rate-view.ts';
import { checkStay, daysBetween, parseGuests } from '../domain/stay.ts';
import { hotelLocation, imageUrl, local } from '../domain/views.ts';
import type { AppEnv, UserRow } from '../lib/context.ts';
import { ApiError, fieldError, validate } from '../lib/errors.ts';
import { requireUser } from '../lib/guards.ts';
import { baseUrl, readBody } from '../lib/http.ts';
import { parseLocale, t, type Locale, type MessageKey } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';
import { brandOf } from '../mail/brand.ts';

/** Agents' proposals to clients: created and listed by the agent, opened by a signed link. */
export const proposalRoutes = new Hono<AppEnv>();

const REFUSAL_STATUS: Record<ProposalRefusal, 403 | 404> = {
  not_found: 404,
  invalid: 403,
  expired: 403,
};

const REFUSAL_MESSAGE: Record<ProposalRefusal, MessageKey> = {
  not_found: 'proposal.not_found',
  invalid: 'proposal.invalid',
  expired: 'proposal.expired',
};

/** The error of a proposal link that does not open (403 forged or expired, 404 unknown). */
export function proposalRefused(locale: Locale, reason: ProposalRefusal): ApiError {
  return new ApiError(REFUSAL_STATUS[reason], t(locale, REFUSAL_MESSAGE[reason]));
}

/**
 * The proposal of a request's `proposal` id and `sig` when it names one (undefined when it
 * names none); throws the refusal when the link does not open.
 */
export async function proposalOfRequest(
  c: Context<AppEnv>,
  id: string | undefined,
  sig: string | undefined,
): Promise<ProposalRow | undefined> {
  if (id === undefined) return undefined;
  const access = await openProposal(c.get('services').db, id, sig, c.get('services').secret);
  if (!access.ok) throw proposalRefused(c.get('locale'), access.reason);
  return access.proposal;
}

/** The stay of a proposal, as its rates are priced. */
export function proposalStay(proposal: ProposalRow): RateStay {
  return {
    checkIn: proposal.check_in,
    checkOut: proposal.check_out,
    guests: proposal.guests,
    currency: proposal.currency,
    country: proposal.country,
  };
}

/**
 * The live rates a proposal's client may book: its proposed rooms, boards and policies still
 * for sale, at the agent's client price, without net, commission or markup.
 */
export async function proposalRates(c: Context<AppEnv>, proposal: ProposalRow, locale: Locale) {
  const { db, catalog, secret } = c.get('services');
  const hotel = catalog.hotel(Number(proposal.hotel_id));
  if (!hotel) return [];
  const stay = proposalStay(proposal);
  const seller = await proposalSeller(db, proposal);
  const rooms = parseGuests(proposal.guests)?.length ?? 1;
  const quotes = await liveQuotes(db, catalog, hotel, stay);
  return proposedRates(proposal).map((proposed) => {
    const quote = quotes.find(
      (q) =>
        q.room.code === proposed.room &&
        q.board === proposed.board &&
        q.refundable === proposed.refundable,
    );
    const live = quote ? rateView(quote, hotel.id, stay, seller, rooms, locale, secret) : null;
    return {
      proposed,
      rate: live ? { ...live, price: clientPrice(live.price) } : null,
    };
  });
}

function requireAgent(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!isAgent(user)) throw new ApiError(403, t(c.get('locale'), 'proposal.agent_only'));
  return user;
}

const createDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  csrf: true,
  summary: 'Create a proposal for a client',
  description:
    'Agents only (plan_id set). The chosen rates of one hotel and stay, as the agent’s rates call answered them (their client price), in the client’s language (one of the 39). Answers the signed link to send: it opens the proposal without an account until PROPOSAL_DAYS days (default 7) have passed. Bookings made from it belong to the agent’s agency and carry the agent’s markup.',
  body: { json: true, schema: proposalRequestSchema },
  responses: {
    '201': { description: 'The proposal', schema: dataOf(agentProposalSchema) },
    '401': ANSWERS.e401,
    '403': 'Not an agent',
    '419': ANSWERS.e419,
    '422':
      'Validation failed: a rate id not signed by the API, rates of different stays, or an unknown locale',
  },
});

proposalRoutes.post('/v3/agent/proposals', createDoc, async (c) => {
  const { db, catalog, secret, config } = c.get('services');
  const locale = c.get('locale');
  const agent = requireAgent(c);
  const input = validate(proposalRequestSchema, await readBody(c), locale);
  if (!isLocaleCode(input.locale)) throw fieldError(locale, 'locale', 'validation.invalid');
  const keys = input.rate_ids.map((id) => decodeRate(id, secret));
  if (keys.some((key) => key === null || !catalog.hotel(key.hotelId)))
    throw fieldError(locale, 'rate_ids', 'validation.rate');
  if (!oneStay(keys as RateKey[]))
    throw fieldError(locale, 'rate_ids', 'validation.proposal_rates');
  const first = keys[0] as RateKey;
  checkStay(first.checkIn, first.checkOut, locale);
  const proposal = await createProposal(db, {
    agent,
    keys: keys as RateKey[],
    locale: input.locale,
    lifetimeMs: config.proposalMs,
  });
  return c.json(
    { data: agentProposalView(proposal, undefined, catalog, secret, config.siteUrl) },
    201,
  );
});

const listDoc = describeRoute({
  tag: 'Agents',
  security: 'session',
  summary: 'The agent’s proposals, with whether each was opened and booked',
  description:
    'Agents only, their own proposals, newest first (at most 500): status sent, opened (the client opened the link) or booked (a booking made from it is held or paid), with the booking.',
  responses: {
    '200': { description: 'Proposals', schema: dataOf(z.array(agentProposalSchema)) },
    '401': ANSWERS.e401,
    '403': 'Not an agent',
  },
});

proposalRoutes.get('/v3/agent/proposals', listDoc, async (c) => {
  const { db, catalog, secret, config } = c.get('services');
  const agent = requireAgent(c);
  const now = Date.now();
  const entries = await proposalsOf(db, agent.id);
  return c.json({
    data: entries.map(({ proposal, booking }) =>
      agentProposalView(proposal, booking, catalog, secret, config.siteUrl, now),
    ),
  });
});

const openDoc = describeRoute({
  tag: 'Agents',
  summary: 'A proposal, as its client sees it',
  description:
    'No account needed: the signed link’s sig opens it until it expires. In the proposal’s language and on its agency’s brand; each proposed rate with the price proposed and the live rate now (client price only: never net, commission or markup), price_changed when they differ, available false when it is no longer for sale. Book a live rate with POST /v3/bookings and proposal {id, sig}. Openings by anyone but the agent count as the client’s.',
  params: [{ name: 'sig', in: 'query', required: true, schema: z.string() }],
  responses: {
    '200': { description: 'The proposal', schema: dataOf(clientProposalSchema) },
    '401': ANSWERS.e401,
    '403': { description: 'A forged or expired link (reason)', schema: proposalRefusedSchema },
    '404': { description: 'No such proposal', schema: proposalRefusedSchema },
  },
});

proposalRoutes.get('/v3/proposals/:id', openDoc, async (c) => {
  const { db, catalog, secret, config } = c.get('services');
  const access = await openProposal(db, c.req.param('id'), c.req.query('sig'), secret);
  if (!access.ok) {
    const error = proposalRefused(c.get('locale'), access.reason);
    return c.json({ message: error.message, reason: access.reason }, REFUSAL_STATUS[access.reason]);
  }
  const proposal = access.proposal;
  const locale = parseLocale(proposal.locale);
  const hotel = catalog.hotel(Number(proposal.hotel_id));
  if (!hotel) {
    const message = t(c.get('locale'), 'proposal.not_found');
    return c.json({ message, reason: 'not_found' }, 404);
  }
  if (c.get('user')?.id !== Number(proposal.agent_user_id)) await recordOpening(db, proposal.id);
  const rates = await proposalRates(c, proposal, locale);
  const location = hotelLocation(catalog, hotel, locale);
  const brand = await brandOf(
    db,
    Number(proposal.agency_fid),
    locale,
    config.mail.brandName,
    config.siteUrl,
  );
  const firstImage = hotel.images[0];
  const data: ClientProposal = {
    id: proposal.id,
    locale,
    expires_at: new Date(Number(proposal.expires_at)).toISOString(),
    brand: {
      name: brand.name,
      partner: brand.partner,
      background: brand.background,
      on_background: brand.onBackground,
      accent: brand.accent,
      logo_url: brand.logoUrl,
    },
    hotel: {
      id: hotel.id,
      name: hotel.name,
      slug: hotel.slug,
      country_slug: location.country_slug,
      destination_slug: location.destination_slug,
      city_name: location.city_name,
      address: catalog.hotelAddress(hotel, locale),
      stars: hotel.stars,
      image: firstImage === undefined ? null : imageUrl(baseUrl(c), firstImage),
    },
    check_in: proposal.check_in,
    check_out: proposal.check_out,
    guests: proposal.guests,
    currency: proposal.currency,
    nights: daysBetween(proposal.check_in, proposal.check_out),
    country: proposal.country,
    rates: rates.map(({ proposed, rate }) => {
      const room = hotel.rooms.find((r) => r.code === proposed.room);
      return {
        room_code: proposed.room,
        room_name: rate?.room_name ?? (room ? local(room.name, locale) : proposed.room),
        board: proposed.board,
        refundable: proposed.refundable,
        proposed: { amount: proposed.total, currency: proposal.currency },
        available: rate !== null,
        price_changed: rate !== null && rate.price.total.amount !== proposed.total,
        rate,
      };
    }),
  };
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data });
});
