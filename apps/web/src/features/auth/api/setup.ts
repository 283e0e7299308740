import { setupDoneSchema, setupStateSchema, type SetupDone, type SetupInput, type SetupState } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import { useLoaded, type Loaded } from './useLoaded';

const readSetupState = (_key: string, signal: AbortSignal) => apiClient('/v2/setup', { auth: false, schema: setupStateSchema, signal });

/** GET /v2/setup: whether the installation still has no company, and whether the token is asked for. */
export function useSetupState(): Loaded<SetupState> {
  return useLoaded('setup', readSetupState);
}

/** POST /v2/setup: the first company and its administrator. */
export const completeSetup = (body: SetupInput): Promise<SetupDone> => apiClient('/v2/setup', { method: 'POST', body, auth: false, schema: setupDoneSchema });
