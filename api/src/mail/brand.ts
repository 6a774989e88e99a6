import type { Database } from '../db/database.ts';
import type { Locale } from '../lib/i18n.ts';

/** The brand a message is sent under: the house's, or a white-label partner's. */
export interface MailBrand {
  /** Name in the message's language (and the From name). */
  name: string;
  /** True for a partner (agent, agency or custom host); false for the house. */
  partner: boolean;
  /** Background of the header and buttons, and the text on it (validated `#rrggbb` colours). */
  background: string;
  onBackground: string;
  /** Links and accents. */
  accent: string;
  /** Absolute URL of the logo (light variant), or null; the name is always written out too. */
  logoUrl: string | null;
}

const HOUSE_COLOURS = { background: '#1d4ed8', onBackground: '#ffffff', accent: '#1d4ed8' };

interface AgencyData {
  white_label?: boolean;
  name?: string | null;
  translations?: Record<string, { name?: string | null } | undefined>;
  colors?: Record<string, { light?: string | null } | null | undefined>;
  logo?: { light?: string | null } | null;
}

/** A colour as `#rgb`/`#rrggbb`, else null (nothing else reaches a style attribute). */
function colour(value: unknown): string | null {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : null;
}

/** An image path of the API's own assets, made absolute on `base`; null otherwise. */
function assetUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !/^\/assets\/brands\/[a-z0-9-]+\.(?:svg|png|jpg)$/.test(value))
    return null;
  return /^https?:\/\//.test(base) ? `${base.replace(/\/+$/, '')}${value}` : null;
}

/**
 * The brand of a booking's white-label settings (`agencies` row of its `agency_fid`): a
 * partner's name, colours and logo when white-labelled, else the house (`houseName`).
 * `assetBase` is an absolute origin that serves `/assets/` (the site's front server does).
 */
export async function brandOf(
  db: Database,
  fid: number,
  locale: Locale,
  houseName: string,
  assetBase: string,
): Promise<MailBrand> {
  const row = await db.get<{ data: string }>('SELECT data FROM agencies WHERE fid = ?', [fid]);
  const data = row ? (JSON.parse(row.data) as AgencyData) : null;
  const name = data?.translations?.[locale]?.name ?? data?.name;
  if (!data?.white_label || !name)
    return { name: houseName, partner: false, logoUrl: null, ...HOUSE_COLOURS };
  const background = colour(data.colors?.['bgBrand']?.light) ?? HOUSE_COLOURS.background;
  return {
    name,
    partner: true,
    background,
    onBackground: colour(data.colors?.['textBrand']?.light) ?? '#ffffff',
    accent: colour(data.colors?.['brand']?.light) ?? background,
    logoUrl: assetUrl(data.logo?.light, assetBase),
  };
}
