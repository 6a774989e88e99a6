import type { LeadRequest } from '../../../contract/bookings';
import { parseFid } from '../white-label';

/** The lead form's fields (SPEC section 3 "Forms"). */
export interface LeadForm {
  name: string;
  email: string;
  phone: string;
  /** The dial code of the chosen country, e.g. `+972`. */
  country_prefix: string;
}

/**
 * The body of `POST /v3/services/proxy` (SPEC section 7) as the lead form sends it: every
 * field of the contract's lead, in the order `leadPayload` writes them.
 */
export type LeadPayload = { [K in keyof LeadRequest]-?: Exclude<LeadRequest[K], undefined> };

/** The referrer and user id sent when the page's URL has no agent id (SPEC section 7). */
export const NO_FID_REF = 3;

/** The mailing-list groups: one for Hebrew, one for every other language. */
export const LEAD_GROUPS = { he: 217379, other: 243420 } as const;

export interface LeadContext {
  locale: string;
  /** The page's title and address at the time of sending. */
  title: string;
  url: string;
  /** The lead endpoint and token (`LEAD_CONFIG`). */
  to: string;
  token: string;
}

/** The valid agent id in a URL's `fid` query parameter, else null. */
function queryFid(url: string): number | null {
  try {
    return parseFid(new URL(url).searchParams.get('fid'));
  } catch {
    return null;
  }
}

/**
 * The exact lead payload of SPEC section 7: `bot` 1 and group 217379 for Hebrew, else 0 and
 * 243420; `ref` and `userid` are the `fid` of the page's query when it holds a valid agent
 * id, else 3. Text fields are trimmed; `fullname` repeats the name.
 */
export function leadPayload(form: LeadForm, context: LeadContext): LeadPayload {
  const he = context.locale === 'he';
  const fid = queryFid(context.url);
  const name = form.name.trim();
  return {
    to: context.to,
    bot: he ? 1 : 0,
    token: context.token,
    name,
    fullname: name,
    email: form.email.trim(),
    addToGroups: he ? LEAD_GROUPS.he : LEAD_GROUPS.other,
    lang: context.locale,
    title: context.title,
    url: context.url,
    calling_code: form.country_prefix.trim(),
    phone: form.phone.trim(),
    ref: fid ?? NO_FID_REF,
    userid: fid ?? NO_FID_REF,
  };
}
