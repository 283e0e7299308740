import { useQuery } from '@tanstack/react-query';
import { forecastAccuracySchema, slaughterResultsSchema } from '@plantel/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /v2/batches/{id}/slaughter-results: the plant's results; null until they are in. */
export function useSlaughterResults(batchId: number) {
  return useQuery({
    queryKey: ['batches', 'slaughter-results', batchId],
    queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/slaughter-results`, { schema: slaughterResultsSchema.nullable(), signal }),
  });
}

/** GET /v2/batches/{id}/forecast-accuracy: asked only once the results are in (it is a 404 before). */
export function useForecastAccuracy(batchId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['batches', 'forecast-accuracy', batchId],
    queryFn: ({ signal }) => apiClient(`/v2/batches/${batchId}/forecast-accuracy`, { schema: forecastAccuracySchema, signal }),
    enabled,
  });
}
