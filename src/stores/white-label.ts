import type { WhiteLabel } from '../lib/types';
import { is, persisted } from './persisted';

/**
 * The white-label settings of the current agent, agency or host, or null for the default
 * brand. Values are checked again where they are used (colours and URLs, src/lib/colors.ts).
 */
export const $whiteLabel = persisted<WhiteLabel | null>('whiteLabel', null, (v) => {
  if (v === null) return null;
  if (!is.record(v) || !is.finite(v.fid) || !is.boolean(v.white_label)) return undefined;
  if (!is.record(v.colors) || !is.record(v.logo) || !is.record(v.socials)) return undefined;
  return v as unknown as WhiteLabel;
});
