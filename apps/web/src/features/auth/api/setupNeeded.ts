import { apiClient } from '@/lib/api-client';
import { useLoaded } from './useLoaded';

const readNeeded = (_key: string, signal: AbortSignal) =>
  apiClient<{ needed?: unknown } | undefined>('/v2/setup', { auth: false, signal }).then((answer) => answer?.needed === true);

/**
 * Whether the installation still has no company, for the login page's pointer to the setup page:
 * read without its contract, which the login page does not load (its bundle stays light).
 */
export function useSetupNeeded(): boolean {
  const needed = useLoaded('setup', readNeeded);
  return needed.status === 'done' && needed.data;
}
