/**
 * Typography per language, in one place: the quotation marks a locale writes, its apostrophe,
 * the spaces its punctuation takes, and whether it writes full-width punctuation. The texts of
 * every locale (the site's `locales/<code>/*.json`, the API's `api/locales/<code>.json`) are
 * held to their locale's rules by tests/unit/typography.test.ts.
 */

/** The typographic rules of one locale. */
export interface TypographyRules {
  /** Quotation marks as [opening, closing] pairs, the outer pair first. */
  quotes: readonly (readonly [string, string])[];
  /** The apostrophe inside and after words ("l’hôtel", "Voucher'larım"), if the language has one. */
  apostrophe?: '’' | "'";
  /**
   * The space each mark takes before it (French: a no-break space before ":", a narrow one
   * before ";", "!", "?" and "»" and after "«"); marks not listed take none.
   */
  spaceBefore?: Readonly<Record<string, string>>;
  /** The space after an opening guillemet («), where the language sets one. */
  spaceAfterOpeningGuillemet?: string;
  /** Full-width punctuation (，。：；！？（）) beside the language's own characters. */
  fullWidth?: boolean;
  /**
   * A locale written in Cyrillic: no word of its own in Latin letters (names of products such
   * as Safari, codes such as CSV and addresses keep theirs).
   */
  cyrillic?: boolean;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const CURLY: TypographyRules['quotes'] = [
  ['“', '”'],
  ['‘', '’'],
];
const GERMAN: TypographyRules['quotes'] = [
  ['„', '“'],
  ['‚', '‘'],
];
const POLISH: TypographyRules['quotes'] = [
  ['„', '”'],
  ['«', '»'],
];
const GUILLEMETS: TypographyRules['quotes'] = [
  ['«', '»'],
  ['“', '”'],
];
const DANISH: TypographyRules['quotes'] = [
  ['»', '«'],
  ['›', '‹'],
];
const NORDIC: TypographyRules['quotes'] = [
  ['”', '”'],
  ['’', '’'],
];
const CORNER: TypographyRules['quotes'] = [
  ['「', '」'],
  ['『', '』'],
];

/** Each locale's rules, by site locale code. */
export const TYPOGRAPHY: Readonly<Record<string, TypographyRules>> = {
  en: { quotes: CURLY, apostrophe: "'" },
  ar: { quotes: GUILLEMETS },
  bg: { quotes: GERMAN, cyrillic: true },
  ca: { quotes: GUILLEMETS, apostrophe: '’' },
  cs: { quotes: GERMAN },
  da: { quotes: DANISH, apostrophe: "'" },
  de: { quotes: GERMAN },
  el: { quotes: GUILLEMETS, apostrophe: '’' },
  es: { quotes: GUILLEMETS },
  et: { quotes: GERMAN, apostrophe: "'" },
  fi: { quotes: NORDIC },
  fr: {
    quotes: GUILLEMETS,
    apostrophe: '’',
    spaceBefore: { ':': NBSP, ';': NNBSP, '!': NNBSP, '?': NNBSP, '»': NNBSP },
    spaceAfterOpeningGuillemet: NNBSP,
  },
  // Hebrew writes the straight marks, the shapes of its gershayim and geresh: quotation marks
  // and the geresh of borrowed sounds (ג'ומיירה).
  he: { quotes: [['"', '"']], apostrophe: "'" },
  hr: { quotes: POLISH },
  hu: { quotes: POLISH },
  id: { quotes: CURLY },
  is: { quotes: GERMAN },
  it: { quotes: GUILLEMETS, apostrophe: '’' },
  ja: { quotes: CORNER, fullWidth: true },
  ko: { quotes: CURLY },
  lt: { quotes: GERMAN },
  ms: { quotes: CURLY },
  nl: {
    quotes: [
      ['‘', '’'],
      ['“', '”'],
    ],
    apostrophe: "'",
  },
  pl: { quotes: POLISH },
  pt: { quotes: GUILLEMETS },
  'pt-br': { quotes: CURLY },
  ro: { quotes: POLISH },
  ru: {
    quotes: [
      ['«', '»'],
      ['„', '“'],
    ],
  },
  sk: { quotes: GERMAN },
  sl: { quotes: DANISH },
  sr: { quotes: GERMAN, cyrillic: true },
  sv: { quotes: NORDIC },
  th: { quotes: CURLY },
  'tl-ph': { quotes: CURLY },
  tr: { quotes: CURLY, apostrophe: "'" },
  uk: {
    quotes: [
      ['«', '»'],
      ['„', '“'],
    ],
    apostrophe: '’',
  },
  vi: { quotes: CURLY },
  'zh-cn': { quotes: CURLY, fullWidth: true },
  'zh-tw': { quotes: CORNER, fullWidth: true },
};

const QUOTE_MARKS = '"\'“”„‟«»‹›「」『』‘’‚';
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
// Half-width marks beside a Chinese or Japanese character (times "10:00", "2,5,8|1" and
// Latin words keep theirs).
const HALF_WIDTH_BESIDE_CJK = new RegExp(`[${CJK}][,.:;!?()]|[,:;!?(][${CJK}]`, 'u');

/**
 * What in `text` breaks the typography of `locale`: one line per mark out of place. Placeholders
 * (`{{name}}`, `:name`), nested messages (`$t(…)`) and `literals` (values a reader types as
 * they are, such as the API's sort keys) are not text and are left out.
 */
export function typographyViolations(locale: string, text: string, literals?: RegExp): string[] {
  const rules = TYPOGRAPHY[locale];
  if (!rules) return [`no typography rules for ${locale}`];
  const plain = (literals ? text.replace(literals, 'X') : text).replace(
    /\$t\([^)]*\)|\{\{\s*\w+\s*\}\}|:[a-z_]+/gu,
    'X',
  );
  const found: string[] = [];
  const allowed = new Set(rules.quotes.flat());
  if (rules.apostrophe) allowed.add(rules.apostrophe);
  for (const mark of plain) {
    if (QUOTE_MARKS.includes(mark) && !allowed.has(mark)) found.push(`the mark ${mark}`);
  }
  if (rules.spaceBefore) {
    for (const [mark, space] of Object.entries(rules.spaceBefore)) {
      for (const match of plain.matchAll(
        new RegExp(`(.)${mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu'),
      )) {
        const before = match[1] ?? '';
        // A colon between digits is a time ("10:00"); a colon before a slash is a scheme.
        if (mark === ':' && (/\d/.test(before) || plain[(match.index ?? 0) + 2] === '/')) continue;
        if (before !== space) found.push(`"${before}" before ${mark} (wants U+${hex(space)})`);
      }
    }
  }
  if (rules.spaceAfterOpeningGuillemet) {
    for (const match of plain.matchAll(/«(.)/gu))
      if (match[1] !== rules.spaceAfterOpeningGuillemet)
        found.push(
          `"${match[1] ?? ''}" after « (wants U+${hex(rules.spaceAfterOpeningGuillemet)})`,
        );
  }
  if (rules.fullWidth) {
    const match = HALF_WIDTH_BESIDE_CJK.exec(plain);
    if (match) found.push(`half-width punctuation in "${match[0]}"`);
  }
  if (rules.cyrillic) {
    // Addresses, file types and a foreign term glossed in parentheses are not words of the text.
    const text = plain.replace(/[\w.+-]+@[\w.-]+|\([^)]*\)/g, '');
    for (const [word] of text.matchAll(/(?<![\p{L}\d.])\p{Script=Latin}+/gu))
      if (word.length > 2 && word === word.toLowerCase()) found.push(`the Latin word "${word}"`);
  }
  return found;
}

function hex(space: string): string {
  return space.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0') ?? '';
}

/**
 * A label and its value on one line ("Check-in: Tuesday…") as the locale writes it: French
 * sets a no-break space before the colon, Chinese and Japanese a full-width colon with no
 * space. For plain-text mails, calendar files and documents, where no message holds the line.
 */
export function labelled(locale: string, label: string, value: string): string {
  const rules = TYPOGRAPHY[locale];
  if (rules?.fullWidth) return `${label}：${value}`;
  return `${label}${rules?.spaceBefore?.[':'] ?? ''}: ${value}`;
}
