import { useEffect, useMemo, useState } from 'react';
import { browserApi } from '../../stores/api';
import { checkSessionOnce } from '../../stores/session';
import type { AuthModalMode } from '../../stores/auth-modal';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import { $authUser } from '../../stores/auth';
import { useClientStore } from '../ui/useClientStore';
import { useBrowserValue, useHydrated } from '../ui/useHydrated';
import { AuthForm } from './AuthForm';
import { LogoutConfirm } from './LogoutConfirm';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

const queryParam = (name: string) => new URLSearchParams(location.search).get(name);

/**
 * The /login page (SPEC section 2 and 4): the modal's form as a page. `?signUp=1` opens the
 * register form, `?redirect=/path` is where to go after logging in (the 401 handler sends
 * users here with the page they were on). A signed-in user gets the logout confirmation.
 */
export default function LoginPage({ locale, iso, messages }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const user = useClientStore($authUser, null);
  const mounted = useHydrated();
  const signUp = useBrowserValue(() => queryParam('signUp'), null);
  const redirect = useBrowserValue(() => queryParam('redirect'), null);
  const [chosenMode, setMode] = useState<AuthModalMode | null>(null);
  const mode = chosenMode ?? (signUp === '1' || signUp === 'true' ? 'register' : 'login');

  useEffect(() => {
    void checkSessionOnce(browserApi(locale, t('api.unreachable')), t('form.badAnswer'));
  }, [locale, t]);

  const heading = user
    ? t('logout.title')
    : t(mode === 'register' ? 'form.registerTitle' : 'form.loginTitle');

  return (
    <div
      className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-sm dark:border-slate-700"
      data-login-page
    >
      <h2 className="mb-4 text-xl font-bold">{heading}</h2>
      {!mounted ? (
        <p className="text-slate-500 dark:text-slate-400">{t('load.loading')}</p>
      ) : user ? (
        <>
          <p className="mb-4 font-bold">{t('login.signedIn')}</p>
          <LogoutConfirm
            locale={locale}
            t={t}
            name={user.name}
            onCancel={() => location.assign(routeUrl('index', {}, locale))}
          />
        </>
      ) : (
        <AuthForm
          locale={locale}
          t={t}
          mode={mode}
          onModeChange={setMode}
          redirect={redirect ?? undefined}
        />
      )}
    </div>
  );
}
