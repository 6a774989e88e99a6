import { oneOf } from './persisted';
import { persistentAtom } from '@nanostores/persistent';

export type ColorMode = 'system' | 'light' | 'dark';

/** The storage key the no-flash script in src/layouts/Base.astro reads before first paint. */
export const COLOR_MODE_KEY = 'color-mode';

const parse = oneOf(['system', 'light', 'dark'] as const);

/**
 * The colour-mode preference (SPEC section 4). Kept as plain text under its own key, like
 * the colour-mode module of the original app, so the inline script can read it before paint.
 */
export const $colorMode = persistentAtom<ColorMode>(COLOR_MODE_KEY, 'system', {
  encode: (value) => value,
  decode: (text) => parse(text) ?? 'system',
});

/** The next preference: system, light, dark, system… */
export function nextColorMode(mode: ColorMode): ColorMode {
  return mode === 'system' ? 'light' : mode === 'light' ? 'dark' : 'system';
}

export function cycleColorMode(): void {
  $colorMode.set(nextColorMode($colorMode.get()));
}

/** Whether the page should be dark: a page-forced mode wins, then the preference, then the system. */
export function resolveDark(
  mode: ColorMode,
  forced: string | undefined,
  systemDark: boolean,
): boolean {
  const effective = forced === 'light' || forced === 'dark' ? forced : mode;
  return effective === 'system' ? systemDark : effective === 'dark';
}
