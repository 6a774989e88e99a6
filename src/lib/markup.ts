import type { MarkupRuleJson } from '../../contract/markup';
import { minorUnitsOf } from './money';

/** What a markup form holds: no markup, a percentage or a fixed amount, as typed. */
export interface MarkupDraft {
  kind: 'none' | 'percent' | 'fixed';
  /** A percentage (`12.5`) or an amount in major units (`5.00`), a point or a comma. */
  value: string;
  currency: string;
}

/** The form's view of a stored markup (none: an empty percentage form in `currency`). */
export function draftOf(rule: MarkupRuleJson | null, currency: string): MarkupDraft {
  if (!rule) return { kind: 'none', value: '', currency };
  if (rule.kind === 'percent')
    return { kind: 'percent', value: String(rule.value / 100), currency };
  const code = rule.currency ?? currency;
  const units = minorUnitsOf(code);
  return { kind: 'fixed', value: (rule.value / 10 ** units).toFixed(units), currency: code };
}

/**
 * The markup a draft asks for: null for none; undefined when the value is not a number of
 * at most 2 decimals for a percentage, or of the currency's decimals for an amount (the API
 * checks the bounds).
 */
export function ruleOf(draft: MarkupDraft): MarkupRuleJson | null | undefined {
  if (draft.kind === 'none') return null;
  const text = draft.value.trim().replace(',', '.');
  const decimals = draft.kind === 'percent' ? 2 : minorUnitsOf(draft.currency);
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  if (!pattern.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  const value = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(value)) return undefined;
  return draft.kind === 'percent'
    ? { kind: 'percent', value }
    : { kind: 'fixed', value, currency: draft.currency };
}
