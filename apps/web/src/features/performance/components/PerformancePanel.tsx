import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { EChart } from '@/components/charts/EChart';
import { PanelSection } from '@/components/ui/PanelSection';
import { useFormatters } from '@/lib/format';
import { useBatchPerformance } from '../api/getBatchPerformance';
import { buildDailyWeightOption } from '@plantel/charts';
import { buildHistogramOption } from '@plantel/charts';
import { buildWeeklyWeightOption } from '@plantel/charts';
import { weighsSexesApart } from '../forms/weighingForm';
import { BatchPerformanceTiles } from './BatchPerformanceTiles';
import { DivisionCards } from './DivisionCards';
import { DivisionRecords } from './DivisionRecords';
import { GainTable } from './GainTable';
import { LodgingCorrection } from './LodgingCorrection';

interface PerformancePanelProps {
  batchId: number;
}

/** Spec §2 "Batch performance": division cards, daily and weekly weight, G.P.D. table and weight histogram. */
export function PerformancePanel({ batchId }: PerformancePanelProps) {
  const { t } = useTranslation();
  const performance = useBatchPerformance(batchId);
  const [chosen, setChosen] = useState<number | null>(null);
  const data = performance.data;
  const division = data?.divisions.find((d) => d.id === chosen) ?? data?.divisions[0];

  const format = useFormatters();
  const labels = useMemo(
    () => ({
      weight: t('performance.weight'),
      reference: t('performance.reference'),
      age: t('performance.age'),
      grams: 'g',
      week: t('performance.week'),
      number: (value: number) => format.number(value, 0),
    }),
    [t, format],
  );
  const daily = useMemo(() => (division ? buildDailyWeightOption(division.performance_data, labels) : null), [division, labels]);
  const weekly = useMemo(() => (division ? buildWeeklyWeightOption(division.weekly, labels) : null), [division, labels]);
  const histogram = useMemo(
    () => (division ? buildHistogramOption(division.histogram, division.weight_bounds, { birds: t('performance.birds'), grams: 'g' }) : null),
    [division, t],
  );

  if (performance.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (performance.isError || !data) {
    return <RetryAlert message={t('performance.loadFailed')} onRetry={() => void performance.refetch()} />;
  }

  return (
    <Box component="section" aria-label={t('features.performance')}>
      <BatchPerformanceTiles batch={data} />
      <LodgingCorrection batch={data} />
      {data.divisions.length === 0 || !division ? (
        <Alert severity="info">{t('performance.noDivisions')}</Alert>
      ) : (
        <>
          <DivisionCards divisions={data.divisions} selected={division.id} onSelect={setChosen} />
          <DivisionRecords batchId={batchId} division={division} askSex={weighsSexesApart(data)} open={data.slaughter === null} />
          {division.performance_data.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('performance.noWeighingsYet', { division: division.identification })}
            </Alert>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
              <PanelSection title={t('performance.dailyChart', { division: division.identification })}>
                <EChart option={daily!} label={t('performance.dailyChart', { division: division.identification })} />
              </PanelSection>
              <PanelSection title={t('performance.gainTable')}>
                <GainTable points={division.performance_data} />
              </PanelSection>
              <PanelSection title={t('performance.weeklyChart')}>
                <EChart option={weekly!} label={t('performance.weeklyChart')} />
              </PanelSection>
              <PanelSection title={t('performance.histogram', { age: division.samples_age ?? '--' })}>
                {division.histogram.length > 0 ? (
                  <EChart option={histogram!} label={t('performance.histogram', { age: division.samples_age ?? '--' })} />
                ) : (
                  <Typography color="text.secondary">{t('performance.noSamples')}</Typography>
                )}
              </PanelSection>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
