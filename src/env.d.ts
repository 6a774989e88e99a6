interface ImportMetaEnv {
  readonly PUBLIC_BRAND_NAME?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_API_URL?: string;
  /** A raster street tile URL template (https, {z}/{x}/{y}); unset: the self-hosted basemap. */
  readonly PUBLIC_MAP_STYLE_URL?: string;
  /** The street tiles' attribution, plain text. */
  readonly PUBLIC_MAP_ATTRIBUTION?: string;
  readonly PUBLIC_CLIENT_TOKEN?: string;
  readonly PUBLIC_AGENT_DASHBOARD_URL?: string;
  readonly PUBLIC_HOTEL_CONFIRMATION_URL?: string;
  readonly PUBLIC_PASSWORD_RESET_URL?: string;
  readonly PUBLIC_SALES_SITE_URL?: string;
  readonly PUBLIC_JOIN_URL?: string;
  readonly PUBLIC_JOIN_URL_HE?: string;
  readonly PUBLIC_LEAD_TO?: string;
  readonly PUBLIC_LEAD_TOKEN?: string;
  readonly PUBLIC_GTM_ID?: string;
  readonly PUBLIC_WHITE_LABEL_TLD?: string;
  readonly PUBLIC_WHITE_LABEL_HOST?: string;
  readonly PUBLIC_WHITE_LABEL_FID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The day the site was built (YYYY-MM-DD): the sitemaps' `lastmod` (astro.config.mjs). */
declare const __BUILD_DATE__: string;
