import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { Messages } from '../../lib/i18n/messages';
import { LEAD_TIMING, planLeadPopup } from '../../lib/lead/timing';
import type { CountryRef } from '../../lib/types';
import { $authUser } from '../../stores/auth';
import { $closed, $visited } from '../../stores/lead';

type Dialog = ComponentType<Props & { onClose: () => void }>;

interface Props {
  locale: string;
  iso: string;
  /** Messages of the `lead` namespace and the common ones the dialog uses. */
  messages: Messages;
  /** The dial-code country when the visitor has not chosen one (from the locale). */
  localeCountry: CountryRef;
}

const closedRecently = (closed: number | null) =>
  closed !== null && Date.now() - closed <= LEAD_TIMING.reshowGap;

/**
 * The timed lead-capture pop-up (SPEC section 4 and 9) for guests only, never for crawlers:
 * the timing comes from `planLeadPopup` and the persisted `visited` and `closed` stores, so a
 * close in one tab holds in the others. Closing stores the closed time. Also keeps the
 * promotion banner for non-agents only.
 */
export default function LeadPopup(props: Props) {
  // The dialog, its form and the API client load only when the pop-up opens.
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if ($authUser.get() !== null) return;
    const plan = planLeadPopup(Date.now(), $visited.get(), $closed.get());
    $visited.set(plan.visited);
    if (plan.closed !== $closed.get()) $closed.set(plan.closed);
    if (plan.openIn === null) return;

    let cancelled = false;
    const show = () => {
      void Promise.all([import('../../lib/device'), import('./LeadDialog')]).then(
        ([{ parseDevice }, dialog]) => {
          if (cancelled || parseDevice(navigator.userAgent).crawler) return;
          if ($authUser.get() !== null || closedRecently($closed.get())) return;
          setDialog(() => dialog.default);
          setOpen(true);
        },
        // A part that fails to load: no pop-up on this page (the page script handles reloads).
        () => undefined,
      );
    };
    const timer = setTimeout(() => {
      // Offline, loading the dialog would fail and reload the page: wait for the connection.
      if (navigator.onLine) show();
      else addEventListener('online', show, { once: true });
    }, plan.openIn);
    const stop = () => {
      cancelled = true;
      clearTimeout(timer);
      removeEventListener('online', show);
      setOpen(false);
    };
    // Signing in, or a close in another tab, ends it here too.
    const unbindUser = $authUser.listen((user) => user !== null && stop());
    const unbindClosed = $closed.listen((closed) => closedRecently(closed) && stop());
    return () => {
      unbindUser();
      unbindClosed();
      cancelled = true;
      clearTimeout(timer);
      removeEventListener('online', show);
    };
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    $closed.set(Date.now());
  }, []);

  return open && Dialog ? <Dialog {...props} onClose={close} /> : null;
}
