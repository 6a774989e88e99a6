import type { MarkupRule } from '../../../contract/agent-price.ts';
import type { MarkupRuleJson } from '../../../contract/markup.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../lib/context.ts';
import { isCurrency, minorRate } from '../lib/money.ts';

/** Whose markup a row is: an agency's default (its fid) or an agent's own (their user id). */
export type MarkupScope = 'agency' | 'agent';

interface MarkupRow {
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
}

function ruleOf(row: MarkupRow | undefined): MarkupRule | null {
  if (!row) return null;
  const value = Number(row.value);
  return row.kind === 'fixed'
    ? { kind: 'fixed', value, currency: row.currency ?? 'EUR' }
    : { kind: 'percent', value };
}

/** The stored markup of an agency or an agent, or null. */
export async function readMarkup(
  db: Database,
  scope: MarkupScope,
  subjectId: number,
): Promise<MarkupRule | null> {
  return ruleOf(
    await db.get<MarkupRow>(
      'SELECT kind, value, currency FROM markups WHERE scope = ? AND subject_id = ?',
      [scope, subjectId],
    ),
  );
}

/** Sets (replaces) the markup of an agency or an agent. */
export async function writeMarkup(
  db: Database,
  scope: MarkupScope,
  subjectId: number,
  rule: MarkupRule,
  by: number,
): Promise<void> {
  await db.run(
    `INSERT INTO markups (scope, subject_id, kind, value, currency, updated_by, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (scope, subject_id) DO UPDATE SET kind = excluded.kind, value = excluded.value,
       currency = excluded.currency, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [
      scope,
      subjectId,
      rule.kind,
      rule.value,
      rule.kind === 'fixed' ? rule.currency : null,
      by,
      new Date().toISOString(),
    ],
  );
}

/** Removes the markup of an agency or an agent (then none, or the agency's, applies). */
export async function clearMarkup(db: Database, scope: MarkupScope, subjectId: number) {
  await db.run('DELETE FROM markups WHERE scope = ? AND subject_id = ?', [scope, subjectId]);
}

/** True when the user is the owner of agency `fid` (who alone sets its default markup). */
export async function ownsAgency(db: Database, user: UserRow, fid: number): Promise<boolean> {
  const row = await db.get<{ owner_user_id: number | null }>(
    'SELECT owner_user_id FROM agencies WHERE fid = ?',
    [fid],
  );
  return row?.owner_user_id != null && Number(row.owner_user_id) === user.id;
}

/** An agent's markups: their own, their agency's default, and the one that prices their sales. */
export async function markupsOf(db: Database, user: UserRow) {
  const own = await readMarkup(db, 'agent', user.id);
  const agency = user.fid === null ? null : await readMarkup(db, 'agency', user.fid);
  const source: 'own' | 'agency' | 'none' = own ? 'own' : agency ? 'agency' : 'none';
  return { own, agency, effective: own ?? agency, source };
}

/**
 * How a caller's prices are made: null for anyone but an agent (plan_id set), who sees the
 * public price; for an agent, the markup that applies (their own, else their agency's).
 */
export async function sellerTerms(
  db: Database,
  user: UserRow | null,
): Promise<{ markup: MarkupRule | null } | null> {
  if (!user || user.plan_id === null) return null;
  return { markup: (await markupsOf(db, user)).effective };
}

/** The rate converting a fixed markup to a booking currency (see `AgentPriceInput.fixedRate`). */
export function fixedRateOf(rule: MarkupRule | null, currency: string): number {
  return rule?.kind === 'fixed' ? minorRate(rule.currency, currency) : 1;
}

/**
 * The message key of what is wrong with a markup a caller sends, or null when it keeps the
 * configured bounds (a fixed amount in a supported currency, compared in euros).
 */
export function markupProblem(
  rule: MarkupRuleJson,
  bounds: Config['markupBounds'],
): 'validation.markup_max' | 'validation.markup_currency' | null {
  if (rule.kind === 'percent')
    return rule.value > bounds.maxPercent ? 'validation.markup_max' : null;
  if (!rule.currency || !isCurrency(rule.currency)) return 'validation.markup_currency';
  const eurCents = rule.value * minorRate(rule.currency, 'EUR');
  return eurCents > bounds.maxFixedEurCents ? 'validation.markup_max' : null;
}

/** True for a signed-in agent (plan_id set): the one who may read net, commission and markup. */
export function isAgent(user: UserRow | null | undefined): boolean {
  return user != null && user.plan_id !== null;
}
