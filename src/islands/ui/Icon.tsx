import type { Glyph } from './glyphs';

/**
 * A decorative icon (hidden from assistive technology: the control or text beside it says what
 * it means). `filled` also fills a line drawing (a chosen heart, a rating's stars);
 * `strokeWidth` draws a line drawing lighter or heavier than its own line.
 */
export function Icon({
  glyph,
  className = 'h-5 w-5 shrink-0',
  filled = false,
  strokeWidth,
}: {
  glyph: Glyph;
  className?: string;
  filled?: boolean;
  strokeWidth?: number;
}) {
  const lined = glyph.stroke !== undefined;
  return (
    <svg
      viewBox={glyph.viewBox}
      className={className}
      fill={lined && !filled ? 'none' : 'currentColor'}
      stroke={lined ? 'currentColor' : undefined}
      strokeWidth={lined ? (strokeWidth ?? glyph.stroke) : undefined}
      strokeLinecap={glyph.round ? 'round' : undefined}
      strokeLinejoin={glyph.round ? 'round' : undefined}
      aria-hidden="true"
    >
      <path d={glyph.d} />
    </svg>
  );
}
