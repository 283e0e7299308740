import { useCallback, useState } from 'react';
import type { LoginRequest, LoginResponse } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';
import { loadLoginContracts } from './loadLoginContracts';

/** POST /v1/token/: exchanges credentials for an access token and the user's profile (validated by its contract). */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const [{ loginResponseSchema }, answer] = await Promise.all([
    loadLoginContracts(),
    apiClient<unknown>('/v1/token/', { method: 'POST', body: credentials, auth: false }),
  ]);
  return loginResponseSchema.parse(answer);
}

/**
 * Signs in and stores the session. A plain hook rather than a TanStack mutation: the login page
 * stays free of the query library (nothing is cached here). `signIn` resolves to true on success.
 */
export function useLogin() {
  const startSession = useSessionStore((state) => state.login);
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const signIn = useCallback(
    async (credentials: LoginRequest): Promise<boolean> => {
      setState({ pending: true, error: null });
      try {
        startSession(await login(credentials));
        setState({ pending: false, error: null });
        return true;
      } catch (error) {
        setState({ pending: false, error });
        return false;
      }
    },
    [startSession],
  );
  return { signIn, pending: state.pending, error: state.error };
}
