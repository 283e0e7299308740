import { useEffect, useState } from 'react';
import { setupDoneSchema, setupStateSchema, type SetupDone, type SetupInput, type SetupState } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';
import type { Loaded } from './passwordLinks';

/** GET /v2/setup: whether the installation still has no company, and whether the token is asked for. */
export function useSetupState(): Loaded<SetupState> {
  const [state, setState] = useState<Loaded<SetupState>>({ status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    apiClient('/v2/setup', { auth: false, schema: setupStateSchema, signal: controller.signal }).then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

/** POST /v2/setup: the first company and its administrator. */
export const completeSetup = (body: SetupInput): Promise<SetupDone> => apiClient('/v2/setup', { method: 'POST', body, auth: false, schema: setupDoneSchema });
