/** The lead pop-up's constants (SPEC section 9), in milliseconds. */
export const LEAD_TIMING = {
  /** A visit at least this long after the last one counts as a fresh visit. */
  sinceVisit: 120_000,
  /** Delay after load on a fresh visit. */
  delay: 10_000,
  /** After a close, the pop-up stays away this long. */
  reshowGap: 7 * 24 * 60 * 60 * 1000,
  /** The pop-up closes this long after the lead was sent. */
  autoClose: 2000,
} as const;

/**
 * The 7-day re-show rule (SPEC section 9): true while a close at `closed` keeps the pop-up
 * away at `now`, that is 7 days or less ago; a close time in the future counts as recent.
 */
export function closedRecently(now: number, closed: number | null): boolean {
  return closed !== null && now - closed <= LEAD_TIMING.reshowGap;
}

/** What the pop-up does on a page load, and what the `visited` and `closed` stores become. */
export interface LeadPlan {
  /** Milliseconds from now until the pop-up opens, or null when it stays closed on this page. */
  openIn: number | null;
  /** The new `visited` value: this load's time. */
  visited: number;
  /** The new `closed` value: unchanged, or null once the 7-day gap has passed (a reset). */
  closed: number | null;
}

/**
 * When the lead pop-up opens on a page loaded at `now` (SPEC section 4 and 9), from the last
 * visit's time and the last close's time (ms since epoch, or null).
 * - Closed 7 days ago or less (`closedRecently`): it stays closed.
 * - Closed more than 7 days ago: both times reset, as on a first visit.
 * - Never closed (or reset): 10 s after load on a first visit or when the last visit was at
 *   least 120 s ago, otherwise after the remaining part of the 120 s.
 */
export function planLeadPopup(
  now: number,
  visited: number | null,
  closed: number | null,
): LeadPlan {
  if (closedRecently(now, closed)) return { openIn: null, visited: now, closed };
  // A close more than 7 days ago resets the visited time too: this counts as a first visit.
  const last = closed !== null ? null : visited;
  const since = last === null ? Infinity : Math.max(0, now - last);
  const openIn =
    since >= LEAD_TIMING.sinceVisit ? LEAD_TIMING.delay : LEAD_TIMING.sinceVisit - since;
  return { openIn, visited: now, closed: null };
}
