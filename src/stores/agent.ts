import { is, persisted } from './persisted';

/** The default agent id when none is known (SPEC section 9). */
export const DEFAULT_FID = 1;

const positiveInt = (v: unknown) => (is.finite(v) && Number.isInteger(v) && v > 0 ? v : undefined);

/** The agent or affiliate id (fid) the visitor came with, or null. */
export const $fid = persisted<number | null>('fid', null, (v) =>
  v === null ? null : positiveInt(v),
);

/** The referral code (`ref`) the visitor came with, or null. */
export const $referral = persisted<string | null>('referral', null, (v) =>
  v === null ? null : is.string(v) && /^[\w-]{1,64}$/.test(v) ? v : undefined,
);

/** Reads a fid from a query value: a positive whole number, else null. */
export function parseFid(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const fid = Number(value);
  return fid > 0 ? fid : null;
}
