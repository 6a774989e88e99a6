/**
 * Number formats an island can use without `Intl` (issue 30 item 4). The first `Intl` formatter
 * a page builds (`NumberFormat`, `DateTimeFormat`, `ListFormat`) starts ICU for it: 120-300 ms
 * of one unbroken task on a 4x slowed CPU, more than the rest of a results page's start. The
 * server has long built its formatters: it reads each format an island needs off `Intl` as a
 * pattern (digits, marks, grouping, the text around the number), and the island writes its
 * numbers with the patterns. The patterns write exactly what `Intl` writes on the server (a
 * unit test compares them in every locale), so the island's first render matches the page.
 * A number a pattern does not cover (negative, not finite, huge or tiny) goes to `Intl`.
 */

/** How a locale writes one number format, as `numberPattern` reads it off `Intl`. */
export interface NumberPattern {
  /** The digits 0 to 9 as the locale writes them ("0123456789", "٠١٢٣٤٥٦٧٨٩"). */
  digits: string;
  /** The decimal mark. */
  decimal: string;
  /** The grouping mark; empty when the format does not group. */
  group: string;
  /** Digits in the group nearest the decimal mark (3), and in the others (3; 2 in en-IN). */
  primary: number;
  secondary: number;
  /** Integer digits a number needs beyond `primary` before it is grouped (2 in es, pl: "1234"). */
  minGrouping: number;
  minFraction: number;
  maxFraction: number;
  /** Powers of ten the number is scaled by first: 2 for percent. */
  scale: number;
  /** The text before and after the number: symbols, units, spaces and direction marks. */
  prefix: string;
  suffix: string;
}

/** Patterns by format key (`numberFormatKey` in src/lib/units.ts), as an island's prop. */
export type NumberPatterns = Record<string, NumberPattern>;

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
/** Parts a pattern cannot write: a sign, an exponent, a compact form. */
const UNWRITTEN_PARTS = new Set([
  'minusSign',
  'plusSign',
  'exponentSeparator',
  'exponentMinusSign',
  'exponentInteger',
  'compact',
  'nan',
  'infinity',
]);

/** The text around the number of one formatted value, or undefined when a pattern cannot write it. */
function affixesOf(parts: Intl.NumberFormatPart[]): [string, string] | undefined {
  if (parts.some((part) => UNWRITTEN_PARTS.has(part.type))) return undefined;
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  if (first < 0) return undefined;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [text(0, first), text(last + 1, parts.length)];
}

/** Values whose affixes must all agree (plural forms of units, zero, fractions). */
const AFFIX_PROBES = [0, 1, 2, 3, 4, 5, 7, 11, 12, 21, 22, 25, 100, 101, 1000, 0.5, 1.5, 2.5];

/**
 * The pattern of `Intl.NumberFormat(iso, options)`, or undefined when the format is one a
 * pattern cannot write (significant digits, compact or scientific notation, signs shown,
 * another rounding, text that changes with the number).
 */
export function numberPattern(
  iso: string,
  options: Intl.NumberFormatOptions = {},
): NumberPattern | undefined {
  const format = new Intl.NumberFormat(iso, options);
  const resolved = format.resolvedOptions();
  if (
    resolved.notation !== 'standard' ||
    resolved.signDisplay !== 'auto' ||
    resolved.roundingMode !== 'halfExpand' ||
    resolved.roundingIncrement !== 1 ||
    resolved.roundingPriority !== 'auto' ||
    resolved.trailingZeroDisplay !== 'auto' ||
    resolved.minimumIntegerDigits !== 1 ||
    resolved.minimumSignificantDigits !== undefined ||
    resolved.minimumFractionDigits === undefined ||
    resolved.maximumFractionDigits === undefined
  ) {
    return undefined;
  }
  const scale = resolved.style === 'percent' ? 2 : 0;
  const scaled = (value: number) => value / 10 ** scale;
  const parts = (value: number) => format.formatToParts(scaled(value));

  // The digits and grouping, from 1234567890 written whole.
  const sample = parts(1234567890);
  const integers = sample.filter((part) => part.type === 'integer').map((part) => part.value);
  const written = [...integers.join('')];
  if (written.length !== 10 || written.some((digit) => digit.length !== 1)) return undefined;
  const digits = [...'1234567890'].map((_, i) => written[(i + 9) % 10]).join('');
  const group = sample.find((part) => part.type === 'group')?.value ?? '';
  const primary = integers.at(-1)?.length ?? 3;
  const secondary = integers.length > 2 ? (integers.at(-2)?.length ?? primary) : primary;
  const grouped = (value: number) => parts(value).some((part) => part.type === 'group');
  const minGrouping = !group
    ? 1
    : grouped(10 ** primary)
      ? 1
      : grouped(10 ** (primary + 1))
        ? 2
        : 3;
  // A format with no decimals never writes the mark.
  const decimal =
    format.formatToParts(scaled(1.5)).find((part) => part.type === 'decimal')?.value ?? '';

  const affixes = affixesOf(sample);
  if (!affixes) return undefined;
  for (const value of AFFIX_PROBES) {
    const probe = affixesOf(parts(value));
    if (!probe || probe[0] !== affixes[0] || probe[1] !== affixes[1]) return undefined;
  }
  return {
    digits,
    decimal,
    group,
    primary,
    secondary,
    minGrouping,
    minFraction: resolved.minimumFractionDigits,
    maxFraction: resolved.maximumFractionDigits,
    scale,
    prefix: affixes[0],
    suffix: affixes[1],
  };
}

/** Adds one to the last digit of a string of decimal digits ("199" gives "200"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * `value` written with `pattern`, as `Intl` writes it: rounded half away from zero on the
 * shortest decimal that reads back as the value (as ICU does), so 1.005 is "1.01" where
 * `toFixed` gives "1.00". Undefined for a number the pattern does not cover.
 */
export function formatWithPattern(pattern: NumberPattern, value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0) || value >= 1e15) {
    return undefined;
  }
  const shortest = String(value);
  if (shortest.includes('e')) return undefined;
  let [whole = '0', fraction = ''] = shortest.split('.');
  if (pattern.scale > 0) {
    const padded = fraction.padEnd(pattern.scale, '0');
    whole = `${whole}${padded.slice(0, pattern.scale)}`.replace(/^0+(?=\d)/, '');
    fraction = padded.slice(pattern.scale);
  }
  if (fraction.length > pattern.maxFraction) {
    const up = fraction.charCodeAt(pattern.maxFraction) >= 53; // '5' or more: away from zero
    fraction = fraction.slice(0, pattern.maxFraction);
    if (up) {
      const all = increment(`${whole}${fraction}`);
      whole = all.slice(0, all.length - fraction.length);
      fraction = all.slice(all.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(pattern.minFraction, '0');

  let groups = [whole];
  if (pattern.group && whole.length >= pattern.primary + pattern.minGrouping) {
    groups = [whole.slice(-pattern.primary)];
    let rest = whole.slice(0, -pattern.primary);
    while (rest.length > pattern.secondary) {
      groups.unshift(rest.slice(-pattern.secondary));
      rest = rest.slice(0, -pattern.secondary);
    }
    if (rest) groups.unshift(rest);
  }
  const local = (text: string) => text.replace(/[0-9]/g, (c) => pattern.digits[Number(c)] ?? c);
  const integer = groups.map(local).join(pattern.group);
  const number = fraction ? `${integer}${pattern.decimal}${local(fraction)}` : integer;
  return `${pattern.prefix}${number}${pattern.suffix}`;
}
