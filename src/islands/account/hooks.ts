import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import type { User } from '../../lib/types';
import { $authUser } from '../../stores/auth';
import { useClientStore } from '../ui/useClientStore';
import { useHydrated } from '../ui/useHydrated';

/**
 * The signed-in user once the island has mounted: `ready` is false during the server render
 * and hydration (the stored user is not known there), so pages show neither the sign-in
 * prompt nor the content until it is.
 */
export function useAccountUser(): { ready: boolean; user: User | null } {
  const user = useClientStore($authUser, null);
  return { ready: useHydrated(), user };
}

/** The state of data an island loads. */
export type Loaded<T> =
  { state: 'loading' } | { state: 'error'; error: ApiError } | { state: 'ready'; data: T };

/**
 * Loads data when `enabled` (and again when `key` changes or on `retry`); errors become
 * `ApiError`s with a message to show. A newer load wins over an older one still running.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  enabled: boolean,
  key: string,
  fallbackMessage: string,
): { result: Loaded<T>; retry: () => void; replace: (data: T) => void } {
  const [attempt, setAttempt] = useState(0);
  // Each result is kept with the load it answers: a new key or a retry reads as loading
  // until its own answer arrives.
  const loading = `${attempt}|${key}`;
  const [answer, setAnswer] = useState<{ load: string; result: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    load().then(
      (data) => current && setAnswer({ load: loading, result: { state: 'ready', data } }),
      (error: unknown) =>
        current &&
        setAnswer({
          load: loading,
          result: {
            state: 'error',
            error: error instanceof ApiError ? error : new ApiError(0, fallbackMessage),
          },
        }),
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt on every render; `key` (in `loading`) says when what it loads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, loading]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const replace = useCallback(
    (data: T) => setAnswer({ load: loading, result: { state: 'ready', data } }),
    [loading],
  );
  const result: Loaded<T> = answer?.load === loading ? answer.result : { state: 'loading' };
  return { result, retry, replace };
}
