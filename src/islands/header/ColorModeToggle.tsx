import { useEffect } from 'react';
import type { T } from '../../lib/i18n/messages';
import { $colorMode, cycleColorMode, resolveDark } from '../../stores/color-mode';
import { useClientStore } from '../ui/useClientStore';

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

const icons = {
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  dark: 'M21 13a9 9 0 1 1-10-10 7 7 0 0 0 10 10Z',
};

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
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d={icons[mode]} />
      </svg>
      <span className="flex-1">{t('colorMode.label')}</span>
      <span className="text-sm font-bold">{t(`colorMode.${mode}`)}</span>
    </button>
  );
}
