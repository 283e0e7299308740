import { useMutation, useQuery } from '@tanstack/react-query';
import { passwordLinkInfoSchema, type PasswordLinkRedeem } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** POST /v2/password-links/inspect: whose link it is (no session). */
export function usePasswordLink(token: string) {
  return useQuery({
    queryKey: ['password-link', token] as const,
    queryFn: ({ signal }) => apiClient('/v2/password-links/inspect', { method: 'POST', body: { token }, auth: false, schema: passwordLinkInfoSchema, signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /v2/password-links/redeem: sets the password once. */
export function useRedeemPasswordLink() {
  return useMutation({ mutationFn: (body: PasswordLinkRedeem) => apiClient('/v2/password-links/redeem', { method: 'POST', body, auth: false, schema: passwordLinkInfoSchema }) });
}
