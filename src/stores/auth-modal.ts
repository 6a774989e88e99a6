import { atom } from 'nanostores';

/** Which form the login modal shows. */
export type AuthModalMode = 'login' | 'register';

/** The open modal: its form and, when opened from a sign-in prompt, the page to come back to. */
export interface AuthModalState {
  mode: AuthModalMode;
  redirect?: string | undefined;
}

/**
 * The login/register modal (SPEC section 4), shared by the user dropdown that renders it
 * and the sign-in prompts that open it; null when closed. When a user is signed in the open
 * modal shows the logout confirmation instead. Not persisted: a reload closes it.
 */
export const $authModal = atom<AuthModalState | null>(null);

/**
 * Opens the modal in login mode, or in register mode with `signUp` (SPEC section 4). After
 * logging in the user goes home, or back to `redirect` when a page asked for it.
 */
export function openAuthModal(signUp = false, redirect?: string): void {
  $authModal.set({ mode: signUp ? 'register' : 'login', redirect });
}

/** Switches the open modal between its login and register forms. */
export function switchAuthModal(mode: AuthModalMode): void {
  const current = $authModal.get();
  if (current) $authModal.set({ ...current, mode });
}

export function closeAuthModal(): void {
  $authModal.set(null);
}
