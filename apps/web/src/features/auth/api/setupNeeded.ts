import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';

/**
 * Whether the installation still has no company, for the login page's pointer to the setup page:
 * read without its contract, which the login page does not load (its bundle stays light).
 */
export function useSetupNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    apiClient<{ needed?: unknown } | undefined>('/v2/setup', { auth: false, signal: controller.signal }).then(
      (answer) => setNeeded(answer?.needed === true),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return needed;
}
