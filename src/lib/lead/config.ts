/**
 * Lead capture and tag-manager configuration, read at build time with demo defaults
 * (SPEC section 7). The lead token is public by design: the browser sends it.
 */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** The lead endpoint on the mailing provider (`to`) and its token, relayed by the proxy call. */
export const LEAD_CONFIG = {
  to: text(env.PUBLIC_LEAD_TO, 'https://leads.stayway.example/api/subscribe'),
  token: text(env.PUBLIC_LEAD_TOKEN, 'demo-lead-token'),
} as const;

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;

/** A tag-manager container id when it is well formed (`GTM-XXXXXXX`), else null. */
export function parseGtmId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return GTM_ID_PATTERN.test(id) ? id : null;
}

/** The tag-manager container id, or null (the default): no container is loaded. */
export const GTM_ID = parseGtmId(env.PUBLIC_GTM_ID);
