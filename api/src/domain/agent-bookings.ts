import { z } from 'zod';
import { BOOKING_STATUSES, type EarningsTotal } from '../../../contract/bookings.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { t, type Locale } from '../lib/i18n.ts';
import { managedAgency } from './access.ts';
import type { BookingRow } from './bookings.ts';
import type { Catalog } from './catalog.ts';
import { bookingEarnings, earningsTotals, type BookingEarnings } from './earnings.ts';
import { effectiveStatus } from './holds.ts';
import { isDate } from './stay.ts';

const dateParam = z
  .string()
  .optional()
  .refine((v) => v === undefined || isDate(v), { message: 'validation.month' });

/** The filters of the agent's bookings list (and of its CSV export). */
export const agentQuery = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  from: dateParam,
  to: dateParam,
  q: z.string().max(100).optional(),
  all: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentQuery = z.infer<typeof agentQuery>;

/** A booking of the filtered list with what it earned and who booked it. */
export interface AgentListEntry {
  row: BookingRow;
  earnings: BookingEarnings;
  bookedBy: { id: number; name: string } | null;
}

/**
 * The bookings a user may list, filtered, newest first: without `all` the ones they made
 * (and their proposals' clients made);
 * with it their agency's (house staff: the house's; 403 for anyone else), each with its
 * earnings and who booked it.
 */
export async function agentBookingList(
  db: Database,
  catalog: Catalog,
  user: UserRow,
  query: AgentQuery,
  locale: Locale,
  now: number,
): Promise<AgentListEntry[]> {
  const agency = managedAgency(user);
  if (query.all && agency === null) throw new ApiError(403, t(locale, 'agent.all_forbidden'));
  const rows = await (query.all
    ? db.all<BookingRow>(
        'SELECT * FROM bookings WHERE agency_fid = ? ORDER BY created_at DESC, uuid',
        [agency],
      )
    : db.all<BookingRow>(
        `SELECT * FROM bookings WHERE user_id = ?
           OR proposal_id IN (SELECT id FROM proposals WHERE agent_user_id = ?)
         ORDER BY created_at DESC, uuid`,
        [user.id, user.id],
      ));
  const q = query.q?.trim().toLowerCase();
  const filtered = rows.filter((row) => {
    if (query.status && effectiveStatus(row, now) !== query.status) return false;
    if (query.from && row.check_in < query.from) return false;
    if (query.to && row.check_in > query.to) return false;
    if (q) {
      const hotel = catalog.hotel(row.hotel_id)?.name.toLowerCase() ?? '';
      const holder = row.holder.toLowerCase();
      if (!row.reference.toLowerCase().includes(q) && !hotel.includes(q) && !holder.includes(q))
        return false;
    }
    return true;
  });
  const ids = [...new Set(filtered.map((row) => row.user_id).filter((id) => id !== null))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db.all<{ id: number; name: string }>(
            `SELECT id, name FROM users WHERE id IN (${ids.map(() => '?').join(', ')})`,
            ids,
          )
        ).map((u) => [Number(u.id), u.name]),
  );
  const entries: AgentListEntry[] = [];
  for (const row of filtered) {
    const id = row.user_id === null ? null : Number(row.user_id);
    entries.push({
      row,
      earnings: await bookingEarnings(db, row, now),
      bookedBy: id === null ? null : { id, name: names.get(id) ?? '' },
    });
  }
  return entries;
}

/** The totals of a list, and (for an agency's list) the same per agent who booked. */
export function listTotals(entries: readonly AgentListEntry[], perAgent: boolean) {
  const groups = new Map<number | null, AgentListEntry[]>();
  if (perAgent)
    for (const entry of entries) {
      const key = entry.bookedBy?.id ?? null;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
  return {
    totals: earningsTotals(entries.map((e) => e.earnings)),
    by_agent: [...groups.values()].map((group) => ({
      agent: group[0]?.bookedBy ?? null,
      totals: earningsTotals(group.map((e) => e.earnings)) satisfies EarningsTotal[],
    })),
  };
}
