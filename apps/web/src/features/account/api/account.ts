import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { loginResponseSchema, profileSchema, type PasswordChange } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';

/** GET /v2/me: who is signed in (name, username, company, roles), for the user menu. */
export function useProfile(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => apiClient('/v2/me', { schema: profileSchema, signal }), enabled, staleTime: 60_000 }),
  );
}

/**
 * POST /v2/me/password. The server signs every earlier token out, this one too, and answers a fresh
 * token: the session keeps going with it.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => apiClient('/v2/me/password', { method: 'POST', body: change, schema: loginResponseSchema }),
    onSuccess: (response) => useSessionStore.getState().login(response),
  });
}
