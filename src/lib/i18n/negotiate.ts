import { DEFAULT_LOCALE, isLocale, LOCALES } from './locales.ts';

/**
 * The site locale that best matches an Accept-Language header, or undefined.
 * Exact tags win (`pt-BR` is `pt-br`), then the primary language (`de-AT` is `de`,
 * `zh-HK` is `zh-tw`, `zh` is `zh-cn`, `tl`/`fil` is `tl-ph`, `iw` is `he`), in quality order.
 */
export function matchAcceptLanguage(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const found = localeForTag(tag);
    if (found) return found;
  }
  return undefined;
}

const ALIASES: Record<string, string> = {
  iw: 'he',
  zh: 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-mo': 'zh-tw',
  tl: 'tl-ph',
  fil: 'tl-ph',
  in: 'id',
};

function localeForTag(tag: string): string | undefined {
  if (isLocale(tag)) return tag;
  const alias = ALIASES[tag] ?? ALIASES[tag.split('-').slice(0, 2).join('-')];
  if (alias) return alias;
  const primary = tag.split('-')[0] ?? '';
  if (ALIASES[primary]) return ALIASES[primary];
  if (isLocale(primary)) return primary;
  return LOCALES.find((l) => l.iso.toLowerCase() === tag)?.code;
}

/**
 * The locale a visitor of `/` should see (SPEC section 4): the saved cookie,
 * else the browser language, else `en`. The URL prefix is decided before this.
 */
export function chooseRootLocale(
  cookie: string | undefined,
  acceptLanguage: string | null,
): string {
  if (cookie !== undefined && isLocale(cookie)) return cookie;
  return matchAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
