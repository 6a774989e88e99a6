const regionNames = new Map<string, Intl.DisplayNames>();
const found = new Map<string, string>();

/**
 * A country's name in a language (`iso`, e.g. `he-IL`) from `Intl.DisplayNames`, else
 * `fallback`. Stored countries keep their code so that the name follows the page's language.
 */
export function regionName(code: string, iso: string, fallback: string): string {
  // Pre-rendering asks for the same names on thousands of pages; a map beats `DisplayNames.of`.
  const key = `${iso}|${code}|${fallback}`;
  const known = found.get(key);
  if (known !== undefined) return known;
  let names = regionNames.get(iso);
  if (!names) {
    names = new Intl.DisplayNames([iso, 'en'], { type: 'region', fallback: 'none' });
    regionNames.set(iso, names);
  }
  let name = fallback;
  try {
    name = names.of(code.toUpperCase()) ?? fallback;
  } catch {
    // A code Intl does not know keeps the fallback.
  }
  found.set(key, name);
  return name;
}
