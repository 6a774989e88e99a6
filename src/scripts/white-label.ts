/**
 * The agent id and white-label settings of the visit (SPEC section 3, 7 and 8), run once
 * the page is interactive (src/scripts/interactive.ts): the `fid` query parameter or cookie (28 days; the cookie's value is
 * copied into the URL when missing), the lookup by host, the cached settings refreshed and
 * applied, and the fallback to the canonical domain when the lookup fails.
 */
import { browserApi } from '../stores/api';
import { readCookie, writeCookie } from '../lib/api/cookies';
import { SITE_URL } from '../lib/config';
import { localeFromPath } from '../lib/i18n/locales';
import type { WhiteLabel } from '../lib/types';
import {
  DEFAULT_FID,
  fallbackUrl,
  FID_COOKIE_MAX_AGE,
  isDefaultHost,
  lookupPath,
  parseFid,
  parseReferral,
} from '../lib/white-label';
import { $fid, $referral } from '../stores/agent';
import { $whiteLabel } from '../stores/white-label';

declare global {
  interface Window {
    applyWhiteLabel?: (settings: unknown) => void;
  }
}

const FID_COOKIE = 'fid';
const CHECKED_KEY = 'white-label-checked';

export async function runWhiteLabel(): Promise<void> {
  const url = new URL(location.href);
  // A referral code is kept like the agent id, for the registration (SPEC section 3).
  const referral = parseReferral(url.searchParams.get('ref'));
  if (referral !== null) $referral.set(referral);
  const queryFid = url.searchParams.get('fid');
  if (queryFid === 'null') {
    // SPEC section 8: "null" forgets the agent: no cookie, agent id 1, the default brand (the
    // cached brand was already left out before first paint), and no fid in the address.
    writeCookie(FID_COOKIE, null);
    $fid.set(null);
    $whiteLabel.set(null);
    sessionStorage.removeItem(CHECKED_KEY);
    url.searchParams.delete('fid');
    history.replaceState(history.state, '', url);
    return;
  }
  const cookieFid = parseFid(readCookie(FID_COOKIE));
  let fid = parseFid(queryFid) ?? cookieFid ?? DEFAULT_FID;
  if (queryFid === null && cookieFid !== null) {
    url.searchParams.set('fid', String(cookieFid));
    history.replaceState(history.state, '', url);
  } else if (parseFid(queryFid) !== null) {
    writeCookie(FID_COOKIE, String(fid), FID_COOKIE_MAX_AGE);
    $fid.set(fid);
  }

  const canonical = new URL(SITE_URL);
  const path = lookupPath(location.hostname, fid, canonical.hostname);
  const key = `${path}|${queryFid ?? ''}`;
  // Refresh once per tab session; the cached settings already painted this page.
  if (queryFid === null && sessionStorage.getItem(CHECKED_KEY) === key) return;
  const locale = localeFromPath(location.pathname);
  try {
    const answer = await browserApi(locale, '').get<{ data?: WhiteLabel }>(path);
    const settings = answer.data;
    sessionStorage.setItem(CHECKED_KEY, key);
    if (!settings || typeof settings.fid !== 'number') return;
    if (isDefaultHost(location.hostname, canonical.hostname) && settings.fid !== fid) {
      fid = settings.fid;
      $fid.set(fid);
    }
    $whiteLabel.set(settings.white_label ? settings : null);
    if (settings.white_label) window.applyWhiteLabel?.(settings);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 0;
    // Only a refusal counts as a failed lookup; an unreachable API leaves things as they are.
    if (status < 400 || status >= 500) return;
    $fid.set(null);
    $whiteLabel.set(null);
    if (queryFid === 'null' || parseFid(queryFid) !== null || cookieFid !== null)
      writeCookie(FID_COOKIE, null);
    const target = fallbackUrl(url, canonical.origin);
    if (target !== location.href) location.replace(target);
  }
}
