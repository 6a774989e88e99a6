import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import type { User } from '../../lib/types';
import { $authUser } from '../../stores/auth';
import { useClientStore } from '../ui/useClientStore';

/**
 * The signed-in user once the island has mounted: `ready` is false during the server render
 * and hydration (the stored user is not known there), so pages show neither the sign-in
 * prompt nor the content until it is.
 */
export function useAccountUser(): { ready: boolean; user: User | null } {
  const user = useClientStore($authUser, null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return { ready, user };
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
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setResult({ state: 'loading' });
    load().then(
      (data) => current && setResult({ state: 'ready', data }),
      (error: unknown) =>
        current &&
        setResult({
          state: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, fallbackMessage),
        }),
    );
    return () => {
      current = false;
    };
    // `load` is rebuilt on every render; `key` says when what it loads changes.
  }, [enabled, key, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const replace = useCallback((data: T) => setResult({ state: 'ready', data }), []);
  return { result, retry, replace };
}
