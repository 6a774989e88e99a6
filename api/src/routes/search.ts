import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { RESULT_SORTS } from '../../../contract/result-sorts.ts';
import { searchResultsSchema, searchSessionSchema } from '../../../contract/search.ts';
import { searchRequestSchema } from '../../../contract/search-request.ts';
import { agentEntry } from '../domain/agent-search.ts';
import { sellerTerms } from '../domain/markups.ts';
import {
  inBounds,
  parseBounds,
  type SearchEntry,
  type SearchParams,
  type SearchStore,
} from '../domain/search.ts';
import { checkStay, daysBetween, formatGuests, requireGuests } from '../domain/stay.ts';
import { BOARDS, type Board } from '../domain/types.ts';
import { aggregatorOf, hotelBasics } from '../domain/views.ts';
import { clientGroup } from '../lib/client-group.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError, fieldError, tooMany, validate } from '../lib/errors.ts';
import { baseUrl, currencyParam, readBody } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';

const csv = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const parsed = v.split(',').map((part) => item.safeParse(part.trim()));
      if (parsed.some((p) => !p.success)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return parsed.map((p) => p.data as z.output<T>);
    });

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const resultsQuery = z.object({
  sort: z.enum(RESULT_SORTS, { message: 'validation.sort' }).default('price'),
  price_min: z.coerce.number().int().min(0).optional(),
  price_max: z.coerce.number().int().min(0).optional(),
  stars: csv(z.coerce.number().int().min(1).max(5)),
  board: csv(z.enum(BOARDS)),
  free_cancellation: flag,
  rating_min: z.coerce.number().min(0).max(10).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  bbox: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const bounds = parseBounds(v);
      if (!bounds) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return bounds;
    }),
});

/** Test mode: a search created with this header set to `manual` waits for the test to fill it. */
export const TEST_FILL_HEADER = 'X-Test-Search-Fill';
/** Test mode: the share of results a held session shows until it is filled (percent). */
const TEST_FIRST_FILL = 15;

/**
 * Counts one priced search against the client's budget (its address; IPv6 by /64) and, for a
 * new session, the browser session's: 429 with Retry-After beyond.
 */
async function spendSearch(c: Context<AppEnv>, newSession: boolean): Promise<void> {
  const { limits, config } = c.get('services');
  const session = c.get('session');
  const wait =
    (await limits.hit('search:client', clientGroup(c.get('clientIp')), config.rateLimits.search)) ||
    (newSession && session
      ? await limits.hit('search:session', session.idHash, config.rateLimits.searchSession)
      : 0);
  if (wait) throw tooMany(c.get('locale'), wait);
}

/** Creates the routes of hotel search sessions over a shared store. */
export function searchRoutes(store: SearchStore) {
  const app = new Hono<AppEnv>();

  const createSearchDoc = describeRoute({
    tag: 'Search',
    csrf: true,
    summary: 'Create a search session',
    description:
      'The session (kept in the site URL) fills over ~2.5 s of wall time (API_SEARCH_FILL_MS): a first poll already shows results. Sessions live 60 minutes and survive a restart. One session prices at most API_SEARCH_MAX_HOTELS hotels (default 300; a country search takes its cities in turn). Rate-limited: API_SEARCHES_PER_MINUTE new sessions a minute per client address (default 30; IPv6 by /64), 20 per browser session.',
    body: { json: true, schema: searchRequestSchema },
    responses: {
      '201': { description: 'Created', schema: dataOf(searchSessionSchema) },
      '400': 'Malformed JSON',
      '401': ANSWERS.e401,
      '419': ANSWERS.e419,
      '422': 'Field errors: destination, place_id, check_in, check_out, guests, currency',
      '429': ANSWERS.e429,
    },
  });

  app.post('/v3/hotels/search', createSearchDoc, async (c) => {
    const { catalog } = c.get('services');
    const locale = c.get('locale');
    await spendSearch(c, true);
    const input = validate(searchRequestSchema, await readBody(c), locale);
    checkStay(input.check_in, input.check_out, locale);
    const guests = formatGuests(requireGuests(input.guests, locale));
    const currency = currencyParam(input.currency, locale);
    let target: SearchParams['target'];
    if (input.place_id !== undefined) {
      const id = String(input.place_id);
      const cityMatch = /^(?:city-)?(\d{1,9})$/.exec(id);
      if (cityMatch && catalog.city(Number(cityMatch[1])))
        target = { kind: 'city', id: Number(cityMatch[1]) };
      else if (catalog.place(id)) target = { kind: 'place', id };
      else throw fieldError(locale, 'place_id', 'validation.invalid');
    } else if (input.destination) {
      const country = catalog.countryBySlug(input.destination.country_slug);
      if (!country) throw fieldError(locale, 'destination', 'validation.invalid');
      if (input.destination.destination_slug) {
        const city = catalog.cityBySlug(country.code, input.destination.destination_slug);
        if (!city) throw fieldError(locale, 'destination', 'validation.invalid');
        target = { kind: 'city', id: city.id };
      } else {
        target = { kind: 'country', code: country.code };
      }
    } else {
      throw fieldError(locale, 'destination', 'validation.destination');
    }
    const { config } = c.get('services');
    // Tests ask for a session that fills only when they say so, so that the transient
    // "still searching" state can be observed on any machine.
    const held = config.testMode && c.req.header(TEST_FILL_HEADER) === 'manual';
    const session = await store.create({
      target,
      check_in: input.check_in,
      check_out: input.check_out,
      guests,
      currency,
      country: input.country.toUpperCase(),
      ...(held ? { fill: TEST_FIRST_FILL } : {}),
    });
    const status = held || config.searchFillMs > 0 ? 'pending' : 'complete';
    return c.json({ data: { session: session.id, status } }, 201);
  });

  const pollSearchDoc = describeRoute({
    tag: 'Search',
    summary: 'Poll a search session (sort, filter, page)',
    description:
      'Prices are totals for the stay in the session currency (for a signed-in agent, their client price: contract/agent-price.ts). Filters pick each hotel’s cheapest offer matching board and free_cancellation; facets count the visible hotels before filters. A poll that must price the session again (it left the memory of this copy of the API) counts as a new search of the client (429 beyond).',
    params: [
      { name: 'sort', in: 'query', schema: z.enum(RESULT_SORTS).default('price') },
      { name: 'price_min', in: 'query', schema: z.int().describe('Minor units') },
      { name: 'price_max', in: 'query', schema: z.int().describe('Minor units') },
      { name: 'stars', in: 'query', schema: z.string().describe('Comma list, e.g. 3,4') },
      { name: 'board', in: 'query', schema: z.string().describe('Comma list of RO,BB,HB,FB,AI') },
      { name: 'free_cancellation', in: 'query', schema: z.enum(['0', '1', 'true', 'false']) },
      { name: 'rating_min', in: 'query', schema: z.number().describe('0-10') },
      { name: 'page', in: 'query', schema: z.int().min(1).default(1) },
      { name: 'per_page', in: 'query', schema: z.int().min(1).max(100).default(20) },
      {
        name: 'bbox',
        in: 'query',
        schema: z
          .string()
          .describe(
            'Map area "search this area": west,south,east,north in degrees (east < west crosses 180°); only hotels inside, with the same filters and sort',
          ),
      },
    ],
    responses: {
      '200': { description: 'Results so far', schema: dataOf(searchResultsSchema) },
      '401': ANSWERS.e401,
      '404': 'Unknown or expired session: search again',
      '422': ANSWERS.e422,
      '429': ANSWERS.e429,
    },
  });

  app.get('/v3/hotels/search/:session', pollSearchDoc, async (c) => {
    const { catalog, config } = c.get('services');
    const locale = c.get('locale');
    if (!store.isComputed(c.req.param('session')) && (await store.exists(c.req.param('session'))))
      await spendSearch(c, false);
    const session = await store.get(c.req.param('session'));
    if (!session) throw new ApiError(404, t(locale, 'search.not_found'));
    const query = validate(resultsQuery, c.req.query(), locale);
    const elapsed = Date.now() - session.createdAt;
    const fill = config.searchFillMs;
    // A first poll already shows some results; the rest arrive over the fill time.
    const fraction =
      session.params.fill !== undefined
        ? session.params.fill / 100
        : fill <= 0
          ? 1
          : Math.min(1, (elapsed + fill * 0.15) / fill);
    const complete = fraction >= 1;
    const revealed = Math.ceil(session.entries.length * fraction);
    const seller = await sellerTerms(c.get('services').db, c.get('user') ?? null);
    const visible = session.entries
      .filter((e) => e.revealRank < revealed)
      .map((e) => (seller ? agentEntry(e, session.params, seller) : e));

    const facets = {
      price: { min: null as number | null, max: null as number | null },
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<number, number>,
      board: Object.fromEntries(BOARDS.map((b) => [b, 0])) as Record<Board, number>,
      free_cancellation: 0,
    };
    for (const entry of visible) {
      const cheapest = entry.offers[0];
      if (cheapest) {
        facets.price.min = Math.min(facets.price.min ?? Infinity, cheapest.total);
        facets.price.max = Math.max(facets.price.max ?? -Infinity, cheapest.total);
      }
      facets.stars[entry.hotel.stars] = (facets.stars[entry.hotel.stars] ?? 0) + 1;
      for (const board of entry.hotel.boards) facets.board[board] += 1;
      if (entry.offers.some((o) => o.refundable)) facets.free_cancellation += 1;
    }

    const matching: { entry: SearchEntry; offer: NonNullable<SearchEntry['offers'][number]> }[] =
      [];
    for (const entry of visible) {
      const offer = entry.offers.find(
        (o) =>
          (!query.board || query.board.includes(o.board)) &&
          (!query.free_cancellation || o.refundable),
      );
      if (!offer) continue;
      if (query.price_min !== undefined && offer.total < query.price_min) continue;
      if (query.price_max !== undefined && offer.total > query.price_max) continue;
      if (query.stars && !query.stars.includes(entry.hotel.stars)) continue;
      if (query.rating_min !== undefined && entry.hotel.rating < query.rating_min) continue;
      if (query.bbox && !inBounds(query.bbox, entry.hotel.lat, entry.hotel.lng)) continue;
      matching.push({ entry, offer });
    }
    const by = {
      price: (a: (typeof matching)[number], b: (typeof matching)[number]) =>
        a.offer.total - b.offer.total,
      '-price': (a: (typeof matching)[number], b: (typeof matching)[number]) =>
        b.offer.total - a.offer.total,
      rating: (a: (typeof matching)[number], b: (typeof matching)[number]) =>
        b.entry.hotel.rating - a.entry.hotel.rating,
      stars: (a: (typeof matching)[number], b: (typeof matching)[number]) =>
        b.entry.hotel.stars - a.entry.hotel.stars,
      distance: (a: (typeof matching)[number], b: (typeof matching)[number]) =>
        a.entry.distance - b.entry.distance,
    }[query.sort];
    matching.sort((a, b) => by(a, b) || a.entry.hotel.id - b.entry.hotel.id);

    const nights = daysBetween(session.params.check_in, session.params.check_out);
    const currency = session.params.currency;
    const base = baseUrl(c);
    const start = (query.page - 1) * query.per_page;
    const hotels = matching.slice(start, start + query.per_page).map(({ entry, offer }) => {
      const hotel = entry.hotel;
      return {
        ...hotelBasics(catalog, hotel, base, entry.distance, c.get('locale')),
        board: offer.board,
        free_cancellation: offer.refundable,
        price: { amount: offer.total, currency },
        price_per_night: { amount: Math.round(offer.total / nights), currency },
        aggregator: aggregatorOf(hotel, config.vatAggregator),
      };
    });

    return c.json({
      data: {
        session: session.id,
        status: complete ? 'complete' : 'pending',
        progress: Math.round(fraction * 100),
        total: matching.length,
        page: query.page,
        per_page: query.per_page,
        search: {
          check_in: session.params.check_in,
          check_out: session.params.check_out,
          guests: session.params.guests,
          currency,
          country: session.params.country || null,
          nights,
        },
        hotels,
        facets,
      },
    });
  });

  return app;
}
