import { useEffect } from 'react';
import type { T } from '../../lib/i18n/messages';
import { $colorMode, cycleColorMode, resolveDark } from '../../stores/color-mode';
import { useClientStore } from '../ui/useClientStore';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

/** Applies the preference to `<html>` now and whenever it or the system setting changes. */
function useApplyColorMode(mode: ReturnType<typeof $colorMode.get>) {
  useEffect(() => {
    const root = document.documentElement;
    const media = matchMedia('(prefers-color-scheme: dark)');
    const apply = () =>
      root.classList.toggle('dark', resolveDark(mode, root.dataset.forceColorMode, media.matches));
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [mode]);
}

const modeGlyphs = { system: glyphs.screen, light: glyphs.sun, dark: glyphs.moon };

/** Colour-mode toggle (SPEC section 4): system, light, dark, system… */
export function ColorModeToggle({ t }: { t: T }) {
  const mode = useClientStore($colorMode, 'system');
  useApplyColorMode(mode);
  return (
    <button
      type="button"
      onClick={cycleColorMode}
      data-color-mode={mode}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Icon glyph={modeGlyphs[mode]} className="h-5 w-5" />
      <span className="flex-1">{t('colorMode.label')}</span>
      <span className="text-sm font-bold">{t(`colorMode.${mode}`)}</span>
    </button>
  );
}
