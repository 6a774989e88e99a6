import { BOOKING_STATUSES as STATUSES, type BookingStatus } from '../../../contract/bookings';

export type { Money } from '../../../contract/money';
export type {
  BookingDocuments,
  BookingStatus,
  Reservation,
  Voucher,
} from '../../../contract/bookings';

/** Booking statuses of the API; the bookings filter offers these. */
export const BOOKING_STATUSES = STATUSES;

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
