import { useEffect, useState } from 'react';
import {
  emptyGuestForm,
  GUEST_FORM_KEY,
  readStoredGuestForm,
  type GuestField,
  type GuestForm,
} from '../../lib/booking/guest-form';
import { clearFieldError } from '../../stores/booking';

/**
 * The guest's details, kept in the tab's sessionStorage so a reload (or a way back from the
 * payment page) loses nothing: read once after hydration, written on every change.
 */
export function useGuestForm(): [GuestForm, (field: GuestField, value: string) => void] {
  const [form, setForm] = useState<GuestForm>(emptyGuestForm);

  useEffect(() => {
    try {
      // Read after hydration, so the first render matches the server's HTML.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setForm(readStoredGuestForm(sessionStorage.getItem(GUEST_FORM_KEY)));
    } catch {
      // Storage can be unavailable (private modes); the form then simply starts empty.
    }
  }, []);

  function update(field: GuestField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    clearFieldError(field);
    try {
      sessionStorage.setItem(GUEST_FORM_KEY, JSON.stringify(next));
    } catch {
      // Without storage a reload starts empty; nothing else depends on it.
    }
  }

  return [form, update];
}
