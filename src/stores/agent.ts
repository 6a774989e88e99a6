import { parseReferral } from '../lib/white-label';
import { is, persisted } from './persisted';

export { DEFAULT_FID } from '../lib/white-label';

const positiveInt = (v: unknown) => (is.finite(v) && Number.isInteger(v) && v > 0 ? v : undefined);

/** The agent or affiliate id (fid) the visitor came with, or null. */
export const $fid = persisted<number | null>('fid', null, (v) =>
  v === null ? null : positiveInt(v),
);

/** The referral code (`ref`) the visitor came with, or null. */
export const $referral = persisted<string | null>('referral', null, (v) =>
  v === null ? null : is.string(v) ? (parseReferral(v) ?? undefined) : undefined,
);
