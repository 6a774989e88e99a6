import { z } from 'zod/mini';
import {
  agentBookingsSchema,
  BOOKING_STATUSES as STATUSES,
  reservationSchema,
  voucherSchema,
  type BookingStatus,
  type Reservation,
  type Voucher,
} from '../../../contract/bookings';
import { countGuests } from '../../lib/booking/guests';
import { parseGuests } from '../../lib/search-query';

export type { Money } from '../../../contract/money';
export type { BookingStatus, Reservation } from '../../../contract/bookings';

/** Booking statuses of the API; the bookings filter offers these. */
export const BOOKING_STATUSES = STATUSES;

/** The reservation of a `{ data: reservation }` answer, or undefined when unusable. */
export function readReservation(body: unknown): Reservation | undefined {
  const parsed = reservationSchema.safeParse((body as { data?: unknown } | null)?.data);
  return parsed.success ? parsed.data : undefined;
}

const listSchema = z.object({ data: z.array(z.unknown()) });

/** The reservations of a `{ data: [...] }` answer, skipping entries it cannot read; undefined when the answer is no list. */
export function readReservations(body: unknown): Reservation[] | undefined {
  const parsed = listSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.data.flatMap((item) => {
    const one = reservationSchema.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

const metaSchema = agentBookingsSchema.shape.meta;

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

export type { Voucher } from '../../../contract/bookings';

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
  const { adults, children } = countGuests(parseGuests(guests) ?? []);
  return { adults, children };
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
