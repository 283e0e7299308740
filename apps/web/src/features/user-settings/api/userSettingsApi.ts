import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyUserListSchema, companyUserSchema, passwordLinkSchema, producerListSchema, userCreatedSchema, type CompanyUserList, type UserCreate, type UserPatch } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const usersKey = ['company-users'] as const;

/** GET /v2/users: the company's users and the producers each follows (staff only). */
export function useCompanyUsers() {
  return useQuery(queryOptions({ queryKey: usersKey, queryFn: ({ signal }) => apiClient('/v2/users', { schema: companyUserListSchema, signal }) }));
}

/** GET /v2/producers: the company's producers, to link users to (staff only). */
export function useProducers() {
  return useQuery(
    queryOptions({ queryKey: ['producers'] as const, queryFn: ({ signal }) => apiClient('/v2/producers?limit=1000', { schema: producerListSchema, signal }) }),
  );
}

/** PUT /v2/users/{id}/producers (staff only): the stored user replaces theirs in the list. */
export function useSaveUserProducers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, producerIds }: { userId: number; producerIds: number[] }) =>
      apiClient(`/v2/users/${userId}/producers`, { method: 'PUT', body: { producer_ids: producerIds }, schema: companyUserSchema }),
    onSuccess: (saved) => {
      client.setQueryData<CompanyUserList>(usersKey, (list) => list && { results: list.results.map((user) => (user.id === saved.id ? saved : user)) });
    },
  });
}

/** Every users list refetches after a change. */
function useUsersMutation<V, R>(request: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: usersKey }) });
}

/** POST /v2/users: a new person and the link to set their password. */
export function useCreateUser() {
  return useUsersMutation((body: UserCreate) => apiClient('/v2/users', { method: 'POST', body, schema: userCreatedSchema }));
}

/** PATCH /v2/users/{id}. */
export function usePatchUser() {
  return useUsersMutation(({ id, body }: { id: number; body: UserPatch }) => apiClient(`/v2/users/${id}`, { method: 'PATCH', body, schema: companyUserSchema }));
}

/** POST /v2/users/{id}/invite or /reset-password: a new single-use link. */
export function useIssueUserLink() {
  return useUsersMutation(({ id, purpose }: { id: number; purpose: 'invite' | 'reset-password' }) => apiClient(`/v2/users/${id}/${purpose}`, { method: 'POST', schema: passwordLinkSchema }));
}

/** POST /v2/users/{id}/deactivate or /reactivate. */
export function useSetUserActive() {
  return useUsersMutation(({ id, active }: { id: number; active: boolean }) => apiClient(`/v2/users/${id}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST', schema: companyUserSchema }));
}
