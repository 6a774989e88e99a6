/**
 * Numbers and quantities as text, composed only by `Intl.NumberFormat` in the visitor's
 * language: its decimal mark and grouping ("1,3 km" in de, "12 345" in fr), its unit words
 * and their place ("1.3公里" in zh-CN, "350 מ׳" in he, "%75" in tr), with each locale's own
 * default digits. Messages take the finished quantity ("{{distance}} from the centre").
 */

import { formatWithPattern, numberPattern, type NumberPatterns } from './number-patterns';
import { remembered } from './remembered';

/** What formats a number: an `Intl.NumberFormat`, or a pattern read off one on the server. */
export interface NumberFormatter {
  format(value: number): string;
}

const formats = new Map<string, NumberFormatter>();
const patterns = new Map<string, NumberPatterns[string]>();
/** Patterns read on the server, null for a format no pattern writes: a page reads each once. */
const readPatterns = new Map<string, NumberPatterns[string] | null>();

/** The key of a number format: its locale tag and options. */
function numberFormatKey(iso: string, options: Intl.NumberFormatOptions): string {
  return `${iso}|${JSON.stringify(options)}`;
}

/**
 * A cached formatter for a locale tag and options: `Intl.NumberFormat`, or where the page gave
 * its pattern (`adoptNumberPatterns`), the pattern, with `Intl` built only for a number the
 * pattern does not write (src/lib/number-patterns.ts: a page's first `Intl` formatter starts
 * ICU, a long task on a phone).
 */
export function numberFormat(iso: string, options: Intl.NumberFormatOptions = {}): NumberFormatter {
  const key = numberFormatKey(iso, options);
  let format = formats.get(key);
  if (!format) {
    const pattern = patterns.get(key);
    if (pattern) {
      let intl: Intl.NumberFormat | undefined;
      format = {
        format: (value) =>
          formatWithPattern(pattern, value) ??
          (intl ??= new Intl.NumberFormat(iso, options)).format(value),
      };
    } else {
      format = new Intl.NumberFormat(iso, options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * The patterns of these formats in `iso`, read off `Intl` on the server for an island's props
 * (a format no pattern can write is left out: the island builds it with `Intl`).
 */
export function numberPatterns(iso: string, options: Intl.NumberFormatOptions[]): NumberPatterns {
  const found: NumberPatterns = {};
  for (const option of options) {
    const key = numberFormatKey(iso, option);
    let pattern = readPatterns.get(key);
    if (pattern === undefined) {
      pattern = numberPattern(iso, option) ?? null;
      readPatterns.set(key, pattern);
    }
    if (pattern) found[key] = pattern;
  }
  return found;
}

/** In an island: writes numbers with the patterns the server gave instead of starting `Intl`. */
export function adoptNumberPatterns(given: NumberPatterns): void {
  for (const [key, pattern] of Object.entries(given)) {
    if (!patterns.has(key)) patterns.set(key, pattern);
  }
}

/** A plain number as the language writes it: "1,234" (en), "1.234" (de), "1 234" (fr). */
export function formatNumber(value: number, iso: string): string {
  return numberFormat(iso).format(value);
}

export const KILOMETRES: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilometer',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
};
export const METRES: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'meter',
  unitDisplay: 'short',
  maximumFractionDigits: 0,
};

/**
 * A distance given in kilometres: "1.3 km", "1,3 км", "1.3公里"; under a kilometre in metres,
 * to the nearest 10 m ("350 m"), which reads better than "0.4 km" for a walk to a landmark.
 */
export function formatDistance(kilometres: number, iso: string): string {
  if (kilometres < 1) {
    return numberFormat(iso, METRES).format(Math.round(kilometres * 100) * 10);
  }
  return numberFormat(iso, KILOMETRES).format(kilometres);
}

export const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/** A share given in percent (75 for 75 %): "75%", "75 %" (de, fr), "%75" (tr). */
export function formatPercent(percent: number, iso: string): string {
  return numberFormat(iso, PERCENT).format(percent / 100);
}

export const SCORE: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};

/** A guest rating out of 10, always with one decimal: "8.0", "8,5" (de). */
export function formatScore(rating: number, iso: string): string {
  return numberFormat(iso, SCORE).format(rating);
}

/** The plain number's options (`formatNumber`, counts in messages). */
export const PLAIN: Intl.NumberFormatOptions = {};

/** The formats of quantities a results or hotel card writes: counts, shares, distances, scores. */
export const QUANTITY_FORMATS = [PLAIN, PERCENT, KILOMETRES, METRES, SCORE];

/**
 * The number of a room's area, a whole number in the chosen unit ("1,076" ft², "1.076" in de).
 * Only the number: `Intl` has no area units (its sanctioned units stop at `acre` and
 * `hectare`; "square-meter" and "square-foot" throw), so the unit symbol stays a message
 * (`unit.m`, `unit.f`) and the message `rates.size` places it.
 */
export function formatArea(area: number, iso: string): string {
  return numberFormat(iso, { maximumFractionDigits: 0 }).format(area);
}

/**
 * A latitude or longitude in degrees, to five decimals (about a metre): "52.52001°", "52,52001°"
 * (de). The degree sign ends each number, so two of them stay apart in languages whose
 * decimal mark is the comma that also separates them ("52,52001°, 13,40495°").
 */
export function formatCoordinate(degrees: number, iso: string): string {
  return numberFormat(iso, {
    style: 'unit',
    unit: 'degree',
    unitDisplay: 'narrow',
    maximumFractionDigits: 5,
  }).format(degrees);
}

/**
 * Ranges already written: ICU's `formatRange` costs about 25 µs a call, and every search form
 * of a build's tens of thousands of pages writes the same children's ages.
 */
const numberRanges = new Map<string, string>();
const rangeFormats = new Map<string, Intl.NumberFormat>();

/** A range of whole numbers as the language writes it: "0–17", "0～17" (ja), "0~17" (ko). */
export function formatNumberRange(from: number, to: number, iso: string): string {
  return remembered(numberRanges, `${iso}|${from}|${to}`, () => {
    let format = rangeFormats.get(iso);
    if (!format) {
      format = new Intl.NumberFormat(iso);
      rangeFormats.set(iso, format);
    }
    return format.formatRange(from, to);
  });
}
