import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';

/** POST /v1/token/: exchanges credentials for an access token and the user's profile. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiClient('/v1/token/', { method: 'POST', body: credentials, auth: false, schema: loginResponseSchema });
}

/** Signs in and stores the session. */
export function useLogin() {
  const startSession = useSessionStore((state) => state.login);
  return useMutation({ mutationFn: login, onSuccess: (response) => startSession(response) });
}
