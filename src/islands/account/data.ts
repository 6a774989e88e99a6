import { z } from 'zod/mini';
import { parseGuests } from '../../lib/search-query';

const money = z.object({ amount: z.number(), currency: z.string() });
export type Money = z.infer<typeof money>;

const STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
/** Booking statuses of the API; the bookings filter offers these. */
export const BOOKING_STATUSES = STATUSES;
export type BookingStatus = (typeof STATUSES)[number];

const reservationSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  status: z.enum(STATUSES),
  stay_status: z.catch(z.enum(['upcoming', 'in_progress', 'past']), 'upcoming'),
  hotel: z.catch(
    z.nullable(
      z.object({
        id: z.number(),
        name: z.string(),
        stars: z.catch(z.nullable(z.number()), null),
        address: z.catch(z.nullable(z.string()), null),
        image: z.catch(z.nullable(z.string()), null),
        city_name: z.catch(z.nullable(z.string()), null),
      }),
    ),
    null,
  ),
  room: z.catch(z.object({ code: z.string(), name: z.string() }), { code: '', name: '' }),
  board: z.catch(z.string(), ''),
  refundable: z.catch(z.boolean(), false),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.catch(z.number(), 0),
  guests: z.catch(z.string(), ''),
  rooms: z.catch(z.number(), 1),
  holder: z.catch(z.record(z.string(), z.string()), {}),
  special_requests: z.catch(z.nullable(z.string()), null),
  price: z.catch(z.record(z.string(), money), {}),
  paid: z.catch(z.nullable(money), null),
  cancellation: z.catch(
    z.nullable(z.object({ free_until: z.nullable(z.string()), penalty: money })),
    null,
  ),
  cancellable: z.catch(z.boolean(), false),
  refund_if_cancelled: z.catch(z.nullable(money), null),
  refund: z.catch(z.nullable(money), null),
});

/** A reservation (a booking once paid) as the account pages show it. */
export type Reservation = z.infer<typeof reservationSchema>;

const listSchema = z.object({ data: z.array(z.unknown()) });

/** The reservation of a `{ data: reservation }` answer, or undefined when unusable. */
export function readReservation(body: unknown): Reservation | undefined {
  const parsed = reservationSchema.safeParse((body as { data?: unknown } | null)?.data);
  return parsed.success ? parsed.data : undefined;
}

/** The reservations of a `{ data: [...] }` answer, skipping entries it cannot read; undefined when the answer is no list. */
export function readReservations(body: unknown): Reservation[] | undefined {
  const parsed = listSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.data.flatMap((item) => {
    const one = reservationSchema.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

const metaSchema = z.object({
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

/** A page of the bookings dashboard. */
export interface BookingsPage {
  bookings: Reservation[];
  total: number;
  page: number;
  pages: number;
}

/** The page of a `GET /v3/agent/bookings` answer, or undefined when unusable. */
export function readBookingsPage(body: unknown): BookingsPage | undefined {
  const bookings = readReservations(body);
  const meta = metaSchema.safeParse((body as { meta?: unknown } | null)?.meta);
  if (!bookings || !meta.success) return undefined;
  const { total, page, per_page } = meta.data;
  return { bookings, total, page, pages: Math.max(1, Math.ceil(total / Math.max(1, per_page))) };
}

const voucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  reservation_uuid: z.string(),
  status: z.enum(['valid', 'used', 'void']),
  hotel: z.catch(
    z.nullable(
      z.object({
        name: z.string(),
        address: z.catch(z.nullable(z.string()), null),
        city_name: z.catch(z.nullable(z.string()), null),
      }),
    ),
    null,
  ),
  check_in: z.string(),
  check_out: z.string(),
  guests: z.catch(z.string(), ''),
  board: z.catch(z.string(), ''),
  holder_name: z.catch(z.string(), ''),
});

/** A hotel voucher. */
export type Voucher = z.infer<typeof voucherSchema>;

/** The vouchers of a `{ data: [...] }` answer, skipping unreadable ones; undefined when no list. */
export function readVouchers(body: unknown): Voucher[] | undefined {
  const parsed = listSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.data.flatMap((item) => {
    const one = voucherSchema.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

/** Adults and children of a guests value (`2,5,8|1`); zeros when it cannot be read. */
export function guestCounts(guests: string): { adults: number; children: number } {
  const rooms = parseGuests(guests) ?? [];
  return {
    adults: rooms.reduce((sum, r) => sum + r.adults, 0),
    children: rooms.reduce((sum, r) => sum + r.children.length, 0),
  };
}

/**
 * A `YYYY-MM-DD` day (or an ISO timestamp's day) in the visitor's language, or the text
 * itself when it is no date.
 */
export { formatDay } from '../../lib/dates';

/** Filters of the bookings dashboard, kept in the URL. */
export interface BookingFilters {
  status: BookingStatus | '';
  from: string;
  to: string;
  q: string;
  all: boolean;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the dashboard filters from a URL query; anything malformed is left out. */
export function readBookingFilters(search: URLSearchParams): BookingFilters {
  const status = search.get('status') ?? '';
  const page = Number(search.get('page'));
  return {
    status: (STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    from: DAY.test(search.get('from') ?? '') ? (search.get('from') ?? '') : '',
    to: DAY.test(search.get('to') ?? '') ? (search.get('to') ?? '') : '',
    q: (search.get('q') ?? '').trim().slice(0, 100),
    all: search.get('all') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query (and API query) of dashboard filters, leaving out empty values. */
export function bookingFiltersQuery(filters: BookingFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query['status'] = filters.status;
  if (filters.from) query['from'] = filters.from;
  if (filters.to) query['to'] = filters.to;
  if (filters.q) query['q'] = filters.q;
  if (filters.all) query['all'] = 'true';
  if (filters.page > 1) query['page'] = String(filters.page);
  return query;
}
