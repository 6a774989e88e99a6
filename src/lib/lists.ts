/** Lists as text, joined by `Intl.ListFormat` in the visitor's language. */

const formats = new Map<string, Intl.ListFormat>();

/**
 * Items joined as the language joins them. `conjunction`: "Visa, Mastercard and Amex";
 * `unit`: parts of one measure or summary with no "and", "2 adults, 1 child, 1 room".
 * Empty items are left out.
 */
export function formatList(
  items: readonly (string | null | undefined)[],
  iso: string,
  type: 'conjunction' | 'unit' = 'conjunction',
): string {
  const key = `${iso}|${type}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(iso, { type, style: type === 'unit' ? 'short' : 'long' });
    formats.set(key, format);
  }
  return format.format(items.filter((item): item is string => Boolean(item)));
}
