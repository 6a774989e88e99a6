/**
 * Strict colour validation for values that reach CSS (widget query parameters,
 * white-label settings). Only plain colours pass: hex, rgb()/rgba(), hsl()/hsla()
 * with numeric components. Anything else is rejected, never written into CSS. The inline
 * partner-brand script (src/scripts/inline) applies the same rule before first paint;
 * src/scripts/partner-brand.test.ts holds both to one table.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`[+-]?(?:\d{1,3}(?:\.\d{1,4})?|\.\d{1,4})`;
const PCT = `${NUM}%`;
const ALPHA = `(?:${NUM}%?)`;
const SEP = String.raw`\s*,\s*`;
const RGB = new RegExp(
  String.raw`^rgba?\(\s*(?:${NUM}${SEP}${NUM}${SEP}${NUM}|${PCT}${SEP}${PCT}${SEP}${PCT})(?:${SEP}${ALPHA})?\s*\)$|` +
    String.raw`^rgba?\(\s*(?:${NUM}\s+${NUM}\s+${NUM}|${PCT}\s+${PCT}\s+${PCT})(?:\s*/\s*${ALPHA})?\s*\)$`,
  'i',
);
const HUE = `${NUM}(?:deg|turn|rad)?`;
const HSL = new RegExp(
  String.raw`^hsla?\(\s*${HUE}${SEP}${PCT}${SEP}${PCT}(?:${SEP}${ALPHA})?\s*\)$|` +
    String.raw`^hsla?\(\s*${HUE}\s+${PCT}\s+${PCT}(?:\s*/\s*${ALPHA})?\s*\)$`,
  'i',
);

/**
 * The colour normalised for CSS (`ff0000` becomes `#ff0000`), or undefined when the value
 * is not a plain colour. Values longer than 64 characters are rejected outright.
 */
export function safeColor(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > 64) return undefined;
  if (HEX.test(text)) return text.startsWith('#') ? text.toLowerCase() : `#${text.toLowerCase()}`;
  if (RGB.test(text) || HSL.test(text)) return text.toLowerCase().replace(/\s+/g, ' ');
  return undefined;
}

/** The brand colour tokens (SPEC section 3 white-label colours plus the page background). */
export const COLOR_TOKENS = [
  'brand',
  'bg_brand',
  'bg_brand_alt',
  'text_brand',
  'text_brand_alt',
  'background',
] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];

/** The twelve widget query parameters of SPEC section 2: every token, light and dark. */
export const WIDGET_COLOR_PARAMS = COLOR_TOKENS.flatMap((token) => [
  `${token}_light`,
  `${token}_dark`,
]);

/**
 * CSS custom property declarations (`--brand-light:#ff0000`) for the valid colour
 * parameters of a query; invalid or missing values are left out.
 */
export function colorOverrides(query: URLSearchParams): string {
  const declarations: string[] = [];
  for (const param of WIDGET_COLOR_PARAMS) {
    const color = safeColor(query.get(param));
    if (color) declarations.push(`--${param.replace(/_/g, '-')}:${color}`);
  }
  return declarations.join(';');
}
