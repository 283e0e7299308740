import { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { ApiRequestError } from './api-errors';

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change by asking again; network errors and 5xx may.
      retry: (failureCount, error) =>
        failureCount < MAX_RETRIES && !(error instanceof ApiRequestError && error.status < 500),
    },
  },
});

// Cached answers belong to the user who asked for them: forget them when the session ends.
useSessionStore.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) queryClient.clear();
});
