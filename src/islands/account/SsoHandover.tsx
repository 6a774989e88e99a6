import { useEffect, useMemo, useState } from 'react';
import { browserApi } from '../../stores/api';
import { checkSessionOnce } from '../../stores/session';
import { SSO_TARGETS, ssoDecision, type SsoDecision, type SsoTarget } from '../../lib/auth/sso';
import { createT, type Messages } from '../../lib/i18n/messages';
import { routeUrl } from '../../lib/routes';
import type { User } from '../../lib/types';
import { $authUser } from '../../stores/auth';
import { useBrowserValue } from '../ui/useHydrated';
import { useAccountUser } from './hooks';
import { Loading, Notice, SignInPrompt } from './parts';
import { buttonClass } from '../ui/button';

interface Props {
  locale: string;
  iso: string;
  messages: Messages;
}

/** The targets a user may open, for the list shown when the asked-for one is unknown. */
function targetsFor(user: User | null): SsoTarget[] {
  const all = Object.keys(SSO_TARGETS) as SsoTarget[];
  return all.filter((target) => ssoDecision(target, user, 'en').kind !== 'agentsOnly');
}

/**
 * /sso?target=… (SPEC section 1 and 6): hands a signed-in user over to the sales site for
 * an allowed target after checking the session is still valid; visitors get the sign-in
 * prompt, non-agents a refusal for agents-only targets, unknown targets a clear message.
 */
export default function SsoHandover({ locale, iso, messages }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const { ready, user } = useAccountUser();
  const target = useBrowserValue(() => new URLSearchParams(location.search).get('target'), null);
  const [checked, setChecked] = useState(false);

  const decision: SsoDecision | undefined = ready ? ssoDecision(target, user, locale) : undefined;
  const handOverTo = decision?.kind === 'go' ? decision.url : null;

  useEffect(() => {
    if (handOverTo === null) return;
    let current = true;
    // The sales site trusts our session: make sure it is still alive (a 401 sends the user
    // to the login page instead) before handing over.
    void checkSessionOnce(browserApi(locale, t('api.unreachable')), t('form.badAnswer')).then(
      () => {
        // Signed out by a 401 during the check: the client is on its way to the login page.
        if (!current || $authUser.get() === null) return;
        setChecked(true);
        location.replace(handOverTo);
      },
    );
    return () => {
      current = false;
    };
  }, [handOverTo, locale, t]);

  if (!decision) return <Loading t={t} />;
  switch (decision.kind) {
    case 'signIn':
      return <SignInPrompt t={t} locale={locale} withModal={false} />;
    case 'agentsOnly':
      return (
        <Notice tone="warning">
          <p data-sso-refused>{t('sso.agentsOnly')}</p>
          <a href={routeUrl('index', {}, locale)} className={`${buttonClass('secondary')} mt-4`}>
            {t('cta.searchHotels')}
          </a>
        </Notice>
      );
    case 'unknown':
      return (
        <Notice tone="warning">
          <p data-sso-unknown>{t('sso.unknown')}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {targetsFor(user).map((name) => (
              <li key={name}>
                <a
                  href={routeUrl('sso', {}, locale, { target: name })}
                  className={buttonClass('secondary')}
                >
                  {t(`sso.target.${name}`)}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      );
    case 'go':
      return (
        <div className="mt-8" data-sso-go={decision.target}>
          <Loading t={t} label={t('sso.redirecting')} />
          {checked && (
            <a
              href={decision.url}
              className={`${buttonClass('primary')} mt-4`}
              rel="noopener noreferrer"
            >
              {t('sso.continue')}
            </a>
          )}
        </div>
      );
  }
}
