import { createHmac, randomBytes } from 'node:crypto';
import type {
  AgentProposal,
  ProposalRefusal,
  ProposalStatus,
} from '../../../contract/proposals.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../lib/context.ts';
import { localePrefix, type Locale } from '../lib/i18n.ts';
import { safeEqual } from '../lib/sessions.ts';
import type { BookingRow } from './bookings.ts';
import type { Catalog } from './catalog.ts';
import { effectiveStatus } from './holds.ts';
import { markupsOf } from './markups.ts';
import type { SellerTerms } from './price-view.ts';
import type { RateKey } from './rate-ids.ts';
import type { Board } from './types.ts';

/** A rate as proposed: room, board, policy, and the client price (minor units) when sent. */
export interface ProposalRate {
  room: string;
  board: Board;
  refundable: boolean;
  total: number;
}

/** A row of `proposals`. */
export interface ProposalRow {
  id: string;
  agent_user_id: number;
  agency_fid: number;
  hotel_id: number;
  check_in: string;
  check_out: string;
  guests: string;
  currency: string;
  country: string;
  locale: string;
  /** JSON of `ProposalRate[]`. */
  rates: string;
  created_at: number;
  expires_at: number;
  opened_at: number | null;
  open_count: number;
  booked_uuid: string | null;
  booked_at: number | null;
}

/** What opening a proposal link gives: the proposal, or why it does not open. */
export type ProposalAccess =
  { ok: true; proposal: ProposalRow } | { ok: false; reason: ProposalRefusal };

function sign(id: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(`proposals:1:${id}:${expiresAt}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The signature of a proposal's link (HMAC with the API's key over its id and expiry). */
export function proposalSignature(
  proposal: Pick<ProposalRow, 'id' | 'expires_at'>,
  secret: string,
): string {
  return sign(proposal.id, Number(proposal.expires_at), secret);
}

/** The site path of a proposal's signed link, in its language: `/he/proposal/{id}?sig=…`. */
export function proposalPath(
  proposal: Pick<ProposalRow, 'id' | 'expires_at' | 'locale'>,
  secret: string,
): string {
  const prefix = localePrefix(proposal.locale as Locale);
  return `/${prefix}proposal/${proposal.id}?sig=${proposalSignature(proposal, secret)}`;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The proposal a link opens: `not_found` for an unknown id, `invalid` when the signature is not
 * the API's, `expired` once past its expiry (checked after the signature, so only the holder of
 * a real link learns that it expired).
 */
export async function openProposal(
  db: Database,
  id: string,
  sig: string | undefined,
  secret: string,
  now = Date.now(),
): Promise<ProposalAccess> {
  if (!ID_PATTERN.test(id)) return { ok: false, reason: 'not_found' };
  const row = await db.get<ProposalRow>('SELECT * FROM proposals WHERE id = ?', [id]);
  if (!row) return { ok: false, reason: 'not_found' };
  if (!sig || sig.length > 64 || !safeEqual(sig, proposalSignature(row, secret)))
    return { ok: false, reason: 'invalid' };
  if (Number(row.expires_at) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, proposal: row };
}

/** The proposed rates of a proposal row. */
export function proposedRates(proposal: Pick<ProposalRow, 'rates'>): ProposalRate[] {
  return JSON.parse(proposal.rates) as ProposalRate[];
}

/**
 * True when the rate keys are one proposal's worth: one hotel, stay, guests, currency and
 * visitor country, each room, board and policy once.
 */
export function oneStay(keys: readonly RateKey[]): boolean {
  const [first] = keys;
  if (!first) return false;
  const offers = new Set(keys.map((k) => `${k.room}|${k.board}|${k.refundable}`));
  return (
    offers.size === keys.length &&
    keys.every(
      (k) =>
        k.hotelId === first.hotelId &&
        k.checkIn === first.checkIn &&
        k.checkOut === first.checkOut &&
        k.guests === first.guests &&
        k.currency === first.currency &&
        k.country === first.country,
    )
  );
}

/** Stores an agent's proposal of rates (`oneStay` keys at their client price); returns its row. */
export async function createProposal(
  db: Database,
  input: { agent: UserRow; keys: readonly RateKey[]; locale: Locale; lifetimeMs: number },
  now = Date.now(),
): Promise<ProposalRow> {
  const first = input.keys[0] as RateKey;
  const rates: ProposalRate[] = input.keys.map((k) => ({
    room: k.room,
    board: k.board,
    refundable: k.refundable,
    total: k.total,
  }));
  const row: ProposalRow = {
    id: randomBytes(16).toString('base64url'),
    agent_user_id: input.agent.id,
    agency_fid: input.agent.fid ?? 1,
    hotel_id: first.hotelId,
    check_in: first.checkIn,
    check_out: first.checkOut,
    guests: first.guests,
    currency: first.currency,
    country: first.country,
    locale: input.locale,
    rates: JSON.stringify(rates),
    created_at: now,
    expires_at: now + input.lifetimeMs,
    opened_at: null,
    open_count: 0,
    booked_uuid: null,
    booked_at: null,
  };
  const columns = Object.keys(row);
  await db.run(
    `INSERT INTO proposals (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    Object.values(row),
  );
  return row;
}

/** Counts an opening of a proposal by its client (the first one dates `opened_at`). */
export async function recordOpening(db: Database, id: string, now = Date.now()): Promise<void> {
  await db.run(
    'UPDATE proposals SET open_count = open_count + 1, opened_at = COALESCE(opened_at, ?) WHERE id = ?',
    [now, id],
  );
}

/** Records a booking made from a proposal (the latest one is the proposal's booking). */
export async function recordBooking(
  db: Database,
  id: string,
  uuid: string,
  now = Date.now(),
): Promise<void> {
  await db.run('UPDATE proposals SET booked_uuid = ?, booked_at = ? WHERE id = ?', [uuid, now, id]);
}

/** The terms a proposal's bookings are priced with: its agent's markup, as when they sell. */
export async function proposalSeller(db: Database, proposal: ProposalRow): Promise<SellerTerms> {
  const agent = await db.get<UserRow>('SELECT * FROM users WHERE id = ?', [proposal.agent_user_id]);
  if (!agent) return { markup: null };
  return { markup: (await markupsOf(db, agent)).effective };
}

/** Where a proposal stands for its agent: booked (a booking not expired), else opened, else sent. */
export function proposalStatus(
  proposal: Pick<ProposalRow, 'opened_at'>,
  booking: Pick<BookingRow, 'status' | 'hold_expires_at'> | undefined,
  now = Date.now(),
): ProposalStatus {
  if (booking && effectiveStatus(booking, now) !== 'expired') return 'booked';
  return proposal.opened_at !== null ? 'opened' : 'sent';
}

/** A proposal as its agent sees it, with the booking made from it. */
export function agentProposalView(
  proposal: ProposalRow,
  booking: BookingRow | undefined,
  catalog: Catalog,
  secret: string,
  siteUrl: string,
  now = Date.now(),
): AgentProposal {
  const hotel = catalog.hotel(Number(proposal.hotel_id));
  const iso = (ms: number) => new Date(Number(ms)).toISOString();
  return {
    id: proposal.id,
    link: `${siteUrl.replace(/\/+$/, '')}${proposalPath(proposal, secret)}`,
    hotel: { id: Number(proposal.hotel_id), name: hotel?.name ?? '' },
    check_in: proposal.check_in,
    check_out: proposal.check_out,
    guests: proposal.guests,
    currency: proposal.currency,
    locale: proposal.locale,
    rates: proposedRates(proposal).map((r) => ({
      room_code: r.room,
      board: r.board,
      refundable: r.refundable,
      proposed: { amount: r.total, currency: proposal.currency },
    })),
    created_at: iso(proposal.created_at),
    expires_at: iso(proposal.expires_at),
    expired: Number(proposal.expires_at) <= now,
    status: proposalStatus(proposal, booking, now),
    opened_at: proposal.opened_at === null ? null : iso(proposal.opened_at),
    open_count: Number(proposal.open_count),
    booking: booking
      ? {
          uuid: booking.uuid,
          reference: booking.reference,
          status: effectiveStatus(booking, now),
        }
      : null,
  };
}

/** An agent's proposals, newest first, with the bookings made from them. */
export async function proposalsOf(
  db: Database,
  agentId: number,
): Promise<{ proposal: ProposalRow; booking: BookingRow | undefined }[]> {
  const rows = await db.all<ProposalRow>(
    'SELECT * FROM proposals WHERE agent_user_id = ? ORDER BY created_at DESC, id LIMIT 500',
    [agentId],
  );
  const uuids = rows.map((r) => r.booked_uuid).filter((u): u is string => u !== null);
  const bookings = uuids.length
    ? await db.all<BookingRow>(
        `SELECT * FROM bookings WHERE uuid IN (${uuids.map(() => '?').join(', ')})`,
        uuids,
      )
    : [];
  const byUuid = new Map(bookings.map((b) => [b.uuid, b]));
  return rows.map((proposal) => ({
    proposal,
    booking: proposal.booked_uuid ? byUuid.get(proposal.booked_uuid) : undefined,
  }));
}

/** True when a hotel and stay are a proposal's (its rates are priced for no other). */
export function sameStay(
  proposal: ProposalRow,
  hotelId: number,
  stay: Pick<RateKey, 'checkIn' | 'checkOut' | 'guests' | 'currency'>,
): boolean {
  return (
    Number(proposal.hotel_id) === hotelId &&
    proposal.check_in === stay.checkIn &&
    proposal.check_out === stay.checkOut &&
    proposal.guests === stay.guests &&
    proposal.currency === stay.currency
  );
}

/** True when a rate id's key is one of a proposal's rates, for its hotel and stay. */
export function offersRate(proposal: ProposalRow, key: RateKey): boolean {
  return (
    sameStay(proposal, key.hotelId, key) &&
    proposedRates(proposal).some(
      (r) => r.room === key.room && r.board === key.board && r.refundable === key.refundable,
    )
  );
}
