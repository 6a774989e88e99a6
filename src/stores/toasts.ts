import { atom } from 'nanostores';

/** How long a toast stays (SPEC section 9). */
export const TOAST_MS = 5000;

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}

/** Toasts on screen, oldest first. Not persisted: they belong to this page. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast bottom-right for 5000 ms; returns its id. */
export function showToast(message: string, kind: Toast['kind'] = 'info'): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, kind }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
