import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ambienceProfileSchema,
  ambienceProfilesSchema,
  type AmbienceBandDto,
  type AmbienceModule,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const key = ['ambience-profiles'] as const;

export const getAmbienceProfiles = (signal?: AbortSignal) => apiClient('/v2/ambience-profiles', { schema: ambienceProfilesSchema, signal });

export function useAmbienceProfiles() {
  return useQuery(queryOptions({ queryKey: key, queryFn: ({ signal }) => getAmbienceProfiles(signal) }));
}

/** Saving or resetting a profile changes how every batch of the module is judged. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: ['batches', 'sanity'] })]);
}

export function useSaveAmbienceProfile() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ module, bands }: { module: AmbienceModule; bands: AmbienceBandDto[] }) =>
      apiClient(`/v2/ambience-profiles/${module}`, { method: 'PUT', body: { bands }, schema: ambienceProfileSchema }),
    onSuccess,
  });
}

export function useResetAmbienceProfile() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: (module: AmbienceModule) => apiClient<void>(`/v2/ambience-profiles/${module}`, { method: 'DELETE' }), onSuccess });
}
