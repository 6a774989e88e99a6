import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * The fonts of the documents: Noto Sans from the `@fontsource-variable/*` npm packages, which
 * ship each family as WOFF2 slices by Unicode range (`unicode.json`). A document takes, for each
 * character, the first slice of `FAMILIES` (its locale's Chinese, Japanese or Korean family
 * first) whose range holds it, and embeds each slice it uses as a static TrueType subset of
 * exactly its characters at the weights it draws (harfbuzz's hb-subset through `subset-font`
 * pins the variable weight axis and keeps the shaping tables: Arabic joining, Thai marks).
 */

/** The weights the documents draw. */
export type Weight = 400 | 700;

/** One WOFF2 slice of a family: a file and the code points it holds. */
interface Slice {
  id: string;
  file: string;
  ranges: readonly (readonly [number, number])[];
}

const require = createRequire(import.meta.url);

// Families in the order a character looks for a font: Latin, Cyrillic, Greek and Vietnamese
// first, then the scripts of their own, then the Han families (each locale puts its own first:
// a Han character is drawn the way its language writes it).
const LATIN = 'noto-sans';
const SCRIPTS = ['noto-sans-hebrew', 'noto-sans-arabic', 'noto-sans-thai'] as const;
const HAN = ['noto-sans-jp', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-kr'] as const;
// The slices a script family adds: its Latin slices repeat Noto Sans's.
const SCRIPT_SLICES: Record<string, readonly string[]> = {
  'noto-sans-hebrew': ['hebrew'],
  'noto-sans-arabic': ['arabic'],
  'noto-sans-thai': ['thai'],
};
const LATIN_SLICES = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

/** The Han family a locale writes with. */
function hanFamily(locale: string): (typeof HAN)[number] | null {
  if (locale === 'ja') return 'noto-sans-jp';
  if (locale === 'zh-cn') return 'noto-sans-sc';
  if (locale === 'zh-tw') return 'noto-sans-tc';
  if (locale === 'ko') return 'noto-sans-kr';
  return null;
}

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    return [start, to === undefined ? start : parseInt(to, 16)];
  });
}

function familySlices(family: string, only?: readonly string[]): Slice[] {
  const dir = dirname(require.resolve(`@fontsource-variable/${family}/package.json`));
  const table = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const names = only ?? Object.keys(table);
  return names.map((name) => {
    const ranges = table[name];
    if (ranges === undefined) throw new Error(`@fontsource-variable/${family} has no ${name}`);
    const key = name.replace(/^\[(\d+)\]$/, '$1');
    return {
      id: `${family}-${key}`,
      file: join(dir, 'files', `${family}-${key}-wght-normal.woff2`),
      ranges: parseRanges(ranges),
    };
  });
}

// Read at start-up: a missing font package stops the API rather than one guest's voucher.
const COMMON_SLICES = [
  ...familySlices(LATIN, LATIN_SLICES),
  ...SCRIPTS.flatMap((family) => familySlices(family, SCRIPT_SLICES[family])),
];
const HAN_SLICES = new Map(HAN.map((family) => [family, familySlices(family)]));

const chains = new Map<string, Slice[]>();

/** The slices in the order a character of a locale's document looks through them. */
function chainFor(locale: string): Slice[] {
  let chain = chains.get(locale);
  if (!chain) {
    const own = hanFamily(locale);
    const han = [...HAN].sort((a, b) => Number(b === own) - Number(a === own));
    chain = [...COMMON_SLICES, ...han.flatMap((family) => HAN_SLICES.get(family) ?? [])];
    chains.set(locale, chain);
  }
  return chain;
}

function holds(slice: Slice, codePoint: number): boolean {
  return slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

const files = new Map<string, Buffer>();

function fileOf(slice: Slice): Buffer {
  let data = files.get(slice.file);
  if (!data) {
    data = readFileSync(slice.file);
    files.set(slice.file, data);
  }
  return data;
}

/** A run of text drawn with one font. */
export interface FontRun {
  text: string;
  /** The slice's id: the name its subset is registered under, with the weight. */
  font: string;
}

/** The fonts of one document: which slice draws each character, and their subsets. */
export class DocumentFonts {
  private readonly chain: Slice[];
  private readonly used = new Map<string, { slice: Slice; text: Set<string> }>();
  private sealed = false;

  constructor(locale: string) {
    this.chain = chainFor(locale);
  }

  /** The slice that draws a character (a combining mark stays with its base's slice). */
  private sliceFor(char: string, previous: Slice | null): Slice | null {
    const codePoint = char.codePointAt(0) ?? 0;
    if (previous && /\p{M}/u.test(char) && holds(previous, codePoint)) return previous;
    return this.chain.find((slice) => holds(slice, codePoint)) ?? null;
  }

  /**
   * `text` split into runs of one font each. A character no slice holds goes to the first
   * Latin slice (the reader sees its missing-glyph box rather than losing it silently).
   */
  runs(text: string): FontRun[] {
    const runs: FontRun[] = [];
    let previous: Slice | null = null;
    for (const char of text) {
      const slice: Slice = this.sliceFor(char, previous) ?? (this.chain[0] as Slice);
      previous = slice;
      let entry = this.used.get(slice.id);
      if (!entry) {
        if (this.sealed) throw new Error(`The document's fonts were made without "${char}"`);
        entry = { slice, text: new Set() };
        this.used.set(slice.id, entry);
      }
      if (!entry.text.has(char)) {
        // A character met after the subsets were made would be drawn as nothing.
        if (this.sealed) throw new Error(`The document's fonts were made without "${char}"`);
        entry.text.add(char);
      }
      const last = runs.at(-1);
      if (last !== undefined && last.font === slice.id) last.text += char;
      else runs.push({ text: char, font: slice.id });
    }
    return runs;
  }

  /**
   * TrueType subsets of every slice `runs` has handed out, at each weight, by registered name
   * (`<slice id>@<weight>`). Call after every text of the document went through `runs`.
   */
  async subsets(weights: readonly Weight[]): Promise<Map<string, Buffer>> {
    this.sealed = true;
    const out = new Map<string, Buffer>();
    for (const { slice, text } of this.used.values()) {
      const chars = [...text].join('');
      for (const weight of weights) {
        const data = await subsetFont(fileOf(slice), chars, {
          targetFormat: 'truetype',
          variationAxes: { wght: weight },
        });
        out.set(fontName(slice.id, weight), data);
      }
    }
    return out;
  }
}

/** The name a slice's subset at a weight is registered under in the document. */
export function fontName(sliceId: string, weight: Weight): string {
  return `${sliceId}@${weight}`;
}
