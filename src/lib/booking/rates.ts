import { z } from 'zod/mini';
import type { Query } from '../routes';
import {
  buildSearchParams,
  parseSearchQuery,
  type Correction,
  type SearchQuery,
} from '../search-query';
import { rateSchema, ratesSchema, type Rate, type RatesRequest } from '../../../contract/hotels';

import { BOARDS, type Board } from '../../../contract/boards';

export { BOARDS, type Board } from '../../../contract/boards';

export { rateSchema as RateSchema, type Rate } from '../../../contract/hotels';

/** `GET /v3/hotels/{id}/rates`, its rates read one by one. */
const RatesAnswerSchema = z.object({
  data: z.extend(ratesSchema, { rates: z.array(z.unknown()) }),
});

/** The rates of an answer: malformed rates are left out rather than failing the list. */
export interface RatesResult {
  nights: number;
  currency: string;
  rates: Rate[];
}

/** Reads a rates answer, or null when its shape is wrong. */
export function parseRates(body: unknown): RatesResult | null {
  const answer = RatesAnswerSchema.safeParse(body);
  if (!answer.success) return null;
  const rates = answer.data.data.rates.flatMap((item) => {
    const rate = rateSchema.safeParse(item);
    return rate.success ? [rate.data] : [];
  });
  return { nights: answer.data.data.nights, currency: answer.data.data.currency, rates };
}

/** The query of `GET /v3/hotels/{id}/rates` for a search; the visitor's country when known. */
export function ratesRequest(query: SearchQuery, visitorCountry: string | null): RatesRequest {
  const params = buildSearchParams({ ...query, session: null });
  const country = query.country ?? visitorCountry;
  const request: RatesRequest = {
    check_in: query.check_in,
    check_out: query.check_out,
    guests: params.get('guests') ?? '2',
    currency: query.currency,
  };
  if (country && /^[A-Za-z]{2}$/.test(country)) request.country = country.toUpperCase();
  return request;
}

/** A room type and its rates, cheapest first. */
export interface RoomOffer {
  code: string;
  name: string;
  beds: string;
  sizeM2: number;
  maxOccupancy: number;
  roomsLeft: number;
  rates: Rate[];
}

/** Rates grouped by room type, rooms ordered by their cheapest rate, rates by total. */
export function groupByRoom(rates: readonly Rate[]): RoomOffer[] {
  const rooms = new Map<string, RoomOffer>();
  const sorted = [...rates].sort((a, b) => a.price.total.amount - b.price.total.amount);
  for (const rate of sorted) {
    let room = rooms.get(rate.room_code);
    if (!room) {
      room = {
        code: rate.room_code,
        name: rate.room_name,
        beds: rate.beds,
        sizeM2: rate.size_m2,
        maxOccupancy: rate.max_occupancy,
        roomsLeft: rate.rooms_left,
        rates: [],
      };
      rooms.set(rate.room_code, room);
    }
    room.rates.push(rate);
    room.roomsLeft = Math.min(room.roomsLeft, rate.rooms_left);
  }
  return [...rooms.values()];
}

/** What `/book` needs in its URL: the hotel, the chosen rate and the search it was priced for. */
export interface BookSelection {
  hotelId: number;
  rateId: string;
  room: string;
  board: Board;
  refundable: boolean;
  query: SearchQuery;
  /** The agent's proposal the rate was chosen from (its link's id and signature), if any. */
  proposal?: { id: string; sig: string };
}

/** The `/book` query of a chosen rate (the search query keeps the order of SPEC section 3). */
export function bookQuery(selection: BookSelection): Query {
  const search = Object.fromEntries(buildSearchParams({ ...selection.query, session: null }));
  return {
    hotel: selection.hotelId,
    rate: selection.rateId,
    room: selection.room,
    board: selection.board,
    refundable: selection.refundable ? 1 : 0,
    ...search,
    ...(selection.proposal
      ? { proposal: selection.proposal.id, psig: selection.proposal.sig }
      : {}),
  };
}

// A proposal's id and its link's signature: base64url, as the API writes them.
const PROPOSAL_PART = /^[\w-]{1,64}$/;

/**
 * Reads `/book`'s query: undefined when the hotel or rate is missing or malformed; the
 * search part is read (and corrected) like any search URL, and an agent's proposal it names
 * (`proposal` and `psig`) is kept with the selection.
 */
export function parseBookQuery(
  params: URLSearchParams,
  defaults: { currency: string; today?: string },
): { selection: BookSelection; corrections: Correction[] } | undefined {
  const hotel = params.get('hotel') ?? '';
  const rateId = params.get('rate') ?? '';
  const room = params.get('room') ?? '';
  const board = params.get('board') ?? '';
  const refundable = params.get('refundable');
  if (!/^\d{1,12}$/.test(hotel) || !/^[\w.-]{1,1000}$/.test(rateId)) return undefined;
  if (!/^[A-Z0-9]{1,10}$/.test(room) || !(BOARDS as readonly string[]).includes(board)) {
    return undefined;
  }
  if (refundable !== '0' && refundable !== '1') return undefined;
  const { query, corrections } = parseSearchQuery(params, defaults);
  const proposal = params.get('proposal') ?? '';
  const sig = params.get('psig') ?? '';
  const proposed = PROPOSAL_PART.test(proposal) && PROPOSAL_PART.test(sig);
  return {
    selection: {
      hotelId: Number(hotel),
      rateId,
      room,
      board: board as Board,
      refundable: refundable === '1',
      query: { ...query, session: null },
      ...(proposed ? { proposal: { id: proposal, sig } } : {}),
    },
    corrections,
  };
}

/**
 * The rate of a fresh rates list that matches a selection: the same rate id, else the same
 * room, board and policy at a new price (`repriced`), else undefined (gone).
 */
export function findSelectedRate(
  rates: readonly Rate[],
  selection: Pick<BookSelection, 'rateId' | 'room' | 'board' | 'refundable'>,
): { rate: Rate; repriced: boolean } | undefined {
  const same = rates.find((r) => r.rate_id === selection.rateId);
  if (same) return { rate: same, repriced: false };
  const like = rates.find(
    (r) =>
      r.room_code === selection.room &&
      r.board === selection.board &&
      r.refundable === selection.refundable,
  );
  return like ? { rate: like, repriced: true } : undefined;
}
