import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reportScheduleListSchema,
  reportScheduleOptionsSchema,
  reportScheduleSchema,
  reportSendResultSchema,
  type ReportScheduleCreate,
  type ReportSchedulePatch,
} from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** Every query of the feature starts with this key: a change refreshes the list and its last sendings. */
const SCHEDULES_KEY = ['report-schedules'] as const;
const URL = '/v2/report-schedules';

/** GET /v2/report-schedules: the user's schedules (staff: the company's). */
export function useReportSchedules() {
  return useQuery(queryOptions({ queryKey: [...SCHEDULES_KEY, 'list'], queryFn: ({ signal }) => apiClient(URL, { schema: reportScheduleListSchema, signal }) }));
}

/** GET /v2/report-schedules/options: the sheds and modules a schedule may choose, and the user's alert e-mail. */
export function useReportScheduleOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...SCHEDULES_KEY, 'options'],
      queryFn: ({ signal }) => apiClient(`${URL}/options`, { schema: reportScheduleOptionsSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

function useRefreshSchedules() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...SCHEDULES_KEY, 'list'] });
}

/** POST /v2/report-schedules. */
export function useCreateReportSchedule() {
  const onSuccess = useRefreshSchedules();
  return useMutation({ mutationFn: (input: ReportScheduleCreate) => apiClient(URL, { method: 'POST', body: input, schema: reportScheduleSchema }), onSuccess });
}

/** PATCH /v2/report-schedules/{id}. */
export function useChangeReportSchedule() {
  const onSuccess = useRefreshSchedules();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ReportSchedulePatch }) => apiClient(`${URL}/${id}`, { method: 'PATCH', body: patch, schema: reportScheduleSchema }),
    onSuccess,
  });
}

/** DELETE /v2/report-schedules/{id}. */
export function useDeleteReportSchedule() {
  const onSuccess = useRefreshSchedules();
  return useMutation({ mutationFn: (id: number) => apiClient<void>(`${URL}/${id}`, { method: 'DELETE' }), onSuccess });
}

/** POST /v2/report-schedules/{id}/send: the e-mail now, to try the schedule. */
export function useSendReportNow() {
  return useMutation({ mutationFn: (id: number) => apiClient(`${URL}/${id}/send`, { method: 'POST', schema: reportSendResultSchema }) });
}
