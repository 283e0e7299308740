import { homeSummaryQueryOptions } from '@/features/home/api/getHomeSummary';
import { queryClient } from '@/lib/query-client';

/** Asks for Home's summary as Home is entered, while the page's code is still loading. */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(homeSummaryQueryOptions());
}
