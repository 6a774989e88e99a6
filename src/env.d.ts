interface ImportMetaEnv {
  readonly PUBLIC_BRAND_NAME?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_API_URL?: string;
  readonly PUBLIC_CLIENT_TOKEN?: string;
  readonly PUBLIC_AGENT_DASHBOARD_URL?: string;
  readonly PUBLIC_HOTEL_CONFIRMATION_URL?: string;
  readonly PUBLIC_PASSWORD_RESET_URL?: string;
  readonly PUBLIC_SALES_SITE_URL?: string;
  readonly PUBLIC_JOIN_URL?: string;
  readonly PUBLIC_JOIN_URL_HE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
