import { openAuthModal } from '../../stores/auth-modal';
import { canSeeAllReservations, isAgent } from '../../lib/auth/roles';
import { createT, type Messages } from '../../lib/i18n/messages';
import { safeUrl } from '../../lib/urls';
import { cardClass, Fact, Loading, SignInPrompt } from './parts';
import { buttonClass } from '../ui/button';
import { useAccountUser } from './hooks';
import { MarkupSettings } from './MarkupSettings';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

const OPTIONS = ['flights', 'packages', 'crm', 'vouchers'] as const;

/**
 * /profile (SPEC section 3 and 6): name, email, avatar, role, agency, services and
 * permissions of the signed-in user, as the session check last read them; an agent's markup
 * settings (`MarkupSettings`).
 */
export default function Profile({ locale, iso, messages }: Props) {
  const t = createT(messages, iso);
  const { ready, user } = useAccountUser();
  if (!ready) return <Loading t={t} />;
  if (!user) return <SignInPrompt t={t} locale={locale} />;
  const avatar = safeUrl(user.avatar);
  const services = OPTIONS.filter((o) => user.options[o]).map((o) => [o, t(`profile.option.${o}`)]);
  if (canSeeAllReservations(user)) services.push(['reservations', t('profile.allReservations')]);
  return (
    <>
      <div className={`${cardClass} mt-8`} data-profile>
        <div className="flex items-center gap-4">
          {avatar ? (
            <img
              src={avatar}
              alt={t('profile.avatar', { name: user.name })}
              className="h-16 w-16 rounded-full object-cover"
            />
          ) : (
            <span
              className="flex h-16 w-16 items-center justify-center rounded-full bg-bg-brand text-2xl font-black text-text-brand"
              aria-hidden="true"
            >
              {user.name.trim().charAt(0).toLocaleUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-xl font-bold" data-profile-name>
              {user.name}
            </p>
            <p className="truncate text-slate-600 dark:text-slate-300">
              <bdi>{user.email}</bdi>
            </p>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact label={t('profile.role')}>
            <span data-role={isAgent(user) ? 'agent' : 'user'}>
              {t(isAgent(user) ? 'profile.roleAgent' : 'profile.roleUser')}
            </span>
          </Fact>
          {user.fid !== null && <Fact label={t('profile.agency')}>{user.fid}</Fact>}
          <div className="sm:col-span-2">
            <Fact label={t('profile.options')}>
              {services.length === 0 ? (
                t('profile.optionsNone')
              ) : (
                <ul className="flex flex-wrap gap-2 font-normal">
                  {services.map(([key, label]) => (
                    <li
                      key={key}
                      className="rounded-full bg-bg-brand-alt px-3 py-1 text-sm font-bold"
                      data-option={key}
                    >
                      {label}
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
          </div>
        </dl>
        <button
          type="button"
          onClick={() => openAuthModal()}
          className={`${buttonClass('secondary')} mt-6`}
          data-profile-logout
        >
          {t('menu.logout')}
        </button>
      </div>
      {isAgent(user) && <MarkupSettings locale={locale} iso={iso} t={t} />}
    </>
  );
}
