/** The texts a format wrote before, per kind, for formats called again and again with the same input. */

/** At most this many texts per kind: bounds what a long-running server keeps. */
const KEPT = 500;

/** The text `write` gave for `key` the last time, else its new text (kept for next time). */
export function remembered(texts: Map<string, string>, key: string, write: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = write();
    if (texts.size >= KEPT) texts.clear();
    texts.set(key, text);
  }
  return text;
}
