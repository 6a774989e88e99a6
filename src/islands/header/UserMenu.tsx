import { useCallback, useRef, useState } from 'react';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { $authUser } from '../../stores/auth';
import { useEscape, useOutsideClick } from '../ui/hooks';
import { ColorModeToggle } from './ColorModeToggle';
import { UnitToggle } from './UnitToggle';
import { useClientStore } from '../ui/useClientStore';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

/**
 * The login control and user dropdown (SPEC section 2): closes on route change (a link
 * click), Escape and an outside click, and holds the colour-mode and area-unit toggles.
 */
export default function UserMenu({ locale, iso, messages }: Props) {
  const t = createT(messages, iso);
  const user = useClientStore($authUser, null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEscape(open, close);
  useOutsideClick(root, open, close);
  const initial = user?.name.trim().charAt(0).toLocaleUpperCase() ?? '';

  return (
    <div
      ref={root}
      className="relative"
      onClick={(e) => (e.target as Element).closest('a') && close()}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={t('userMenu.open')}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full border border-slate-300 p-1 hover:shadow-md sm:ps-3 dark:border-slate-600"
      >
        <svg
          viewBox="0 0 24 24"
          className="hidden h-4 w-4 sm:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <span
          className="flex h-8 w-8 items-center justify-center rounded-full bg-bg-brand text-sm font-bold text-text-brand"
          aria-hidden="true"
        >
          {initial || (
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
            </svg>
          )}
        </span>
      </button>
      {open && (
        <div
          data-user-menu
          className="absolute end-0 z-50 mt-2 w-72 rounded-2xl border border-slate-200 bg-page p-2 shadow-xl dark:border-slate-700"
        >
          {user ? (
            <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
              {t('userMenu.signedInAs', { name: user.name })}
            </p>
          ) : (
            <a
              href={routeUrl('login', {}, locale)}
              className="block rounded-lg px-3 py-2 font-bold hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              {t('nav.login')}
            </a>
          )}
          <a
            href={routeUrl('favorites', {}, locale)}
            className="block rounded-lg px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {t('nav.favorites')}
          </a>
          <a
            href={routeUrl('searches', {}, locale)}
            className="block rounded-lg px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {t('nav.searches')}
          </a>
          <div className="my-2 border-t border-slate-200 dark:border-slate-700" />
          <ColorModeToggle t={t} />
          <UnitToggle t={t} />
        </div>
      )}
    </div>
  );
}
