/**
 * Addresses outside this site (SPEC section 2 and 6), from configuration with defaults.
 * The three external links open in new tabs.
 */
const env = import.meta.env;
const url = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^https?:\/\//.test(value.trim()) ? value.trim() : fallback;

export const EXTERNAL = {
  /** The agents' dashboard on the sales site. */
  agentDashboard: url(env.PUBLIC_AGENT_DASHBOARD_URL, 'https://agents.stayway.example/dashboard'),
  /** The tool that finds a hotel confirmation number. */
  hotelConfirmation: url(
    env.PUBLIC_HOTEL_CONFIRMATION_URL,
    'https://agents.stayway.example/hotel-confirmation',
  ),
  /** The password-reset page. */
  passwordReset: url(
    env.PUBLIC_PASSWORD_RESET_URL,
    'https://agents.stayway.example/password/reset',
  ),
  /** The separate sales site of flights, packages, car rentals, tickets and the new site (SPEC section 1). */
  salesSite: url(env.PUBLIC_SALES_SITE_URL, 'https://sales.stayway.example'),
} as const;

const JOIN = {
  he: url(env.PUBLIC_JOIN_URL_HE, 'https://join.stayway.example/he'),
  other: url(env.PUBLIC_JOIN_URL, 'https://join.stayway.example/en'),
};

/**
 * The "Join as an Agent" address (SPEC section 9): one for Hebrew, one for every other
 * language, with `?ref={fid}` when an agent id is known.
 */
export function joinAgentUrl(locale: string, fid: number | null | undefined): string {
  const base = new URL(locale === 'he' ? JOIN.he : JOIN.other);
  if (fid !== null && fid !== undefined && Number.isInteger(fid) && fid > 0)
    base.searchParams.set('ref', String(fid));
  return base.href;
}
