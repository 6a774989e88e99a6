const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in a language (`iso`, e.g. `he-IL`) from `Intl.DisplayNames`, else
 * `fallback`. Stored countries keep their code so that the name follows the page's language.
 */
export function regionName(code: string, iso: string, fallback: string): string {
  let names = regionNames.get(iso);
  if (!names) {
    names = new Intl.DisplayNames([iso, 'en'], { type: 'region', fallback: 'none' });
    regionNames.set(iso, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
