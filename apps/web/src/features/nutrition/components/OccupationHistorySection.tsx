import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Silo } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useOccupationHistories } from '../api/nutritionQueries';
import { buildOccupationHistoryOption } from '@plantel/charts';
import { DEFAULT_OCCUPATION_FILTER, type PeriodFilter } from '../filters/periodFilter';
import { PeriodFilterForm } from './PeriodFilterForm';

/** Spec §2: the silos' occupation over the last N days (default 7) or a period. */
export function OccupationHistorySection({ batchId, silos }: { batchId: number; silos: readonly Silo[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<PeriodFilter>(DEFAULT_OCCUPATION_FILTER);
  const history = useOccupationHistories(
    silos.map((s) => s.id),
    batchId,
    filter,
  );
  return (
    <>
      <PeriodFilterForm value={filter} onApply={setFilter} />
      {history.isPending ? (
        <Skeleton variant="rounded" height={280} aria-label={t('app.loading')} />
      ) : history.isError ? (
        <RetryAlert message={t('nutrition.historyFailed')} onRetry={() => void history.refetch()} />
      ) : (
        <EChart
          label={t('nutrition.occupationHistory')}
          option={buildOccupationHistoryOption(
            silos.map((silo, i) => ({ name: silo.identification, records: history.data[i]?.results ?? [] })),
            { time: (ms) => format.dateTime(ms, 'dd/MM HH:mm'), number: (n) => format.number(n, 1), ticks: format.timeTicks },
          )}
        />
      )}
    </>
  );
}
