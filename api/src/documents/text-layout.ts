import bidiFactory, { type Bidi } from 'bidi-js';
import type { DocumentFonts } from './fonts.ts';
import { fontName, type Weight } from './fonts.ts';

/**
 * Lays out paragraphs of any script on a PDFKit page: the Unicode bidirectional algorithm
 * (`bidi-js`) orders right-to-left and left-to-right runs, `Intl.Segmenter` finds the words
 * (also in Thai, Chinese and Japanese, which write no spaces), each word is shaped whole by
 * fontkit in its own font (Arabic letters joined), and lines wrap at the words.
 */

// bidi-js is CommonJS whose module.exports is the factory; its types declare it the default.
const bidi = (bidiFactory as unknown as () => Bidi)();

/** How a text is drawn. */
export interface TextStyle {
  size: number;
  weight: Weight;
  /** `#rrggbb`. */
  color: string;
}

/** A piece of a line: text of one font and one bidi level. */
interface Piece {
  text: string;
  font: string;
  level: number;
  space: boolean;
  /** A line may end before this piece. */
  breakBefore: boolean;
  width: number;
}

/** The letters fontkit shapes right to left (it picks a run's direction by its script). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const ARABIC = /\p{Script=Arabic}/u;
/** The invisible characters that steer the bidi algorithm. */
const BIDI_CONTROL = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]$/u;
/** Scripts written without spaces between words: a line may end at any word. */
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** Line height as a multiple of the font size (room for Thai marks above and below). */
export const LINE_HEIGHT = 1.5;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function graphemesOf(text: string): string[] {
  return [...graphemes.segment(text)].map((s) => s.segment);
}

/** Draws paragraphs of one document in its base direction. */
export class Typesetter {
  private readonly words: Intl.Segmenter;
  private readonly doc: PDFKit.PDFDocument;
  private readonly fonts: DocumentFonts;
  /** The document's base direction. */
  readonly rtl: boolean;

  constructor(doc: PDFKit.PDFDocument, fonts: DocumentFonts, locale: string, rtl: boolean) {
    this.doc = doc;
    this.fonts = fonts;
    this.rtl = rtl;
    this.words = new Intl.Segmenter(locale, { granularity: 'word' });
  }

  /** Notes the characters of a text the document will draw (call for each before `embedFonts`). */
  prepare(text: string): void {
    this.fonts.runs(text.normalize('NFC'));
  }

  /** Embeds the fonts every prepared text needs, at both weights. */
  async embedFonts(): Promise<void> {
    for (const [name, data] of await this.fonts.subsets([400, 700]))
      this.doc.registerFont(name, data);
  }

  private measure(text: string, font: string, style: TextStyle): number {
    return this.doc.font(fontName(font, style.weight)).fontSize(style.size).widthOfString(text);
  }

  /** The pieces of a paragraph in logical order. */
  private pieces(text: string, style: TextStyle): Piece[] {
    const { levels } = bidi.getEmbeddingLevels(text, this.rtl ? 'rtl' : 'ltr');
    const pieces: Piece[] = [];
    let previous = '';
    for (const { segment, index, isWordLike } of this.words.segment(text)) {
      const space = /^\s+$/u.test(segment);
      let breakBefore =
        index > 0 && (/\s$/u.test(previous) || NO_SPACES.test(segment) || NO_SPACES.test(previous));
      previous = segment;
      // Punctuation and symbols one by one: each takes its own place in the bidi order.
      const parts = isWordLike || space ? [segment] : graphemesOf(segment);
      let at = index;
      for (const part of parts) {
        for (const run of this.fonts.runs(part)) {
          // A piece has one font and one bidi level (a digit within Arabic letters splits).
          let current = '';
          let level = levels[at] ?? 0;
          for (const char of run.text) {
            // Bidi marks and isolates order the text but have nothing to draw.
            if (BIDI_CONTROL.test(char)) {
              at += char.length;
              continue;
            }
            const charLevel = levels[at] ?? 0;
            if (current && charLevel !== level) {
              pieces.push(this.piece(current, run.font, level, space, breakBefore, style));
              breakBefore = false;
              current = '';
            }
            level = charLevel;
            current += char;
            at += char.length;
          }
          if (current) {
            pieces.push(this.piece(current, run.font, level, space, breakBefore, style));
            breakBefore = false;
          }
        }
      }
    }
    return pieces;
  }

  private piece(
    text: string,
    font: string,
    level: number,
    space: boolean,
    breakBefore: boolean,
    style: TextStyle,
  ): Piece {
    return { text, font, level, space, breakBefore, width: this.measure(text, font, style) };
  }

  /** The lines of a paragraph within `width`, each in visual order (left to right). */
  private lines(text: string, style: TextStyle, width: number): Piece[][] {
    const pieces = this.pieces(text.normalize('NFC'), style);
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let lineWidth = 0;
    const newLine = () => {
      if (line.length > 0) lines.push(line);
      line = [];
      lineWidth = 0;
    };
    const add = (piece: Piece) => {
      // A line starts with no space.
      if (line.length === 0 && piece.space) return;
      line.push(piece);
      lineWidth += piece.width;
    };
    let i = 0;
    while (i < pieces.length) {
      // The next unbreakable group: the pieces up to the next break opportunity.
      let end = i + 1;
      while (end < pieces.length && !pieces[end]?.breakBefore) end++;
      const group = pieces.slice(i, end);
      const words = group.filter((p) => !p.space);
      const groupWidth = words.reduce((sum, p) => sum + p.width, 0);
      if (lineWidth + groupWidth > width) newLine();
      if (groupWidth > width) {
        // Wider than a whole line (a long address or email): break between its pieces.
        for (const piece of group) {
          if (line.length > 0 && lineWidth + piece.width > width) newLine();
          add(piece);
        }
      } else group.forEach(add);
      i = end;
    }
    newLine();
    return lines.map((l) => visualOrder(trimSpaces(l)));
  }

  /** The width of a text on one line. */
  width(text: string, style: TextStyle): number {
    return this.lines(text, style, Number.POSITIVE_INFINITY)
      .flat()
      .reduce((sum, p) => sum + p.width, 0);
  }

  /** The height a paragraph takes within `width`. */
  height(text: string, style: TextStyle, width: number): number {
    return this.lines(text, style, width).length * style.size * LINE_HEIGHT;
  }

  /**
   * Draws a paragraph in the box from `x` (left edge) `width` wide, its first line's top at
   * `y`; `align` is logical (`start` is the right edge in a right-to-left document). Returns
   * the y below it.
   */
  paragraph(
    text: string,
    box: { x: number; y: number; width: number },
    style: TextStyle,
    align: 'start' | 'end' | 'center' = 'start',
  ): number {
    let y = box.y;
    const lineHeight = style.size * LINE_HEIGHT;
    for (const line of this.lines(text, style, box.width)) {
      const lineWidth = line.reduce((sum, p) => sum + p.width, 0);
      const right = align === 'center' ? null : (align === 'start') === this.rtl;
      let x =
        right === null
          ? box.x + (box.width - lineWidth) / 2
          : right
            ? box.x + box.width - lineWidth
            : box.x;
      // The baseline sits where the line's ascent ends: about 1.1 em below the line's top.
      const baseline = y + (lineHeight - style.size) / 2 + style.size * 0.9;
      for (const piece of line) {
        if (!piece.space) this.drawPiece(piece, x, baseline, style);
        x += piece.width;
      }
      y += lineHeight;
    }
    return y;
  }

  private drawPiece(piece: Piece, x: number, baseline: number, style: TextStyle): void {
    const rtl = piece.level % 2 === 1;
    let text = rtl
      ? [...piece.text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('')
      : piece.text;
    const shapedRtl = RTL_SCRIPT.test(text);
    // fontkit lays a run out right to left by its script; where the bidi level says otherwise
    // (Arabic digits, brackets), give it the characters already in the order they show.
    if (shapedRtl !== rtl) text = graphemesOf(text).reverse().join('');
    const doc = this.doc.font(fontName(piece.font, style.weight)).fontSize(style.size);
    doc.fillColor(style.color);
    // Arabic letters share glyphs (a dotless base and its dots), so the glyphs alone do not
    // say which letter they are: the text goes along as ActualText for extraction and copying.
    // It is given in drawn order, as the glyphs are: a reader places its characters like
    // glyphs and then orders the line by direction (pdftotext turns it into logical order).
    const joined = ARABIC.test(piece.text);
    if (joined) doc.markContent('Span', { actual: [...piece.text].reverse().join('') });
    doc.text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (joined) doc.endMarkedContent();
  }
}

function trimSpaces(line: Piece[]): Piece[] {
  let start = 0;
  let end = line.length;
  while (start < end && line[start]?.space) start++;
  while (end > start && line[end - 1]?.space) end--;
  return line.slice(start, end);
}

/** Rule L2 of the bidi algorithm over pieces: reverse each run at or above each odd level. */
function visualOrder(line: Piece[]): Piece[] {
  const order = [...line];
  const levels = order.map((p) => p.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < order.length) {
      if ((order[i]?.level ?? 0) >= level) {
        let end = i;
        while (end < order.length && (order[end]?.level ?? 0) >= level) end++;
        order.splice(i, end - i, ...order.slice(i, end).reverse());
        i = end;
      } else i++;
    }
  }
  return order;
}
