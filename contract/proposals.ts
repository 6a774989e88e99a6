import { z } from 'zod/mini';
import { bookingStatusSchema } from './bookings.ts';
import { described } from './described.ts';
import { boardSchema } from './hotel-fields.ts';
import { rateSchema } from './hotels.ts';
import { moneySchema } from './money.ts';
import { dateSchema } from './stay-schemas.ts';

/** The most rates one proposal offers. */
export const PROPOSAL_MAX_RATES = 10;

/** `POST /v3/agent/proposals` body: the chosen rates of one stay, and the client's language. */
export const proposalRequestSchema = z.strictObject({
  rate_ids: described(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(1000)))
      .check(z.minLength(1), z.maxLength(PROPOSAL_MAX_RATES)),
    'Rate ids of one hotel and stay, as the agent’s rates call answered them (their client price)',
  ),
  locale: described(z.string().check(z.maxLength(10)), 'The client’s language: one of the 39'),
});
export type ProposalRequest = z.infer<typeof proposalRequestSchema>;

/** A rate as proposed: the room, board and policy, at the client price of the day it was sent. */
export const proposedRateSchema = z.object({
  room_code: z.string(),
  board: boardSchema,
  refundable: z.boolean(),
  proposed: described(moneySchema, 'The client price (all rooms, the whole stay) when proposed'),
});

/** Whether a proposal was opened by its client and booked. */
export const PROPOSAL_STATUSES = ['sent', 'opened', 'booked'] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** A proposal as its agent sees it (`GET /v3/agent/proposals`, `POST` answer). */
export const agentProposalSchema = z.object({
  id: z.string(),
  link: described(
    z.string(),
    'The signed link to send the client: a page of the site, in the proposal’s language',
  ),
  hotel: z.object({ id: z.int(), name: z.string() }),
  check_in: dateSchema,
  check_out: dateSchema,
  guests: z.string(),
  currency: z.string(),
  locale: z.string(),
  rates: z.array(proposedRateSchema),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  status: proposalStatusSchema,
  opened_at: z.nullable(described(z.string(), 'When the client first opened it')),
  open_count: z.int(),
  booking: z.nullable(
    z.object({ uuid: z.string(), reference: z.string(), status: bookingStatusSchema }),
  ),
});
export type AgentProposal = z.infer<typeof agentProposalSchema>;

/** The brand a proposal is shown under: its agency's white label, else the house. */
export const proposalBrandSchema = z.object({
  name: z.string(),
  partner: described(z.boolean(), 'True for an agency’s white label; false for the house'),
  background: described(z.string().check(z.regex(/^#[0-9a-fA-F]{3,6}$/)), 'Header colour'),
  on_background: z.string().check(z.regex(/^#[0-9a-fA-F]{3,6}$/)),
  accent: z.string().check(z.regex(/^#[0-9a-fA-F]{3,6}$/)),
  logo_url: z.nullable(z.string()),
});
export type ProposalBrand = z.infer<typeof proposalBrandSchema>;

/** One proposed rate as the client sees it: what was proposed, and the live rate now. */
export const clientProposedRateSchema = z.object({
  room_code: z.string(),
  room_name: z.string(),
  board: boardSchema,
  refundable: z.boolean(),
  proposed: moneySchema,
  available: described(z.boolean(), 'False when the rate is no longer for sale for the stay'),
  price_changed: described(
    z.boolean(),
    'True when the live client price (rate.price.total) differs from proposed',
  ),
  rate: z.nullable(
    described(rateSchema, 'The live rate to book (client price only), or null when unavailable'),
  ),
});
export type ClientProposedRate = z.infer<typeof clientProposedRateSchema>;

/** `GET /v3/proposals/{id}` (its `data`): a proposal as its client sees it, without an account. */
export const clientProposalSchema = z.object({
  id: z.string(),
  locale: z.string(),
  expires_at: z.string(),
  brand: proposalBrandSchema,
  hotel: z.object({
    id: z.int(),
    name: z.string(),
    slug: z.string(),
    country_slug: z.string(),
    destination_slug: z.string(),
    city_name: z.string(),
    address: z.string(),
    stars: z.number(),
    image: z.nullable(z.string()),
  }),
  check_in: dateSchema,
  check_out: dateSchema,
  guests: z.string(),
  currency: z.string(),
  nights: z.int(),
  country: z.string(),
  rates: z.array(clientProposedRateSchema),
});
export type ClientProposal = z.infer<typeof clientProposalSchema>;

/** Why a proposal link does not open: unknown, not signed by the API, or past its expiry. */
export const PROPOSAL_REFUSALS = ['not_found', 'invalid', 'expired'] as const;
export type ProposalRefusal = (typeof PROPOSAL_REFUSALS)[number];

/** The error answer of a link that does not open (403 or 404), with the reason. */
export const proposalRefusedSchema = z.object({
  message: z.string(),
  reason: z.enum(PROPOSAL_REFUSALS),
});
