import { useCallback, useState } from 'react';
import { passwordLinkInfoSchema, type PasswordLinkInfo, type PasswordLinkRedeem } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { useLoaded, type Loaded } from './useLoaded';

const inspectLink = (token: string, signal: AbortSignal) =>
  apiClient('/v2/password-links/inspect', { method: 'POST', body: { token }, auth: false, schema: passwordLinkInfoSchema, signal });

/**
 * POST /v2/password-links/inspect: whose link it is. Plain hooks rather than TanStack Query: the
 * page opens without a session and outside the signed-in layout that provides the query client.
 */
export function usePasswordLink(token: string): Loaded<PasswordLinkInfo> {
  return useLoaded(token === '' ? null : token, inspectLink);
}

/** POST /v2/password-links/redeem: sets the password once. */
export function useRedeemPasswordLink() {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const redeem = useCallback(async (body: PasswordLinkRedeem): Promise<PasswordLinkInfo | null> => {
    setState({ pending: true, error: null });
    try {
      const info = await apiClient('/v2/password-links/redeem', { method: 'POST', body, auth: false, schema: passwordLinkInfoSchema });
      setState({ pending: false, error: null });
      return info;
    } catch (error) {
      setState({ pending: false, error });
      return null;
    }
  }, []);
  return { redeem, ...state };
}
