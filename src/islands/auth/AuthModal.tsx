import { useStore } from '@nanostores/react';
import { $authModal, closeAuthModal, switchAuthModal } from '../../stores/auth-modal';
import type { T } from '../../lib/i18n/messages';
import { $authUser } from '../../stores/auth';
import { Modal } from '../ui/Modal';
import { AuthForm } from './AuthForm';
import { LogoutConfirm } from './LogoutConfirm';

interface Props {
  locale: string;
  t: T;
}

/**
 * The login/register modal (SPEC section 4): opens in login mode, the signUp flag switches
 * to register, and for a signed-in user it is the logout confirmation. Loaded on demand by
 * the user dropdown, which renders it.
 */
export default function AuthModal({ locale, t }: Props) {
  const state = useStore($authModal);
  const user = useStore($authUser);
  if (!state) return null;
  const title = user
    ? t('logout.title')
    : t(state.mode === 'register' ? 'form.registerTitle' : 'form.loginTitle');
  return (
    <Modal open onClose={closeAuthModal} title={title} closeLabel={t('modal.close')} kind="center">
      {user ? (
        <LogoutConfirm locale={locale} t={t} name={user.name} onCancel={closeAuthModal} />
      ) : (
        <AuthForm
          locale={locale}
          t={t}
          mode={state.mode}
          onModeChange={switchAuthModal}
          redirect={state.redirect}
        />
      )}
    </Modal>
  );
}
