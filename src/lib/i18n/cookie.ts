/** Name of the cookie that remembers the chosen language (SPEC section 9). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
/** Lifetime of the language cookie: 365 days, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
