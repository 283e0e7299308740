import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DECIMALS, type BatchDetail } from '@plantel/contracts';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { useBatch } from '../api/getBatch';

interface BatchOverviewPanelProps {
  batchId: number | null;
  /** The feature's own name, for the note that its charts are still to come. */
  featureName: string;
}

function figuresOf(batch: BatchDetail, number: (value: number | null, decimals: number) => string, t: (key: string) => string) {
  const unit = (value: number | null, decimals: number, suffix: string) => (value === null ? NO_VALUE : `${number(value, decimals)} ${suffix}`);
  return [
    [t('dashboard.figures.weight'), unit(batch.weight, 0, 'g')],
    [t('dashboard.figures.gain'), unit(batch.gain, 1, 'g/d')],
    [t('dashboard.figures.performance'), unit(batch.performance, 1, '%')],
    [t('dashboard.figures.uniformity'), unit(batch.uniformity, 1, '%')],
    [t('dashboard.figures.conversion'), number(batch.conversion_factor, DECIMALS.fcr)],
    [t('dashboard.figures.lodged'), number(batch.current_lodged, 0)],
    [t('dashboard.figures.mortality'), number(batch.mortality, 0)],
    [t('dashboard.figures.comfort'), t(`comfort.${batch.enthalpy}`)],
  ] as const;
}

/** The batch's key figures: what every dashboard shows until its feature draws its own panels. */
export function BatchOverviewPanel({ batchId, featureName }: BatchOverviewPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const batch = useBatch(batchId);

  if (batchId === null) return <Alert severity="info">{t('dashboard.noBatch')}</Alert>;
  if (batch.isError) return <Alert severity="error">{t('dashboard.loadFailed')}</Alert>;
  return (
    <Box component="section" aria-label={t('dashboard.figuresTitle')}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.figuresTitle')}
      </Typography>
      {batch.isPending ? (
        <Skeleton variant="rounded" height={196} aria-label={t('app.loading')} />
      ) : (
        <FigureTiles minWidth={180} figures={figuresOf(batch.data, format.number, (key) => t(key as never)).map(([label, value]) => ({ label, value }))} />
      )}
      <Alert severity="info" sx={{ mt: 3 }}>
        {t('dashboard.panelsComing', { feature: featureName })}
      </Alert>
    </Box>
  );
}
