import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  hotelDetailSchema,
  ratesRequestSchema,
  ratesSchema,
  type HotelDetail,
} from '../../../contract/hotels.ts';
import { dateSchema } from '../../../contract/stay-schemas.ts';
import { liveQuotes } from '../domain/inventory.ts';
import { sellerTerms } from '../domain/markups.ts';
import { sameStay } from '../domain/proposals.ts';
import { rateView } from '../domain/rate-view.ts';
import { proposalOfRequest, proposalRates } from './proposals.ts';
import { checkStay, daysBetween, formatGuests, requireGuests } from '../domain/stay.ts';
import type { City, Hotel } from '../domain/types.ts';
import {
  aggregatorOf,
  hotelLocation,
  imageUrl,
  local,
  placeView,
  round1,
} from '../domain/views.ts';
import { distanceKm } from '../domain/catalog.ts';
import { describeHotel } from '../seed/hotels.ts';
import type { AppEnv } from '../lib/context.ts';
import { ApiError, fieldError, validate } from '../lib/errors.ts';
import { baseUrl, currencyParam, intParam } from '../lib/http.ts';
import { t } from '../lib/i18n.ts';
import { ANSWERS, dataOf, describeRoute } from '../lib/openapi.ts';

function hotelView(c: Context<AppEnv>, hotel: Hotel): HotelDetail {
  const { catalog, config } = c.get('services');
  const locale = c.get('locale');
  const base = baseUrl(c);
  const city = catalog.city(hotel.city_id) as City;
  const descriptions = describeHotel(hotel, city);
  return {
    id: hotel.id,
    slug: hotel.slug,
    name: hotel.name,
    description: descriptions[locale],
    descriptions,
    stars: hotel.stars,
    rating: hotel.rating,
    reviews: hotel.reviews,
    ...hotelLocation(catalog, hotel, locale),
    country_name: catalog.countryName(city.country_code, locale),
    address: catalog.hotelAddress(hotel, locale),
    lat: hotel.lat,
    lng: hotel.lng,
    distance_km: round1(distanceKm(city.lat, city.lng, hotel.lat, hotel.lng)),
    images: hotel.images.map((i) => imageUrl(base, i)),
    amenities: hotel.amenities,
    boards: hotel.boards,
    time_zone: hotel.time_zone,
    check_in_time: hotel.check_in_time,
    check_out_time: hotel.check_out_time,
    policies: hotel.policies,
    rooms: hotel.rooms.map((room) => ({
      code: room.code,
      name: local(room.name, locale),
      beds: local(room.beds, locale),
      size_m2: room.size_m2,
      max_occupancy: room.max_occupancy,
    })),
    nearby_places: catalog.places
      .filter((p) => p.city_id === city.id && distanceKm(p.lat, p.lng, hotel.lat, hotel.lng) < 15)
      .map((p) => ({
        ...placeView(catalog, p, locale),
        distance_km: round1(distanceKm(p.lat, p.lng, hotel.lat, hotel.lng)),
      })),
    city_centre: { lat: city.lat, lng: city.lng },
    aggregator: aggregatorOf(hotel, config.vatAggregator),
  };
}

/** Hotel content (by id or by slugs) and live rates for a stay. */
export const hotelRoutes = new Hono<AppEnv>();

const bySlugDoc = describeRoute({
  tag: 'Hotels',
  summary: 'Hotel content by slugs',
  responses: {
    '200': { description: 'Hotel', schema: dataOf(hotelDetailSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
  },
});

hotelRoutes.get('/v3/hotels/by-slug/:countrySlug/:destinationSlug/:hotelSlug', bySlugDoc, (c) => {
  const { catalog } = c.get('services');
  const country = catalog.countryBySlug(c.req.param('countrySlug'));
  const city = country
    ? catalog.cityBySlug(country.code, c.req.param('destinationSlug'))
    : undefined;
  const hotel = city ? catalog.hotelBySlug(city.id, c.req.param('hotelSlug')) : undefined;
  if (!hotel) throw new ApiError(404, t(c.get('locale'), 'hotel.not_found'));
  return c.json({ data: hotelView(c, hotel) });
});

const hotelDoc = describeRoute({
  tag: 'Hotels',
  summary: 'Hotel content',
  params: [{ name: 'id', in: 'path', schema: z.int() }],
  responses: {
    '200': { description: 'Hotel', schema: dataOf(hotelDetailSchema) },
    '401': ANSWERS.e401,
    '404': ANSWERS.e404,
  },
});

hotelRoutes.get('/v3/hotels/:id{[0-9]+}', hotelDoc, (c) => {
  const id = intParam(c.req.param('id'));
  const hotel = id === null ? undefined : c.get('services').catalog.hotel(id);
  if (!hotel) throw new ApiError(404, t(c.get('locale'), 'hotel.not_found'));
  return c.json({ data: hotelView(c, hotel) });
});

const ratesDoc = describeRoute({
  tag: 'Hotels',
  summary: 'Live rooms and rates for a stay',
  description:
    'Every fitting room type x board, refundable (until free_until) and non-refundable (RO, BB). Inventory-aware. Signed-in agents (plan_id set) get their client price (their markup, else their agency’s, added to what is paid now) with price.net, price.gross (the client price), price.commission and price.markup.',
  params: [
    { name: 'id', in: 'path', schema: z.int() },
    { name: 'check_in', in: 'query', schema: dateSchema, required: true },
    { name: 'check_out', in: 'query', schema: dateSchema, required: true },
    { name: 'guests', in: 'query', schema: z.string().default('2') },
    { name: 'currency', in: 'query', schema: z.string().default('EUR') },
    { name: 'country', in: 'query', schema: z.string().describe('Visitor country') },
    {
      name: 'proposal',
      in: 'query',
      schema: z.string(),
      description:
        'A proposal’s id (with proposal_sig): only its rates, at its agent’s client price, without net, commission or markup',
    },
    { name: 'proposal_sig', in: 'query', schema: z.string() },
  ],
  responses: {
    '200': { description: 'Rates, cheapest first', schema: dataOf(ratesSchema) },
    '401': ANSWERS.e401,
    '403': 'A proposal link forged or expired',
    '404': 'No such hotel, or no such proposal',
    '422': 'Validation failed; errors.proposal when the stay is not the proposal’s',
  },
});

hotelRoutes.get('/v3/hotels/:id{[0-9]+}/rates', ratesDoc, async (c) => {
  const { catalog, db, secret } = c.get('services');
  const locale = c.get('locale');
  const id = intParam(c.req.param('id'));
  const hotel = id === null ? undefined : catalog.hotel(id);
  if (!hotel) throw new ApiError(404, t(locale, 'hotel.not_found'));
  const query = validate(ratesRequestSchema, c.req.query(), locale);
  checkStay(query.check_in, query.check_out, locale);
  const guestRooms = requireGuests(query.guests, locale);
  const guests = formatGuests(guestRooms);
  const currency = currencyParam(query.currency, locale);
  const stay = {
    checkIn: query.check_in,
    checkOut: query.check_out,
    guests,
    currency,
    country: query.country.toUpperCase(),
  };
  const proposal = await proposalOfRequest(c, query.proposal, query.proposal_sig);
  if (proposal && !sameStay(proposal, hotel.id, stay))
    throw fieldError(locale, 'proposal', 'validation.rate_mismatch');
  const seller = await sellerTerms(db, c.get('user') ?? null);
  const rooms = guestRooms.length;
  const rates = proposal
    ? (await proposalRates(c, proposal, locale)).flatMap(({ rate }) => (rate ? [rate] : []))
    : (await liveQuotes(db, catalog, hotel, stay)).map((quote) =>
        rateView(quote, hotel.id, stay, seller, rooms, locale, secret),
      );
  return c.json({
    data: {
      hotel_id: hotel.id,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests,
      currency,
      nights: daysBetween(stay.checkIn, stay.checkOut),
      rates,
    },
  });
});
