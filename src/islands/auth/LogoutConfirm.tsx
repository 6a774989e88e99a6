import { useState } from 'react';
import { browserApi } from '../../stores/api';
import { ApiError } from '../../lib/api/errors';
import { logOut } from '../../stores/session';
import { afterAuthPath } from '../../lib/auth/redirect';
import type { T } from '../../lib/i18n/messages';
import { showToast } from '../../stores/toasts';
import { Spinner } from '../ui/Spinner';
import { buttonClass } from '../ui/button';

interface Props {
  locale: string;
  t: T;
  name: string;
  onCancel: () => void;
}

/** The logout confirmation (SPEC section 4): logs out, then goes home. */
export function LogoutConfirm({ locale, t, name, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await logOut(browserApi(locale, t('api.unreachable')));
      location.assign(afterAuthPath(locale));
    } catch (error) {
      setBusy(false);
      showToast(error instanceof ApiError ? error.message : t('api.error'), 'error');
    }
  }
  return (
    <div data-logout-confirm>
      <p>{t('logout.text', { name })}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className={buttonClass('secondary')}
        >
          {t('logout.cancel')}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
          data-autofocus
          className={buttonClass('primary')}
        >
          {busy && <Spinner />}
          {t('logout.confirm')}
        </button>
      </div>
    </div>
  );
}
