import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyUserListSchema, companyUserSchema, producerListSchema, type CompanyUserList } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

const usersKey = ['company-users'] as const;

/** GET /v2/users: the company's users and the producers each follows (staff only). */
export function useCompanyUsers() {
  return useQuery(queryOptions({ queryKey: usersKey, queryFn: ({ signal }) => apiClient('/v2/users', { schema: companyUserListSchema, signal }) }));
}

/** GET /v2/producers: the company's producers, to link users to (staff only). */
export function useProducers() {
  return useQuery(
    queryOptions({ queryKey: ['producers'] as const, queryFn: ({ signal }) => apiClient('/v2/producers', { schema: producerListSchema, signal }) }),
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
