import { useStore } from '@nanostores/react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { accountMenu, type MenuItem } from '../../lib/auth/menu';
import { $authModal, openAuthModal } from '../../stores/auth-modal';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { safeUrl } from '../../lib/urls';
import { $fid } from '../../stores/agent';
import { $authUser } from '../../stores/auth';
import { useEscape, useOutsideClick } from '../ui/hooks';
import { ColorModeToggle } from './ColorModeToggle';
import { UnitToggle } from './UnitToggle';
import { useClientStore } from '../ui/useClientStore';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

// The forms load only when someone opens the modal: most page views never do.
const AuthModal = lazy(() => import('../auth/AuthModal'));

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
  /** The `menu.`, `form.` and `logout.` messages of the account namespace and `api.` of common. */
  accountMessages: Messages;
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-start hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The login control and user dropdown (SPEC section 2 and 6): the account entries of the
 * visitor, signed-in user or agent, favourites and saved searches, the colour-mode and
 * area-unit toggles. Closes on route change (a link click), Escape and an outside click.
 * It renders the login/register modal and checks a stored session once per page load.
 */
export default function UserMenu({ locale, iso, messages, accountMessages }: Props) {
  const t = useMemo(
    () => createT({ ...messages, ...accountMessages }, iso),
    [messages, accountMessages, iso],
  );
  const user = useClientStore($authUser, null);
  const fid = useClientStore($fid, null);
  const modal = useStore($authModal);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEscape(open, close);
  useOutsideClick(root, open, close);

  useEffect(() => {
    // Visitors never load the API client for this; signed-in users load it after idle.
    if ($authUser.get() === null) return;
    void Promise.all([import('../../stores/session'), import('../../stores/api')]).then(
      ([flows, client]) =>
        flows.checkSessionOnce(
          client.browserApi(locale, t('api.unreachable')),
          t('form.badAnswer'),
        ),
    );
  }, [locale, t]);

  const initial = user?.name.trim().charAt(0).toLocaleUpperCase() ?? '';
  const avatar = safeUrl(user?.avatar);

  const onItem = (item: MenuItem) => (event: MouseEvent) => {
    if (!item.action) return;
    // The links go to /login when scripts have not run; here the modal opens instead.
    event.preventDefault();
    close();
    openAuthModal(item.action === 'register');
  };

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
        data-user-menu-button={user ? 'user' : 'visitor'}
        className="flex items-center gap-2 rounded-full border border-slate-300 p-1 hover:shadow-md sm:ps-3 dark:border-slate-600"
      >
        <Icon glyph={glyphs.menu} className="hidden h-4 w-4 sm:block" />
        {avatar ? (
          <img src={avatar} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span
            className="flex h-8 w-8 items-center justify-center rounded-full bg-bg-brand text-sm font-bold text-text-brand"
            aria-hidden="true"
          >
            {initial || <Icon glyph={glyphs.person} className="h-5 w-5" />}
          </span>
        )}
      </button>
      {open && (
        <div
          data-user-menu
          className="absolute end-0 z-50 mt-2 max-h-[calc(100dvh-5rem)] w-72 overflow-y-auto rounded-2xl border border-slate-200 bg-page p-2 shadow-xl dark:border-slate-700"
        >
          {user && (
            <p className="truncate px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
              {t('userMenu.signedInAs', { name: user.name })}
            </p>
          )}
          {accountMenu(user, locale, fid).map((item) => (
            <a
              key={item.key}
              href={item.href}
              data-menu={item.key}
              onClick={onItem(item)}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={`${itemClass} ${item.key === 'login' || item.key === 'join' ? 'font-bold' : ''}`}
            >
              {t(`menu.${item.key}`)}
              {item.external && (
                <>
                  <Icon
                    glyph={glyphs.external}
                    className="flip-rtl ms-1 inline h-3.5 w-3.5 align-[-2px] opacity-60"
                  />
                  <span className="sr-only"> ({t('menu.newTab')})</span>
                </>
              )}
            </a>
          ))}
          <div className="my-2 border-t border-slate-200 dark:border-slate-700" />
          <a href={routeUrl('favorites', {}, locale)} className={itemClass}>
            {t('nav.favorites')}
          </a>
          <a href={routeUrl('searches', {}, locale)} className={itemClass}>
            {t('nav.searches')}
          </a>
          <div className="my-2 border-t border-slate-200 dark:border-slate-700" />
          <ColorModeToggle t={t} />
          <UnitToggle t={t} />
        </div>
      )}
      {modal && (
        <Suspense fallback={null}>
          <AuthModal locale={locale} t={t} />
        </Suspense>
      )}
    </div>
  );
}
