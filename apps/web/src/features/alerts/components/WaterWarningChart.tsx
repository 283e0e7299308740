import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isWaterWarning, type RecentAlert } from '@plantel/contracts';
import { buildWaterWarningOption } from '@plantel/charts';
import { EChart } from '@/components/charts/EChart';
import { PanelSection } from '@/components/ui/PanelSection';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useAlertText } from '@/lib/alertText';
import { useFormatters } from '@/lib/format';
import { useWaterWarningChart } from '../api/alertsApi';

/** A water warning's own chart, as the engine judged it at the alert's last evaluation (docs/alerts.md). */
export function WaterWarningChart({ alert, onClose }: { alert: RecentAlert; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = useAlertText();
  const chart = useWaterWarningChart(alert.id);
  // Only water warnings offer a chart (AlertTable); the fallback keeps the key typed.
  const subtype = isWaterWarning(alert.subtype) ? alert.subtype : 'water_shortfall';
  const title = t(`alerts.waterChart.title.${subtype}`, { shed: alert.shed_identification ?? '' });
  const option = useMemo(() => {
    if (!chart.data) return null;
    const number = (value: number) => format.number(value, value !== 0 && Math.abs(value) < 1 ? 3 : 1);
    return buildWaterWarningOption(chart.data, {
      day: (iso) => format.dateTime(iso, 'dd/MM'),
      hour: (iso) => format.dateTime(iso, 'dd/MM HH:mm'),
      number,
      water: t('alerts.waterChart.water'),
      expectedWater: t('alerts.waterChart.expectedWater'),
      feed: t('alerts.waterChart.feed'),
      expectedFeed: t('alerts.waterChart.expectedFeed'),
      ratio: t('alerts.waterChart.ratio'),
      bandLow: t('alerts.waterChart.bandLow'),
      bandHigh: t('alerts.waterChart.bandHigh'),
      litres: t('alerts.waterChart.litres'),
      sameHourBefore: t('alerts.waterChart.sameHourBefore'),
    });
  }, [chart.data, format, t]);
  return (
    <PanelSection title={title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {text(alert)}
        </Typography>
        <Button onClick={onClose} sx={{ minHeight: 44 }} autoFocus>
          {t('alerts.waterChart.close')}
        </Button>
      </Box>
      {chart.isError ? (
        <RetryAlert message={t('alerts.waterChart.loadFailed')} onRetry={() => void chart.refetch()} />
      ) : !option ? (
        <Skeleton variant="rounded" height={260} />
      ) : chart.data!.days.length === 0 ? (
        <Typography color="text.secondary">{t('alerts.waterChart.noData')}</Typography>
      ) : (
        <>
          <EChart option={option} label={title} height={280} />
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`alerts.waterChart.explain.${subtype}`)}
          </Typography>
        </>
      )}
    </PanelSection>
  );
}
